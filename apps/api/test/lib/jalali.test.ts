import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime } from '../../src/lib/jalali';

describe('Jalali dates for exports', () => {
  it('writes Tehran time in the Persian calendar with Latin, zero-padded digits', () => {
    expect(formatJalaliDateTime('2026-05-01T06:30:00.000Z')).toBe('1405/02/11 10:00');
    expect(formatJalaliDate(new Date('2026-05-01T06:30:00.000Z'))).toBe('1405/02/11');
  });

  it('turns the day at Tehran midnight, not at UTC midnight (Nowruz 1405)', () => {
    expect(formatJalaliDateTime('2026-03-20T20:29:00.000Z')).toBe('1404/12/29 23:59');
    expect(formatJalaliDateTime('2026-03-20T20:30:00.000Z')).toBe('1405/01/01 00:00');
  });

  it('sorts as text in time order', () => {
    const times = ['2027-02-15T05:30:00Z', '2026-03-20T20:30:00Z', '2026-12-31T23:00:00Z', '2026-05-01T06:30:00Z'];
    const byText = [...times].sort((a, b) => formatJalaliDateTime(a).localeCompare(formatJalaliDateTime(b)));
    expect(byText).toEqual([...times].sort());
  });

  it('refuses an invalid date instead of writing "NaN"', () => {
    expect(() => formatJalaliDateTime('not a date')).toThrow(RangeError);
  });
});
