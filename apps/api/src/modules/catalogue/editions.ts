import { desc, sql } from 'drizzle-orm';
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

/** Every edition, newest first (by first day; one without dates after those with, newest made first). */
export async function listEditions(db: Db | Tx): Promise<Edition[]> {
  const rows = await db
    .select()
    .from(editions)
    .orderBy(sql`nullif(${editions.startsOn}, '') desc nulls last`, desc(editions.id));
  return rows.map(editionWire);
}

