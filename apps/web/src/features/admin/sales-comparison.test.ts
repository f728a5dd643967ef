import { describe, expect, it } from 'vitest';
import { daysSinceSalesBegan, revenueInFirstDays } from './sales-comparison';

describe('comparing two editions’ sales from the day each began', () => {
  const lastYear = [
    { day: '2026-01-10', revenue: 100 },
    { day: '2026-01-11', revenue: 50 },
    { day: '2026-01-20', revenue: 400 },
  ];
  it('sums the revenue of the first days, counted from the first sale, gaps included', () => {
    expect(revenueInFirstDays(lastYear, 1)).toBe(100);
    expect(revenueInFirstDays(lastYear, 2)).toBe(150);
    expect(revenueInFirstDays(lastYear, 10)).toBe(150);
    expect(revenueInFirstDays(lastYear, 11)).toBe(550);
    expect(revenueInFirstDays([], 5)).toBe(0);
  });
  it('counts the days since the first sale, today included', () => {
    expect(daysSinceSalesBegan([{ day: '2027-01-01', revenue: 10 }], '2027-01-03')).toBe(3);
    expect(daysSinceSalesBegan([{ day: '2027-01-01', revenue: 0 }], '2027-01-03')).toBe(0);
  });
});
