import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminListQuery, AdminPresenter, AdminPresenterChange, AdminPresenterCreate, Paged } from '@fest/contract';
import type { Db, Tx } from '../../../db/client';
import { presentationPresenters, presenters } from '../../../db/schema';
import { removeStoredImage } from '../../../lib/images';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { sanitizeDescription } from '../../../lib/sanitize';
import { auditedChange } from '../../audit';
import { groupBy, missing } from './refs';
import { replaceImage } from './replace-image';

type Row = typeof presenters.$inferSelect;
const OBJECT = 'presenter';
export const PRESENTER_FOLDER = 'presenters';

async function present(db: Db | Tx, rows: Row[]): Promise<AdminPresenter[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ id: presentationPresenters.presenterId, presentation: presentationPresenters.presentationId })
    .from(presentationPresenters)
    .where(inArray(presentationPresenters.presenterId, rows.map((r) => r.id)))
    .orderBy(asc(presentationPresenters.presentationId));
  const of = groupBy(links.map((l) => [l.id, l.presentation]));
  return rows.map((r) => ({
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    description: r.description,
    en_first_name: r.enFirstName,
    en_last_name: r.enLastName,
    en_description: r.enDescription,
    avatar: r.avatar,
    linkedin: r.linkedin,
    presentations: of.get(r.id) ?? [],
  }));
}

const get = async (db: Db | Tx, id: number) => (await present(db, await db.select().from(presenters).where(eq(presenters.id, id))))[0] ?? null;

function columnsOf(body: AdminPresenterChange): Partial<typeof presenters.$inferInsert> {
  const out: Partial<typeof presenters.$inferInsert> = {};
  if (body.first_name !== undefined) out.firstName = body.first_name;
  if (body.last_name !== undefined) out.lastName = body.last_name;
  if (body.description !== undefined) out.description = sanitizeDescription(body.description);
  if (body.en_first_name !== undefined) out.enFirstName = body.en_first_name;
  if (body.en_last_name !== undefined) out.enLastName = body.en_last_name;
  if (body.en_description !== undefined) out.enDescription = sanitizeDescription(body.en_description);
  if (body.linkedin !== undefined) out.linkedin = body.linkedin || null;
  return out;
}

export const presentersArea = {
  path: '/presenters',
  noun: 'presenter',
  listNote: 'search: first or last name; ordering: last_name (default), first_name, id',
  list: async (db: Db, query: AdminListQuery): Promise<Paged<AdminPresenter>> => {
    const where = searchCondition(query.search, [presenters.firstName, presenters.lastName, presenters.enFirstName, presenters.enLastName]);
    const order = orderingOf(
      query.ordering,
      { last_name: presenters.lastName, first_name: presenters.firstName, id: presenters.id },
      { fallback: [asc(presenters.lastName), asc(presenters.firstName)], tiebreak: asc(presenters.id) },
    );
    return pageOf(query, {
      count: async () => (await db.select({ n: count() }).from(presenters).where(where))[0]!.n,
      rows: async (limit, offset) => present(db, await db.select().from(presenters).where(where).orderBy(...order).limit(limit).offset(offset)),
    });
  },
  get,
  create: (db: Db, actorId: number, body: AdminPresenterCreate) =>
    auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
      const [row] = await tx.insert(presenters).values(columnsOf(body) as typeof presenters.$inferInsert).returning();
      const after = (await present(tx, [row!]))[0]!;
      return { result: after, objectId: row!.id, before: null, after };
    }),
  change: (db: Db, actorId: number, id: number, body: AdminPresenterChange) =>
    auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
      const before = await get(tx, id);
      if (!before) throw missing();
      const columns = columnsOf(body);
      if (Object.keys(columns).length) await tx.update(presenters).set(columns).where(eq(presenters.id, id));
      const after = (await get(tx, id))!;
      return { result: after, objectId: id, before, after };
    }),
};

/** Deleting a presenter takes them off their presentations (the links go with them). */
export async function deletePresenter(db: Db, mediaRoot: string, actorId: number, id: number): Promise<void> {
  const avatar = await auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
    const before = await get(tx, id);
    if (!before) throw missing();
    await tx.delete(presenters).where(eq(presenters.id, id));
    return { result: before.avatar, objectId: id, before, after: null };
  });
  await removeStoredImage(mediaRoot, PRESENTER_FOLDER, avatar);
}

export const setPresenterAvatar = (db: Db, mediaRoot: string, actorId: number, id: number, image: Buffer) =>
  replaceImage(db, {
    mediaRoot, folder: PRESENTER_FOLDER, actorId, objectType: OBJECT, id, field: 'avatar', image,
    swap: async (tx, url) => {
      const [row] = await tx.select({ avatar: presenters.avatar }).from(presenters).where(eq(presenters.id, id)).for('no key update');
      if (!row) return null;
      await tx.update(presenters).set({ avatar: url }).where(eq(presenters.id, id));
      return { old: row.avatar, item: (await get(tx, id))! };
    },
  });
