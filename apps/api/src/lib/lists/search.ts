import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { easternDigits, toLatinDigits } from '../digits';

/**
 * `?search=` as one condition: any of `columns` contains the text, ignoring case. Persian or
 * Arabic-Indic digits count as Latin ones on both sides (phones are typed with either keyboard, and a
 * title may be written «لینوکس ۱۰۱»: found by ۱۰۱ or 101), and LIKE's own wildcards in the text are
 * matched literally. No condition for an empty search.
 */
export function searchCondition(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const text = toLatinDigits(search?.trim() ?? '');
  if (!text || columns.length === 0) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`translate(${c}, ${easternDigits.from}, ${easternDigits.to}) ilike ${pattern}`),
    sql` or `,
  )})`;
}
