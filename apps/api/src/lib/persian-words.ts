import { numberWords } from './texts';

/**
 * A whole number in Persian words, as an invoice writes its total ("یک میلیون و دویست هزار"): groups of
 * three digits, each named and followed by its scale, joined by «و».
 */
const { ones: ONES, teens: TEENS, tens: TENS, hundreds: HUNDREDS, scales: SCALES, zero: ZERO, and: AND } = numberWords;

function belowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(HUNDREDS[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!);
  else {
    if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]!);
    if (rest % 10) parts.push(ONES[rest % 10]!);
  }
  return parts.join(AND);
}

export function persianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e15) throw new RangeError(`not a whole number words are kept for: ${value}`);
  if (value === 0) return ZERO;
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale++, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group) groups.unshift(SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
  }
  return groups.join(AND);
}
