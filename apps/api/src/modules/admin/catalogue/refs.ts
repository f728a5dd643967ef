import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { notFound, validationError } from '../../../lib/errors';
import { commonTexts } from '../../../lib/texts';
import { adminTexts } from '../texts';

/** The item the path names does not exist (or no longer does). */
export const missing = () => notFound(commonTexts.noSuchId);

/**
 * Every id in `ids` names a row of `table` (of one edition, when `inEdition` names the table's edition
 * column and that edition's id as SQL: a presentation's tags, a coupon's presentations); otherwise a
 * 400 naming `field` and the others. Returns the ids without repeats, in the order given.
 */
export async function requireIds(
  tx: Tx,
  table: PgTable,
  idColumn: PgColumn,
  ids: number[],
  field: string,
  inEdition?: { column: PgColumn; edition: SQL },
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx
    .select({ id: sql<number>`${idColumn}` })
    .from(table)
    .where(and(inArray(idColumn, unique), inEdition && eq(inEdition.column, inEdition.edition)));
  const known = new Set(found.map((r) => Number(r.id)));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length) {
    throw validationError({ [field]: [inEdition ? adminTexts.notInEdition(unknown) : adminTexts.unknownIds(unknown)] });
  }
  return unique;
}

/** Groups `[key, value]` rows into key -> values. */
export function groupBy<K, V>(rows: Iterable<[K, V]>): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const [k, v] of rows) (out.get(k) ?? out.set(k, []).get(k)!).push(v);
  return out;
}
