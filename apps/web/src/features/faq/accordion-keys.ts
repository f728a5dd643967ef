/**
 * Which header of an accordion gets focus for a key (WAI-ARIA Accordion pattern): Down/Up move to the
 * next/previous header and wrap around, Home/End go to the first/last. Any other key: null (the
 * browser's own handling stays, so Enter and Space still press the button).
 */
export function nextHeaderIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
