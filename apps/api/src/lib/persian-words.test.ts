import { describe, expect, it } from 'vitest';
import { persianWords } from './persian-words';

describe('numbers in Persian words', () => {
  it.each([
    [0, 'صفر'],
    [7, 'هفت'],
    [15, 'پانزده'],
    [40, 'چهل'],
    [99, 'نود و نه'],
    [100, 'صد'],
    [215, 'دویست و پانزده'],
    [1000, 'یک هزار'],
    [1_200_000, 'یک میلیون و دویست هزار'],
    [2_500_050, 'دو میلیون و پانصد هزار و پنجاه'],
    [1_000_000_001, 'یک میلیارد و یک'],
    [350_000, 'سیصد و پنجاه هزار'],
  ])('%d is %s', (n, words) => expect(persianWords(n)).toBe(words));

  it('refuses what is not a whole non-negative number', () => {
    expect(() => persianWords(-1)).toThrow(RangeError);
    expect(() => persianWords(1.5)).toThrow(RangeError);
  });
});
