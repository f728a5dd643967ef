import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminTag, AdminTagChange, AdminTagCreate, Paged } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { tags } from '../../../db/schema';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { auditedChange } from '../../audit';
import { missing } from './refs';

const OBJECT = 'tag';
const columns = {
  id: tags.id,
  name: tags.name,
  en_name: tags.enName,
  color: tags.color,
  // The outer table is named in full: in a one-table select Drizzle writes a column without its table,
  // which inside this subquery would name the subquery's own column.
  presentations: sql<number>`(select count(*) from presentation_tags pt where pt.tag_id = tags.id)::int`,
};

const get = async (db: Db | Tx, id: number): Promise<AdminTag | null> =>
  (await db.select(columns).from(tags).where(eq(tags.id, id)))[0] ?? null;

function columnsOf(body: AdminTagChange): Partial<typeof tags.$inferInsert> {
  const { en_name, ...rest } = body;
  return { ...rest, ...(en_name !== undefined ? { enName: en_name } : {}) };
}

/** Tags; deleting one takes it off its presentations. */
export const tagsArea = {
  path: '/tags',
  noun: 'tag',
  listNote: 'search: name; ordering: name (default), id',
  perEdition: true,
  list: async (db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminTag>> => {
    const where = and(eq(tags.editionId, edition), searchCondition(query.search, [tags.name, tags.enName]));
    const order = orderingOf(query.ordering, { name: tags.name, id: tags.id }, { fallback: [asc(tags.name)], tiebreak: asc(tags.id) });
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(tags).where(where))[0]!.n,
      rows: (limit, offset) => db.select(columns).from(tags).where(where).orderBy(...order).limit(limit).offset(offset),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminTagCreate, edition: SQL) =>
    auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
      const [row] = await tx.insert(tags).values({ ...(columnsOf(body) as typeof tags.$inferInsert), editionId: sql`${edition}` }).returning({ id: tags.id });
      const after = (await get(tx, row!.id))!;
      return { result: after, objectId: row!.id, before: null, after };
    }),
  change: (db: Db, actorId: number, id: number, body: AdminTagChange) =>
    auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const set = columnsOf(body);
      if (Object.keys(set).length) await tx.update(tags).set(set).where(eq(tags.id, id));
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before, after };
    }),
  remove: (db: Db, actorId: number, id: number) =>
    auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      await tx.delete(tags).where(eq(tags.id, id));
      return { result: undefined, objectId: id, before, after: null };
    }),
};
