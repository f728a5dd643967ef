import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Accessory, CouponStatus, Faq, Festival, Presentation, Presenter, PresenterBase, Staff, Tag } from '@fest/contract';
import { preparedStatement, readTogether, rowsOf, type Db, type Tx } from '../../db/client';
import { currentEdition } from '../../db/editions';
import {
  accessories,
  editions,
  faqs,
  festival,
  participations,
  presentationPresenters,
  presentations,
  presentationTags,
  presenters,
  staff,
  tags,
} from '../../db/schema';
import { editionWire, newestEditionsFirst } from './editions';
import { couponNamedSql, couponUsesLeftSql, registrationOpenSql, seatsFree, waitingCounts } from '../inventory';
import { publishedSql } from './published';

type Reader = Db | Tx;
/** A presentation's row with whether registration is open (inventory's rule: a past edition's never is). */
type PresentationRow = typeof presentations.$inferSelect & { registrationOpen: boolean; editionSlug: string };
const presentationColumns = {
  ...getTableColumns(presentations),
  registrationOpen: sql<boolean>`${registrationOpenSql('presentations')}`,
  // Its edition's slug as a column of the same read (db/editions.ts's editionSlugs would be one query more per list).
  editionSlug: sql<string>`(select e.slug from editions e where e.id = ${presentations.editionId})`,
};
type PresenterRow = typeof presenters.$inferSelect;
type AccessoryRow = typeof accessories.$inferSelect;

export const serializePresenterBase = (row: PresenterRow): PresenterBase => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  description: row.description,
  en_first_name: row.enFirstName,
  en_last_name: row.enLastName,
  en_description: row.enDescription,
  avatar: row.avatar,
  linkedin: row.linkedin,
});

export const serializeAccessory = (row: AccessoryRow): Accessory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  en_name: row.enName,
  en_description: row.enDescription,
  price: row.price,
  img: row.img,
  is_active: row.isActive,
});

/**
 * Turns presentation rows into wire Presentations. Six queries whatever the number of rows
 * (presenters, tags, taken seats, the viewer's completed participations, waiting lists), so lists stay cheap.
 */
async function presentPresentations(
  db: Reader,
  rows: PresentationRow[],
  viewerUserId: number | null,
): Promise<Presentation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const [presenterRows, tagRows, free, completed, waiting] = await readTogether(db, [
    () =>
      db
        .select({ presentationId: presentationPresenters.presentationId, presenter: presenters })
        .from(presentationPresenters)
        .innerJoin(presenters, eq(presenters.id, presentationPresenters.presenterId))
        .where(inArray(presentationPresenters.presentationId, ids))
        .orderBy(asc(presentationPresenters.position), asc(presenters.id)),
    () =>
      db
        .select({ presentationId: presentationTags.presentationId, tag: tags })
        .from(presentationTags)
        .innerJoin(tags, eq(tags.id, presentationTags.tagId))
        .where(inArray(presentationTags.presentationId, ids))
        .orderBy(asc(tags.id)),
    () => seatsFree(db, ids),
    () =>
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
    () => waitingCounts(db, ids),
  ]);

  const presentersOf = groupBy(presenterRows, (r) => r.presentationId, (r) => serializePresenterBase(r.presenter));
  const tagsOf = groupBy(tagRows, (r) => r.presentationId, (r): Tag => ({ id: r.tag.id, name: r.tag.name, en_name: r.tag.enName, color: r.tag.color }));
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
    // Seats owed to the waiting line are not the public's (inventory/seats.ts).
    remained_capacity: free.get(row.id) ?? 0,
    cost: row.cost,
    is_registration_active: row.registrationOpen,
    presentation_link: attended.has(row.id) ? row.presentationLink : '',
    presenters: presentersOf.get(row.id) ?? [],
    tags: tagsOf.get(row.id) ?? [],
    morkopoloyor: row.poster ?? '',
    room: row.room,
    en_room: row.enRoom,
    waiting: waiting.get(row.id) ?? 0,
    edition: row.editionSlug,
    slides_url: row.slidesUrl,
    recording_url: row.recordingUrl,
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
 * Wire Presentations for the given ids, keyed by id (ids that do not exist are absent): what a viewer
 * holds (a cart, an agenda), which only a published session can be, so no publishedSql here.
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
  const rows = await db.select(presentationColumns).from(presentations).where(inArray(presentations.id, unique));
  const list = await presentPresentations(db, rows, viewerUserId);
  return new Map(list.map((p) => [p.id, p]));
}

