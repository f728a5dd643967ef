import { describe, expect, it } from 'vitest';
import { nextHeaderIndex } from './accordion-keys';

describe('nextHeaderIndex', () => {
  it('moves down and up, wrapping at the ends', () => {
    expect(nextHeaderIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextHeaderIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextHeaderIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextHeaderIndex('ArrowUp', 2, 3)).toBe(1);
  });
  it('jumps to the first and last header', () => {
    expect(nextHeaderIndex('Home', 2, 3)).toBe(0);
    expect(nextHeaderIndex('End', 0, 3)).toBe(2);
  });
  it('leaves other keys (Enter, Space, Tab) to the browser', () => {
    expect(nextHeaderIndex('Enter', 1, 3)).toBeNull();
    expect(nextHeaderIndex(' ', 1, 3)).toBeNull();
    expect(nextHeaderIndex('Tab', 1, 3)).toBeNull();
    expect(nextHeaderIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
