import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminAccessory, AdminAccessoryChange, AdminAccessoryCreate, AdminListQuery, Paged } from '@fest/contract';
import { rowsOf, type Db, type Tx } from '../../../db/client';
import { accessories } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { removeStoredImage } from '../../../lib/images';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { auditedChange } from '../../audit';
import { missing } from './refs';
import { replaceImage } from './replace-image';
import { adminTexts } from '../texts';

const OBJECT = 'accessory';
export const ACCESSORY_FOLDER = 'accessories';
const columns = {
  id: accessories.id,
  name: accessories.name,
  description: accessories.description,
  en_name: accessories.enName,
  en_description: accessories.enDescription,
  price: accessories.price,
  img: accessories.img,
  is_active: accessories.isActive,
  // The outer table is named in full: in a one-table select Drizzle writes a column without its table,
  // which inside this subquery would name the subquery's own column.
  sold: sql<number>`(select count(*) from user_accessories ua where ua.accessory_id = accessories.id)::int`,
};
const get = async (db: Db | Tx, id: number): Promise<AdminAccessory | null> =>
  (await db.select(columns).from(accessories).where(eq(accessories.id, id)))[0] ?? null;

function columnsOf(body: AdminAccessoryChange): Partial<typeof accessories.$inferInsert> {
  const { is_active, en_name, en_description, ...rest } = body;
  return {
    ...rest,
    ...(is_active !== undefined ? { isActive: is_active } : {}),
    ...(en_name !== undefined ? { enName: en_name } : {}),
    ...(en_description !== undefined ? { enDescription: en_description } : {}),
  };
}

/** Accessories (`sold`: how many were bought). One someone bought, or that a payment names, can only be switched off. */
export const accessoriesArea = {
  path: '/accessories',
  noun: 'accessory',
  listNote: 'search: name or description; ordering: name (default), price, id',
  perEdition: true,
  list: async (db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminAccessory>> => {
    const where = and(eq(accessories.editionId, edition), searchCondition(query.search, [accessories.name, accessories.description, accessories.enName, accessories.enDescription]));
    const order = orderingOf(
      query.ordering,
      { name: accessories.name, price: accessories.price, id: accessories.id },
      { fallback: [asc(accessories.name)], tiebreak: asc(accessories.id) },
    );
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(accessories).where(where))[0]!.n,
      rows: (limit, offset) => db.select(columns).from(accessories).where(where).orderBy(...order).limit(limit).offset(offset),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminAccessoryCreate, edition: SQL) =>
    auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
      const [row] = await tx.insert(accessories).values({ ...(columnsOf(body) as typeof accessories.$inferInsert), editionId: sql`${edition}` }).returning({ id: accessories.id });
      const after = (await get(tx, row!.id))!;
      return { result: after, objectId: row!.id, before: null, after };
    }),
  change: (db: Db, actorId: number, id: number, body: AdminAccessoryChange) =>
    auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const set = columnsOf(body);
      if (Object.keys(set).length) await tx.update(accessories).set(set).where(eq(accessories.id, id));
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before, after };
    }),
};

/**
 * Deletes an accessory nobody has bought and no payment names (the row is locked FOR UPDATE, so no
 * payment can name it meanwhile); otherwise 409: switch it off with is_active false instead.
 */
export async function deleteAccessory(db: Db, mediaRoot: string, actorId: number, id: number): Promise<void> {
  const img = await auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
    const [locked] = await tx.select({ id: accessories.id }).from(accessories).where(eq(accessories.id, id)).for('update');
    if (!locked) throw missing();
    const before = (await get(tx, id))!;
    const [named] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select (select count(*) from user_accessories where accessory_id = ${id})
        + (select count(*) from payment_accessories where accessory_id = ${id}) as n`),
    );
    if (Number(named?.n ?? 0) > 0) {
      throw new AppError(409, 'CONFLICT', adminTexts.accessoryBought);
    }
    await tx.delete(accessories).where(eq(accessories.id, id));
    return { result: before.img, objectId: id, before, after: null };
  });
  await removeStoredImage(mediaRoot, ACCESSORY_FOLDER, img);
}

export const setAccessoryImage = (db: Db, mediaRoot: string, actorId: number, id: number, image: Buffer) =>
  replaceImage(db, {
    mediaRoot,
    folder: ACCESSORY_FOLDER,
    actorId,
    objectType: OBJECT,
    id,
    field: 'img',
    image,
    swap: async (tx, url) => {
      const [row] = await tx.select({ img: accessories.img }).from(accessories).where(eq(accessories.id, id)).for('no key update');
      if (!row) return null;
      await tx.update(accessories).set({ img: url }).where(eq(accessories.id, id));
      return { old: row.img, item: (await get(tx, id))! };
    },
  });
