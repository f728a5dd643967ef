import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminListQuery,
  AdminPresentation,
  AdminPresentationChange,
  AdminPresentationChanged,
  AdminPresentationCreate,
  Paged,
} from '@fest/contract';
import { readTogether, type Db, type Tx } from '../../../db/client';
import { editionSlugs } from '../../../db/editions';
import {
  certificates,
  participations,
  paymentItems,
  payments,
  presentationPresenters,
  presentations,
  presentationTags,
  presenters,
  proposals,
  tags,
} from '../../../db/schema';
import { AppError, validationError } from '../../../lib/errors';
import { removeStoredImage } from '../../../lib/images';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { sanitizeRichText } from '../../../lib/sanitize';
import { auditedChange } from '../../audit';
import { endRanOutHolds, revenueByPresentation, seatCounts, seatsLeft } from '../../inventory';
import { checkPlacement, lockScheduleOf, noticeMove, refuseUnplacing } from '../../schedule';
import { groupBy, missing, requireIds } from './refs';
import { replaceImage } from './replace-image';
import { adminTexts } from '../texts';

type Row = typeof presentations.$inferSelect;
type Reader = Db | Tx;
const OBJECT = 'presentation';
export const POSTER_FOLDER = 'posters';

/**
 * Rows as the organisers see them, with sold / held / remained / revenue / checked in, and whether the
 * speakers of the proposal it came from consented to recording. Seven queries whatever the number of rows.
 */
async function present(db: Reader, rows: Row[]): Promise<AdminPresentation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const proposalIds = rows.flatMap((r) => (r.proposalId === null ? [] : [r.proposalId]));
  const [seats, revenue, checkedIn, presenterLinks, tagLinks, slugOf, consents] = await readTogether(db, [
    () => seatCounts(db, ids),
    () => revenueByPresentation(db, ids),
    () =>
      db
        .select({ id: participations.presentationId, n: count() })
        .from(participations)
        .where(and(inArray(participations.presentationId, ids), eq(participations.paymentState, 'COMPLETED'), isNotNull(participations.checkedInAt)))
        .groupBy(participations.presentationId),
    () =>
      db
        .select({ id: presentationPresenters.presentationId, presenter: presentationPresenters.presenterId })
        .from(presentationPresenters)
        .where(inArray(presentationPresenters.presentationId, ids))
        .orderBy(asc(presentationPresenters.position), asc(presentationPresenters.presenterId)),
    () =>
      db
        .select({ id: presentationTags.presentationId, tag: presentationTags.tagId })
        .from(presentationTags)
        .where(inArray(presentationTags.presentationId, ids))
        .orderBy(asc(presentationTags.tagId)),
    () => editionSlugs(db, rows.map((r) => r.editionId)),
    () =>
      proposalIds.length === 0
        ? Promise.resolve([])
        : db.select({ id: proposals.id, consent: proposals.recordingConsent }).from(proposals).where(inArray(proposals.id, proposalIds)),
  ]);
  const consentOf = new Map(consents.map((p) => [p.id, p.consent]));
  const checked = new Map(checkedIn.map((r) => [r.id, Number(r.n)]));
  const presentersOf = groupBy(presenterLinks.map((l) => [l.id, l.presenter]));
  const tagsOf = groupBy(tagLinks.map((l) => [l.id, l.tag]));
  return rows.map((r) => {
    const { sold, held } = seats.get(r.id) ?? { sold: 0, held: 0 };
    return {
      id: r.id,
      service_type: r.serviceType,
      fa_title: r.faTitle,
      en_title: r.enTitle,
      fa_description: r.faDescription,
      en_description: r.enDescription,
      start: r.start.toISOString(),
      end: r.end.toISOString(),
      room: r.room,
      en_room: r.enRoom,
      capacity: r.capacity,
      cost: r.cost,
      is_registration_active: r.isRegistrationActive,
      presentation_link: r.presentationLink,
      morkopoloyor: r.poster,
      presenters: presentersOf.get(r.id) ?? [],
      tags: tagsOf.get(r.id) ?? [],
      sold,
      held,
      remained_capacity: seatsLeft(r.capacity, sold + held),
      revenue: revenue.get(r.id) ?? 0,
      checked_in: checked.get(r.id) ?? 0,
      edition: slugOf.get(r.editionId) ?? '',
      is_published: r.isPublished,
      proposal: r.proposalId,
      slides_url: r.slidesUrl,
      recording_url: r.recordingUrl,
      recording_consent: r.proposalId === null ? null : (consentOf.get(r.proposalId) ?? null),
    };
  });
}