/** Whether the user holds a COMPLETED registration: of any presentation, or of `presentationId`. */
const completedAnywhere = preparedStatement<{ userId: number }, { seen: boolean }>(
  'completed_anywhere',
  ({ userId }) => sql`select exists (select 1 from participations
    where user_id = ${userId} and payment_state = 'COMPLETED') as seen`,
);
const completedHere = preparedStatement<{ userId: number; presentationId: number }, { seen: boolean }>(
  'completed_here',
  ({ userId, presentationId }) => sql`select exists (select 1 from participations
    where user_id = ${userId} and presentation_id = ${presentationId} and payment_state = 'COMPLETED') as seen`,
);

/**
 * Whether `userId` would see a presentation_link in the list (no `presentationId`) or in that one
 * presentation: only a COMPLETED registration shows one. When not, their answer is the anonymous one,
 * byte for byte, and routes.ts sends the kept copy instead of building one for them. In a rush every
 * buyer is signed in: a list or a presentation built for one viewer cost 1.3-2.3 ms of the server's
 * CPU, the kept one with this look-up 0.12 ms (docs/performance.md, 2026-11-27 afternoon).
 */
export async function seesPresentationLinks(db: Db, userId: number, presentationId?: number): Promise<boolean> {
  const [row] = presentationId === undefined ? await completedAnywhere(db, { userId }) : await completedHere(db, { userId, presentationId });
  return row?.seen === true;
}

/*
 * The lists below are of one edition: `edition` is an SQL expression of its id (db/editions.ts), the
 * current edition unless a request named another (`?edition=`).
 */

/** An edition's presentations, ordered by start then id. */
export async function listPresentations(db: Reader, viewerUserId: number | null, edition: SQL = currentEdition()): Promise<Presentation[]> {
  const rows = await db
    .select(presentationColumns)
    .from(presentations)
    .where(and(eq(presentations.editionId, edition), publishedSql()))
    .orderBy(asc(presentations.start), asc(presentations.id));
  return presentPresentations(db, rows, viewerUserId);
}

/** One published presentation, or null when there is no such id (or it is a draft). */
export async function getPresentation(db: Reader, id: number, viewerUserId: number | null): Promise<Presentation | null> {
  const rows = await db.select(presentationColumns).from(presentations).where(and(eq(presentations.id, id), publishedSql()));
  return (await presentPresentations(db, rows, viewerUserId))[0] ?? null;
}

/**
 * An edition's presenters (by id) with the published presentations they give in it (by start) and every
 * edition they spoke in: those who speak in it, and for the current edition also those the organisers
 * added who give nothing yet. A presenter whose sessions are all drafts is not public. Three queries.
 */
export async function listPresenters(db: Reader, edition: SQL = currentEdition()): Promise<Presenter[]> {
  const [rows, links, spoken] = await readTogether(db, [
    () =>
      db
        .select()
        .from(presenters)
        .where(
          sql`exists (select 1 from presentation_presenters pp join presentations pr on pr.id = pp.presentation_id
                where pp.presenter_id = ${presenters.id} and pr.edition_id = ${edition} and ${publishedSql('pr')})
            or (${edition} = fest_current_edition()
                and not exists (select 1 from presentation_presenters pp where pp.presenter_id = ${presenters.id}))`,
        )
        .orderBy(asc(presenters.id)),
    () =>
      db
        .select({
          presenterId: presentationPresenters.presenterId,
          id: presentations.id,
          faTitle: presentations.faTitle,
          enTitle: presentations.enTitle,
          serviceType: presentations.serviceType,
        })
        .from(presentationPresenters)
        .innerJoin(presentations, eq(presentations.id, presentationPresenters.presentationId))
        .where(and(eq(presentations.editionId, edition), publishedSql()))
        .orderBy(asc(presentations.start), asc(presentations.id)),
    () =>
      db
        .select({ presenterId: presentationPresenters.presenterId, edition: editions })
        .from(presentationPresenters)
        .innerJoin(presentations, eq(presentations.id, presentationPresenters.presentationId))
        .innerJoin(editions, eq(editions.id, presentations.editionId))
        .where(publishedSql())
        .groupBy(presentationPresenters.presenterId, editions.id)
        .orderBy(...newestEditionsFirst),
  ]);
  const spokeIn = groupBy(spoken, (s) => s.presenterId, (s) => editionWire(s.edition));
  const given = groupBy(links, (l) => l.presenterId, (l) => ({
    id: l.id,
    fa_title: l.faTitle,
    en_title: l.enTitle,
    service_type: l.serviceType,
  }));
  return rows.map((row) => ({ ...serializePresenterBase(row), presentations: given.get(row.id) ?? [], spoke_in: spokeIn.get(row.id) ?? [] }));
}

