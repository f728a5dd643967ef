import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { editions } from './schema';

/*
 * Which edition a statement is for, as an SQL expression of its id (migration 0026). Every table that
 * belongs to a year has `edition_id`, whose default is the current edition; reads name theirs with
 * these. Resolved by PostgreSQL in the statement itself, so making another edition current takes
 * effect on every process at its COMMIT, with nothing kept in a process to go stale.
 */

/** The current edition: what the public routes answer. */
export const currentEdition = (): SQL => sql`fest_current_edition()`;

/** The edition a payment was made in (a competition payment's seat is that edition's). */
export const editionOfPayment = (paymentId: number): SQL => sql`(select edition_id from payments where id = ${paymentId})`;

/**
 * The edition a request names (`?edition=slug`) as an SQL expression of its id, the current one when
 * it names none; null when no edition has that slug (the caller answers 404).
 */
export async function requestedEdition(db: Db | Tx, slug: string | undefined | null): Promise<SQL | null> {
  if (!slug) return currentEdition();
  const [row] = await db.select({ id: editions.id }).from(editions).where(eq(editions.slug, slug));
  return row ? sql`${row.id}::int` : null;
}

/** The slugs of these editions by id: what a wire object says of the edition it belongs to (`edition`). */
export async function editionSlugs(db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: editions.id, slug: editions.slug }).from(editions).where(inArray(editions.id, unique));
  return new Map(rows.map((r) => [r.id, r.slug]));
}
