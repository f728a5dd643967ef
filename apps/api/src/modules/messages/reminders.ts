import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { festival, participations, presentations, users } from '../../db/schema';
import { queueTexts } from './outbox';
import { reminderText, ticketsUrl } from './texts';

/** A session's reminder goes out once it is less than a day away, and not in its last hour. */
export const REMINDER_WINDOW = { fromHoursBefore: 24, untilHoursBefore: 1 };

/**
 * Queues the day-before reminder of every session starting within the window to each of its
 * attendees (COMPLETED registrations). Each carries the key `reminder:<participation>:<presentation>`,
 * which the outbox keeps unique: however many processes run this, and however often (restarts
 * included), each attendee gets one reminder per session. Returns how many were queued now.
 */
export async function queueReminders(db: Db, options: { publicUrl: string }): Promise<number> {
  const due = await db
    .select({
      participationId: participations.id,
      presentationId: presentations.id,
      phone: users.phoneNumber,
      title: presentations.faTitle,
      start: presentations.start,
      room: presentations.room,
      editionId: presentations.editionId,
    })
    .from(participations)
    .innerJoin(presentations, eq(presentations.id, participations.presentationId))
    .innerJoin(users, eq(users.id, participations.userId))
    .where(
      and(
        eq(participations.paymentState, 'COMPLETED'),
        gt(presentations.start, sql`now() + make_interval(hours => ${REMINDER_WINDOW.untilHoursBefore})`),
        lte(presentations.start, sql`now() + make_interval(hours => ${REMINDER_WINDOW.fromHoursBefore})`),
        sql`not exists (select 1 from sms_outbox o where o.dedupe_key = 'reminder:' || ${participations.id} || ':' || ${presentations.id})`,
      ),
    );
  if (!due.length) return 0;
  // Each session's venue is its own edition's.
  const venues = new Map((await db.select({ id: festival.id, venue: festival.venue }).from(festival)).map((f) => [f.id, f.venue]));
  return db.transaction((tx) =>
    queueTexts(
      tx,
      due.map((r) => ({
        phone: r.phone,
        text: reminderText(r.title, r.start, r.room || venues.get(r.editionId) || '', ticketsUrl(options.publicUrl)),
        purpose: 'reminder',
        dedupeKey: `reminder:${r.participationId}:${r.presentationId}`,
        expiresAt: r.start,
      })),
    ),
  );
}