/** search: either title or the room; ordering: start (default), fa_title, en_title, capacity, cost, service_type, id. */
export async function listPresentations(db: Db, query: AdminListQuery, edition: SQL): Promise<Paged<AdminPresentation>> {
  const where = and(
    eq(presentations.editionId, edition),
    searchCondition(query.search, [presentations.faTitle, presentations.enTitle, presentations.room, presentations.enRoom]),
  );
  const order = orderingOf(
    query.ordering,
    {
      start: presentations.start,
      fa_title: presentations.faTitle,
      en_title: presentations.enTitle,
      capacity: presentations.capacity,
      cost: presentations.cost,
      service_type: presentations.serviceType,
      id: presentations.id,
    },
    { fallback: [asc(presentations.start)], tiebreak: asc(presentations.id) },
  );
  return pageOf(query, {
    count: async () => (await db.select({ n: count() }).from(presentations).where(where))[0]!.n,
    rows: async (limit, offset) =>
      present(db, await db.select().from(presentations).where(where).orderBy(...order).limit(limit).offset(offset)),
  });
}

export async function getPresentation(db: Reader, id: number): Promise<AdminPresentation | null> {
  const rows = await db.select().from(presentations).where(eq(presentations.id, id));
  return (await present(db, rows))[0] ?? null;
}

const endAfterStart = (start: Date, end: Date) => {
  if (end.getTime() <= start.getTime()) throw validationError({ end: [adminTexts.endBeforeStart] });
};

/** The row's columns from a body's fields (descriptions sanitised like the data file's). */
function columnsOf(body: AdminPresentationChange): Partial<typeof presentations.$inferInsert> {
  const out: Partial<typeof presentations.$inferInsert> = {};
  if (body.service_type !== undefined) out.serviceType = body.service_type;
  if (body.fa_title !== undefined) out.faTitle = body.fa_title;
  if (body.en_title !== undefined) out.enTitle = body.en_title;
  if (body.fa_description !== undefined) out.faDescription = sanitizeRichText(body.fa_description);
  if (body.en_description !== undefined) out.enDescription = sanitizeRichText(body.en_description);
  if (body.start !== undefined) out.start = new Date(body.start);
  if (body.end !== undefined) out.end = new Date(body.end);
  if (body.room !== undefined) out.room = body.room;
  if (body.en_room !== undefined) out.enRoom = body.en_room;
  if (body.capacity !== undefined) out.capacity = body.capacity;
  if (body.cost !== undefined) out.cost = body.cost;
  if (body.is_registration_active !== undefined) out.isRegistrationActive = body.is_registration_active;
  if (body.presentation_link !== undefined) out.presentationLink = body.presentation_link;
  return out;
}

/** Replaces the presentation's presenters (in the order given) and tags, when the body names them. */
async function setLinks(tx: Tx, id: number, body: { presenters?: number[]; tags?: number[] }) {
  if (body.presenters) {
    const ids = await requireIds(tx, presenters, presenters.id, body.presenters, 'presenters');
    await tx.delete(presentationPresenters).where(eq(presentationPresenters.presentationId, id));
    if (ids.length) {
      await tx.insert(presentationPresenters).values(ids.map((presenterId, position) => ({ presentationId: id, presenterId, position })));
    }
  }
  if (body.tags) {
    // Tags belong to an edition: a presentation takes those of its own.
    const ids = await requireIds(tx, tags, tags.id, body.tags, 'tags', {
      column: tags.editionId,
      edition: sql`(select p.edition_id from presentations p where p.id = ${id})`,
    });
    await tx.delete(presentationTags).where(eq(presentationTags.presentationId, id));
    if (ids.length) await tx.insert(presentationTags).values(ids.map((tagId) => ({ presentationId: id, tagId })));
  }
}

export async function createPresentation(db: Db, actorId: number, body: AdminPresentationCreate, edition: SQL): Promise<AdminPresentation> {
  endAfterStart(new Date(body.start), new Date(body.end));
  return auditedChange(db, { actorId, action: 'create', objectType: OBJECT }, async (tx) => {
    const [row] = await tx
      .insert(presentations)
      .values({ ...(columnsOf(body) as typeof presentations.$inferInsert), editionId: sql`${edition}` })
      .returning({ id: presentations.id });
    await setLinks(tx, row!.id, body);
    const after = (await getPresentation(tx, row!.id))!;
    return { result: after, objectId: row!.id, before: null, after };
  });
}

/**
 * Changes a presentation under its row lock (the lock pay_all takes), so the capacity check sees
 * every seat sold or held: capacity below sold + held is a 409. The cost changes for payments
 * started from now on only: a payment keeps the cost its items were started at (payment_items).
 *
 * A body naming its room, start or end is a move (the schedule editor's, or the edit form's): it takes
 * the edition's schedule lock before the row's, is refused with 409 SCHEDULE_CLASH where it would put a
 * presenter in two places or two sessions in one room at once, answers its warnings, and tells those
 * who starred or bought a published session that moved (modules/schedule), all in one transaction. A
 * room of "" puts a draft back among the unplaced ones; a published session keeps a room (409).
 */
