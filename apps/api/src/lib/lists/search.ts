import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { toLatinDigits } from '../digits';

/**
 * `?search=` as one condition: any of `columns` contains the text, ignoring case. Persian or
 * Arabic-Indic digits count as Latin ones (phones are typed with either keyboard), and LIKE's own
 * wildcards in the text are matched literally. No condition for an empty search.
 */
export function searchCondition(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const text = toLatinDigits(search?.trim() ?? '');
  if (!text || columns.length === 0) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}
