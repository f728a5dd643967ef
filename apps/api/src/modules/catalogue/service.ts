import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Accessory, Presentation, PresenterBase, Tag } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import {
  accessories,
  participations,
  presentationPresenters,
  presentations,
  presentationTags,
  presenters,
  tags,
} from '../../db/schema';
import { remainedCapacity, takenSeats } from '../../db/seats';

type Reader = Db | Tx;
type PresentationRow = typeof presentations.$inferSelect;
type PresenterRow = typeof presenters.$inferSelect;
type AccessoryRow = typeof accessories.$inferSelect;

export const serializePresenterBase = (row: PresenterRow): PresenterBase => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  description: row.description,
  avatar: row.avatar,
  linkedin: row.linkedin,
});

export const serializeAccessory = (row: AccessoryRow): Accessory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  img: row.img,
  is_active: row.isActive,
});

/**
 * Turns presentation rows into wire Presentations. Five queries whatever the number of rows
 * (presenters, tags, taken seats, the viewer's completed participations), so lists stay cheap.
 */
async function presentPresentations(
  db: Reader,
  rows: PresentationRow[],
  viewerUserId: number | null,
): Promise<Presentation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const [presenterRows, tagRows, taken, completed] = await Promise.all([
    db
      .select({ presentationId: presentationPresenters.presentationId, presenter: presenters })
      .from(presentationPresenters)
      .innerJoin(presenters, eq(presenters.id, presentationPresenters.presenterId))
      .where(inArray(presentationPresenters.presentationId, ids))
      .orderBy(asc(presentationPresenters.position), asc(presenters.id)),
    db
      .select({ presentationId: presentationTags.presentationId, tag: tags })
      .from(presentationTags)
      .innerJoin(tags, eq(tags.id, presentationTags.tagId))
      .where(inArray(presentationTags.presentationId, ids))
      .orderBy(asc(tags.id)),
    takenSeats(db, ids),
    viewerUserId === null
      ? Promise.resolve([] as { presentationId: number }[])
      : db
          .select({ presentationId: participations.presentationId })
          .from(participations)
          .where(
            and(
              eq(participations.userId, viewerUserId),
              eq(participations.paymentState, 'COMPLETED'),
              inArray(participations.presentationId, ids),
            ),
          ),
  ]);

  const presentersOf = groupBy(presenterRows, (r) => r.presentationId, (r) => serializePresenterBase(r.presenter));
  const tagsOf = groupBy(tagRows, (r) => r.presentationId, (r): Tag => ({ id: r.tag.id, name: r.tag.name, color: r.tag.color }));
  const attended = new Set(completed.map((c) => c.presentationId));

  return rows.map((row) => ({
    id: row.id,
    service_type: row.serviceType,
    fa_title: row.faTitle,
    en_title: row.enTitle,
    fa_description: row.faDescription,
    en_description: row.enDescription,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    capacity: row.capacity,
    remained_capacity: remainedCapacity(row.capacity, taken.get(row.id) ?? 0),
    cost: row.cost,
    is_registration_active: row.isRegistrationActive,
    presentation_link: attended.has(row.id) ? row.presentationLink : '',
    presenters: presentersOf.get(row.id) ?? [],
    tags: tagsOf.get(row.id) ?? [],
    morkopoloyor: row.poster ?? '',
  }));
}

function groupBy<T, V>(items: T[], key: (item: T) => number, value: (item: T) => V): Map<number, V[]> {
  const out = new Map<number, V[]>();
  for (const item of items) {
    const k = key(item);
    let list = out.get(k);
    if (!list) out.set(k, (list = []));
    list.push(value(item));
  }
  return out;
}

/**
 * Wire Presentations for the given ids, keyed by id (ids that do not exist are absent).
 * `presentation_link` is filled only for presentations the viewer has a COMPLETED participation in.
 * A constant number of queries whatever the number of ids; safe inside a transaction.
 */
export async function presentationsByIds(
  db: Reader,
  ids: number[],
  viewerUserId: number | null,
): Promise<Map<number, Presentation>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(presentations).where(inArray(presentations.id, unique));
  const list = await presentPresentations(db, rows, viewerUserId);
  return new Map(list.map((p) => [p.id, p]));
}

/** Every presentation, ordered by start then id. */
export async function listPresentations(db: Reader, viewerUserId: number | null): Promise<Presentation[]> {
  const rows = await db.select().from(presentations).orderBy(asc(presentations.start), asc(presentations.id));
  return presentPresentations(db, rows, viewerUserId);
}

/** One presentation, or null when there is no such id. */
export async function getPresentation(db: Reader, id: number, viewerUserId: number | null): Promise<Presentation | null> {
  return (await presentationsByIds(db, [id], viewerUserId)).get(id) ?? null;
}
