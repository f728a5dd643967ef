import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isTehranDay, type TimeRangeQuery } from '@fest/contract';

/**
 * Conditions keeping `column` (a timestamptz) within `from`..`to`. A Tehran day `YYYY-MM-DD` covers
 * the whole day, both ends inclusive: from its first moment in Asia/Tehran up to (not including) the
 * next day's. The database converts with its time-zone data, so past offsets (Iran kept daylight
 * saving until 2022) come out right. An ISO time is taken as it is, inclusive.
 */
export function timeRangeConditions(column: AnyColumn | SQL, range: TimeRangeQuery): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) {
    conditions.push(
      isTehranDay(range.from)
        ? sql`${column} >= ((${range.from}::date)::timestamp at time zone 'Asia/Tehran')`
        : sql`${column} >= ${range.from}::timestamptz`,
    );
  }
  if (range.to) {
    conditions.push(
      isTehranDay(range.to)
        ? sql`${column} < (((${range.to}::date) + 1)::timestamp at time zone 'Asia/Tehran')`
        : sql`${column} <= ${range.to}::timestamptz`,
    );
  }
  return conditions;
}
