import { desc, sql, type SQL } from 'drizzle-orm';
import { requestedEdition } from '../../db/editions';
import { notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import type { Edition } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { editions } from '../../db/schema';

type Row = typeof editions.$inferSelect;
export const editionWire = (r: Row): Edition => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  is_current: r.isCurrent,
});

/** Editions newest first: by first day; one without dates after those with, newest made first. */
export const newestEditionsFirst = [sql`nullif(${editions.startsOn}, '') desc nulls last`, desc(editions.id)];

/** Every edition, newest first. */
export async function listEditions(db: Db | Tx): Promise<Edition[]> {
  const rows = await db
    .select()
    .from(editions)
    .orderBy(...newestEditionsFirst);
  return rows.map(editionWire);
}


/**
 * The edition a request names (`?edition=slug`) as an SQL expression of its id (db/editions.ts), the
 * current one when it names none; 404 NOT_FOUND when no edition has that slug. Every route that takes
 * `?edition=` resolves it here.
 */
export async function requireEdition(db: Db | Tx, slug: string | undefined): Promise<SQL> {
  const edition = await requestedEdition(db, slug);
  if (!edition) throw notFound(commonTexts.noSuchEdition);
  return edition;
}
