/** Revenue on each Tehran day ('YYYY-MM-DD'), as the stats answer it. */
export type DailyRevenue = ReadonlyArray<{ day: string; revenue: number }>;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Revenue taken in the first `days` days since an edition's sales began (its first day with revenue,
 * day 1), so two years can be compared at the same point of their registration. 0 before any sale.
 */
export function revenueInFirstDays(daily: DailyRevenue, days: number): number {
  const sold = daily.filter((d) => d.revenue !== 0);
  if (sold.length === 0 || days <= 0) return 0;
  const first = Math.min(...sold.map((d) => dayNumber(d.day)));
  return sold.filter((d) => dayNumber(d.day) - first < days).reduce((sum, d) => sum + d.revenue, 0);
}

/** How many days this edition's sales have run, today included (0 before its first sale). */
export function daysSinceSalesBegan(daily: DailyRevenue, today: string): number {
  const sold = daily.filter((d) => d.revenue !== 0);
  if (sold.length === 0) return 0;
  return dayNumber(today) - Math.min(...sold.map((d) => dayNumber(d.day))) + 1;
}
