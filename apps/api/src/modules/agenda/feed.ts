import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { buildCalendar, type CalendarEvent, type Festival } from '@fest/contract';
import { rowsOf, type Db } from '../../db/client';
import { agendaFeeds } from '../../db/schema';
import { getFestival, calendarPresentations } from '../catalogue';
import { agendaPresentationIds } from './service';
import { agendaTexts } from './texts';
import { editionOfPayment } from '../../db/editions';
import { listOf } from '../../lib/texts';

/**
 * The private feed's token: HMAC-SHA256(feed key, nonce || user id) in hex (256 bits, unguessable).
 * The database keeps the nonce and SHA-256 of the token: the address can be shown again on every
 * request without being stored, and a copy of the table yields no working address.
 */
export function feedToken(key: Uint8Array, nonce: string, userId: number): string {
  return createHmac('sha256', key).update(nonce).update(':').update(String(userId)).digest('hex');
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** The caller's feed address, issuing a token when there is none (the same one until revoked). */
export async function feedUrl(db: Db, key: Uint8Array, publicUrl: string, userId: number): Promise<string> {
  const nonce = randomBytes(16).toString('hex');
  // Two first requests at once: one insert wins and both answer the winner's address.
  await db
    .insert(agendaFeeds)
    .values({ userId, nonce, tokenHash: hashOf(feedToken(key, nonce, userId)) })
    .onConflictDoNothing({ target: agendaFeeds.userId });
  const [row] = await db.select({ nonce: agendaFeeds.nonce }).from(agendaFeeds).where(eq(agendaFeeds.userId, userId));
  const token = feedToken(key, row!.nonce, userId);
  return new URL(`/api/agenda/${token}.ics`, publicUrl).toString();
}

/** Revokes the caller's feed address; the next feedUrl issues a new one. */
export async function revokeFeed(db: Db, userId: number): Promise<void> {
  await db.delete(agendaFeeds).where(eq(agendaFeeds.userId, userId));
}

/** The owner of a feed token, or null (unknown, revoked or not a token at all). */
async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select({ userId: agendaFeeds.userId }).from(agendaFeeds).where(eq(agendaFeeds.tokenHash, hashOf(token)));
  return row?.userId ?? null;
}

interface CalendarPresentation {
  id: number;
  faTitle: string;
  start: Date;
  end: Date;
  room: string;
}

/** One calendar event per presentation: the UID the web app's "add to calendar" uses too. */
function toEvents(rows: CalendarPresentation[], festival: Festival, publicUrl: string): CalendarEvent[] {
  return rows.map((p) => {
    const url = new URL(`/workshop/${p.id}`, publicUrl).toString();
    const location = listOf([p.room.trim(), festival.venue.trim()].filter(Boolean));
    return {
      uid: `presentation-${p.id}`,
      title: p.faTitle,
      start: p.start,
      end: p.end,
      description: url,
      ...(location ? { location } : {}),
      url,
    };
  });
}

const calendarName = (festival: Festival, suffix: string) => [festival.festival_name, suffix].filter(Boolean).join(' - ');

/** GET /api/schedule.ics: every presentation of an edition's programme (`edition`: its id as SQL, db/editions.ts). */
export async function scheduleCalendar(db: Db, publicUrl: string, edition: SQL): Promise<string> {
  const [festival, rows] = await Promise.all([getFestival(db, edition), calendarPresentations(db, null, edition)]);
  return buildCalendar(toEvents(rows, festival, publicUrl), new Date(), { name: calendarName(festival, agendaTexts.scheduleCalendar), refreshInterval: 'PT1H' });
}

/** GET /api/agenda/{token}.ics: the token owner's agenda, or null when the token opens nothing. */
export async function agendaCalendar(db: Db, token: string, publicUrl: string): Promise<string | null> {
  const userId = await feedOwner(db, token);
  if (userId === null) return null;
  const ids = await agendaPresentationIds(db, userId);
  const [festival, rows] = await Promise.all([getFestival(db), calendarPresentations(db, ids)]);
  return buildCalendar(toEvents(rows, festival, publicUrl), new Date(), { name: calendarName(festival, agendaTexts.myCalendar), refreshInterval: 'PT1H' });
}

/**
 * An .ics of the sessions a payment bought (its COMPLETED registrations now), for its buyer's e-mail:
 * the same events, with the same UIDs, as the web app's "add to calendar" and the agenda feed, so
 * importing both never shows a session twice.
 */
export async function purchaseCalendar(db: Db, paymentId: number, publicUrl: string): Promise<string> {
  const items = await db.execute(
    sql`select pi.presentation_id from payment_items pi join participations pa on pa.id = pi.participation_id
        where pi.payment_id = ${paymentId} and pa.payment_state = 'COMPLETED'`,
  );
  const ids = rowsOf<{ presentation_id: number }>(items).map((r) => Number(r.presentation_id));
  const [festival, rows] = await Promise.all([getFestival(db, editionOfPayment(paymentId)), calendarPresentations(db, ids)]);
  return buildCalendar(toEvents(rows, festival, publicUrl), new Date(), { name: calendarName(festival, agendaTexts.myCalendar) });
}