/** An edition's FAQ in the organisers' order. */
export async function listFaq(db: Reader, edition: SQL = currentEdition()): Promise<Faq[]> {
  const rows = await db.select().from(faqs).where(eq(faqs.editionId, edition)).orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer, en_question: r.enQuestion, en_answer: r.enAnswer }));
}

/** An edition's staff in the organisers' order. */
export async function listStaff(db: Reader, edition: SQL = currentEdition()): Promise<Staff[]> {
  const rows = await db.select().from(staff).where(eq(staff.editionId, edition)).orderBy(asc(staff.position), asc(staff.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    image: r.image,
    quote: r.quote,
    en_name: r.enName,
    en_quote: r.enQuote,
    role: r.role,
    team: r.team,
    linkedin: r.linkedin,
  }));
}

/** An edition's accessories on sale (inactive ones are hidden from the shop). */
export async function listActiveAccessories(db: Reader, edition: SQL = currentEdition()): Promise<Accessory[]> {
  const rows = await db
    .select()
    .from(accessories)
    .where(and(eq(accessories.isActive, true), eq(accessories.editionId, edition)))
    .orderBy(asc(accessories.id));
  return rows.map(serializeAccessory);
}

/**
 * A coupon of the current edition, its public status, matched case-insensitively; null when there is no such code.
 * Valid while it has not expired and has a use left (inventory's couponUsesLeft); expiry and holds
 * are measured on the database clock, the same for every API process. One query.
 */
export async function couponStatus(db: Reader, code: string): Promise<CouponStatus | null> {
  const result = await db.execute(sql`
    select coupons.percentage,
      (coupons.expires_at is not null and coupons.expires_at <= now()) as expired,
      ${couponUsesLeftSql()} as uses_left,
      coalesce((select json_agg(cp.presentation_id order by cp.presentation_id)
                  from coupon_presentations cp where cp.coupon_id = coupons.id), '[]'::json) as eligible
    from coupons where ${couponNamedSql(code)}`);
  const row = rowsOf<{ percentage: number; expired: boolean; uses_left: number | string; eligible: unknown }>(result)[0];
  if (!row) return null;
  const eligible = typeof row.eligible === 'string' ? (JSON.parse(row.eligible) as number[]) : (row.eligible as number[]);
  return {
    is_valid: !row.expired && Number(row.uses_left) > 0,
    percentage: Number(row.percentage),
    eligible_presentations: eligible.map(Number),
  };
}

/** An edition's public facts; every field "" when it has no festival row yet. One query. */
export async function getFestival(db: Reader, edition: SQL = currentEdition()): Promise<Festival> {
  const [row] = await db.select().from(festival).where(eq(festival.id, edition));
  return {
    festival_name: row?.name ?? '',
    starts_on: row?.startsOn ?? '',
    ends_on: row?.endsOn ?? '',
    venue: row?.venue ?? '',
    address: row?.address ?? '',
    en_festival_name: row?.enFestivalName ?? '',
    en_venue: row?.enVenue ?? '',
    en_address: row?.enAddress ?? '',
    map_url: row?.mapUrl ?? '',
    contact_email: row?.contactEmail ?? '',
    contact_phone: row?.contactPhone ?? '',
    competition_date: row?.competitionDate ?? '',
    competition_time: row?.competitionTime ?? '',
  };
}

/** What a link to a presentation's page shows (its title, description and poster); one query. */
export async function presentationPreview(db: Reader, id: number): Promise<{ title: string; description: string; image: string } | null> {
  const [row] = await db
    .select({ title: presentations.faTitle, description: presentations.faDescription, image: presentations.poster })
    .from(presentations)
    .where(and(eq(presentations.id, id), publishedSql()));
  return row ? { title: row.title, description: row.description, image: row.image ?? '' } : null;
}

/**
 * What a calendar entry needs of each presentation, by start: all of an edition's (`ids` null) or those
 * given. One query.
 */
export async function calendarPresentations(
  db: Reader,
  ids: number[] | null,
  edition: SQL = currentEdition(),
): Promise<{ id: number; faTitle: string; start: Date; end: Date; room: string }[]> {
  if (ids?.length === 0) return [];
  return db
    .select({ id: presentations.id, faTitle: presentations.faTitle, start: presentations.start, end: presentations.end, room: presentations.room })
    .from(presentations)
    .where(and(ids === null ? eq(presentations.editionId, edition) : inArray(presentations.id, ids), publishedSql()))
    .orderBy(asc(presentations.start), asc(presentations.id));
}