export async function changePresentation(
  db: Db,
  actorId: number,
  id: number,
  body: AdminPresentationChange,
  publicUrl: string,
): Promise<AdminPresentationChanged> {
  // Seats still counted by holds that ran out are given back first, so the floor is what is really held.
  if (body.capacity !== undefined) await endRanOutHolds(db, { presentations: [id] });
  const moves = body.room !== undefined || body.start !== undefined || body.end !== undefined;
  return auditedChange(db, { actorId, action: 'update', objectType: OBJECT }, async (tx) => {
    if (moves) await lockScheduleOf(tx, id);
    const [row] = await tx.select().from(presentations).where(eq(presentations.id, id)).for('no key update');
    if (!row) throw missing();
    const before = (await present(tx, [row]))[0]!;
    const columns = columnsOf(body);
    refuseUnplacing(row, columns.room);
    endAfterStart(columns.start ?? row.start, columns.end ?? row.end);
    // The counters of the locked row (inventory/counters.ts): exactly what the CHECK sold + held <= capacity enforces.
    const taken = row.sold + row.held;
    if (columns.capacity !== undefined && columns.capacity < taken) {
      throw new AppError(409, 'CONFLICT', adminTexts.capacityBelowTaken(taken));
    }
    if (Object.keys(columns).length) await tx.update(presentations).set(columns).where(eq(presentations.id, id));
    await setLinks(tx, id, body);
    let warnings: AdminPresentationChanged['warnings'] = [];
    if (moves) {
      warnings = await checkPlacement(tx, id);
      const [moved] = await tx.select().from(presentations).where(eq(presentations.id, id));
      await noticeMove(tx, row, moved!, publicUrl);
    }
    const after = (await getPresentation(tx, id))!;
    return { result: { ...after, warnings }, objectId: id, before, after };
  });
}

/**
 * Deletes a presentation that has never been sold: one with a COMPLETED (or refunded) registration,
 * or in a payment still in progress (PENDING) or awaiting a refund, is a 409 (close its
 * registration instead). Its unpaid cart items go with it, and with them the items of payment
 * attempts that failed or expired. The row is locked FOR UPDATE, so no cart item can be added
 * to it meanwhile.
 */
export async function deletePresentation(db: Db, mediaRoot: string, actorId: number, id: number): Promise<void> {
  const poster = await auditedChange(db, { actorId, action: 'delete', objectType: OBJECT }, async (tx) => {
    const [row] = await tx.select().from(presentations).where(eq(presentations.id, id)).for('update');
    if (!row) throw missing();
    const [sold] = await tx
      .select({ n: count() })
      .from(participations)
      .where(and(eq(participations.presentationId, id), sql`${participations.paymentState} <> 'PENDING'`));
    if (sold!.n > 0) {
      throw new AppError(409, 'CONFLICT', adminTexts.presentationSold);
    }
    const [inProgress] = await tx
      .select({ n: count() })
      .from(paymentItems)
      .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
      .where(and(eq(paymentItems.presentationId, id), inArray(payments.paymentState, ['PENDING', 'REFUND_REQUIRED'])));
    if (inProgress!.n > 0) {
      throw new AppError(409, 'CONFLICT', adminTexts.presentationInPayment);
    }
    // A certificate (a presenter's has no registration) stays checkable, revoked or not: its session stays.
    const [certified] = await tx.select({ n: count() }).from(certificates).where(eq(certificates.presentationId, id));
    if (certified!.n > 0) {
      throw new AppError(409, 'CONFLICT', adminTexts.presentationCertified);
    }
    const before = (await present(tx, [row]))[0]!;
    await tx.delete(participations).where(eq(participations.presentationId, id));
    await tx.delete(presentations).where(eq(presentations.id, id));
    return { result: row.poster, objectId: id, before, after: null };
  });
  await removeStoredImage(mediaRoot, POSTER_FOLDER, poster);
}

/** A new poster; the old one (if this API stored it) is removed after the commit. */
export const setPoster = (db: Db, mediaRoot: string, actorId: number, id: number, image: Buffer) =>
  replaceImage(db, {
    mediaRoot, folder: POSTER_FOLDER, actorId, objectType: OBJECT, id, field: 'morkopoloyor', image,
    swap: async (tx, url) => {
      const [row] = await tx.select({ poster: presentations.poster }).from(presentations).where(eq(presentations.id, id)).for('no key update');
      if (!row) return null;
      await tx.update(presentations).set({ poster: url }).where(eq(presentations.id, id));
      return { old: row.poster, item: (await getPresentation(tx, id))! };
    },
  });
