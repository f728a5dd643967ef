import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminStaff, AdminStaffChange, AdminStaffCreate, Paged } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { staff } from '../../../db/schema';
import { removeStoredImage } from '../../../lib/images';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { auditedChange } from '../../audit';
import { missing } from './refs';
import { replaceImage } from './replace-image';

const OBJECT = 'staff';
export const STAFF_FOLDER = 'staff';
type Row = typeof staff.$inferSelect;
const wire = (r: Row): AdminStaff => ({
  id: r.id,
  name: r.name,
  image: r.image,
  quote: r.quote,
  en_name: r.enName,
  en_quote: r.enQuote,
  role: r.role,
  team: r.team,
  linkedin: r.linkedin,
  position: r.position,
});
const get = async (db: Db | Tx, id: number) => {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ? wire(row) : null;
};
function columnsOf(body: AdminStaffChange): Partial<Row> {
  const { linkedin, en_name, en_quote, ...rest } = body;
  return {
    ...rest,
    ...(linkedin !== undefined ? { linkedin: linkedin || null } : {}),
    ...(en_name !== undefined ? { enName: en_name } : {}),
    ...(en_quote !== undefined ? { enQuote: en_quote } : {}),
  };
}

export const staffArea = {
  path: '/staff',
  noun: 'staff member',
  listNote: 'search: name or quote; ordering: position (default), name, role, team, id',
  perEdition: true,
  list: async (db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminStaff>> => {
    const where = and(eq(staff.editionId, edition), searchCondition(query.search, [staff.name, staff.quote, staff.enName, staff.enQuote]));
    const order = orderingOf(
      query.ordering,
      { position: staff.position, name: staff.name, role: staff.role, team: staff.team, id: staff.id },
      { fallback: [asc(staff.position)], tiebreak: asc(staff.id) },
    );
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(staff).where(where))[0]!.n,
      rows: async (limit, offset) => (await db.select().from(staff).where(where).orderBy(...order).limit(limit).offset(offset)).map(wire),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminStaffCreate, edition: SQL) =>
    auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
      const [row] = await tx.insert(staff).values({ ...(columnsOf(body) as typeof staff.$inferInsert), editionId: sql`${edition}` }).returning();
      const after = wire(row!);
      return { result: after, objectId: row!.id, before: null, after };
    }),
  change: (db: Db, actorId: number, id: number, body: AdminStaffChange) =>
    auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const set = columnsOf(body);
      if (Object.keys(set).length) await tx.update(staff).set(set).where(eq(staff.id, id));
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before, after };
    }),
};

export async function deleteStaff(db: Db, mediaRoot: string, actorId: number, id: number): Promise<void> {
  const image = await auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
    const before = await get(tx, id);
    if (!before) throw missing();
    await tx.delete(staff).where(eq(staff.id, id));
    return { result: before.image, objectId: id, before, after: null };
  });
  await removeStoredImage(mediaRoot, STAFF_FOLDER, image);
}

export const setStaffImage = (db: Db, mediaRoot: string, actorId: number, id: number, image: Buffer) =>
  replaceImage(db, {
    mediaRoot,
    folder: STAFF_FOLDER,
    actorId,
    objectType: OBJECT,
    id,
    field: 'image',
    image,
    swap: async (tx, url) => {
      const [row] = await tx.select({ image: staff.image }).from(staff).where(eq(staff.id, id)).for('no key update');
      if (!row) return null;
      await tx.update(staff).set({ image: url }).where(eq(staff.id, id));
      return { old: row.image, item: (await get(tx, id))! };
    },
  });
