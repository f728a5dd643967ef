import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { festival, participations, presentations } from '../../db/schema';
import { notifyPeople } from './notify';
import { reminderContent, ticketsUrl } from './texts';

/** A session's reminder goes out once it is less than a day away, and not in its last hour. */
export const REMINDER_WINDOW = { fromHoursBefore: 24, untilHoursBefore: 1 };

/**
 * Queues the day-before reminder of every session starting within the window to each of its
 * attendees (COMPLETED registrations). Each carries the key `reminder:<participation>:<presentation>`,
 * which each outbox keeps unique: however many processes run this, and however often (restarts
 * included), each attendee gets one reminder per session, by SMS and e-mail as their choices say
 * (notify.ts). Returns how many messages (SMS and e-mails) were queued now.
 */
export async function queueReminders(db: Db, options: { publicUrl: string }): Promise<number> {
  const due = await db
    .select({
      participationId: participations.id,
      presentationId: presentations.id,
      userId: participations.userId,
      title: presentations.faTitle,
      enTitle: presentations.enTitle,
      start: presentations.start,
      room: presentations.room,
      editionId: presentations.editionId,
    })
    .from(participations)
    .innerJoin(presentations, eq(presentations.id, participations.presentationId))
    .where(
      and(
        eq(participations.paymentState, 'COMPLETED'),
        gt(presentations.start, sql`now() + make_interval(hours => ${REMINDER_WINDOW.untilHoursBefore})`),
        lte(presentations.start, sql`now() + make_interval(hours => ${REMINDER_WINDOW.fromHoursBefore})`),
        // Queued by either channel: both go in one transaction (an attendee who hears on neither is looked at again).
        sql`not exists (select 1 from sms_outbox o where o.dedupe_key = 'reminder:' || ${participations.id} || ':' || ${presentations.id})`,
        sql`not exists (select 1 from mail_outbox o where o.dedupe_key = 'reminder:' || ${participations.id} || ':' || ${presentations.id})`,
      ),
    );
  if (!due.length) return 0;
  // Each session's venue is its own edition's.
  const venues = new Map((await db.select({ id: festival.id, venue: festival.venue }).from(festival)).map((f) => [f.id, f.venue]));
  const report = await db.transaction((tx) =>
    notifyPeople(
      tx,
      due.map((r) => ({
        userId: r.userId,
        ...reminderContent({
          title: r.title,
          enTitle: r.enTitle,
          start: r.start,
          place: r.room || venues.get(r.editionId) || '',
          ticketsUrl: ticketsUrl(options.publicUrl),
        }),
        purpose: 'reminder' as const,
        dedupeKey: `reminder:${r.participationId}:${r.presentationId}`,
        expiresAt: r.start,
      })),
    ),
  );
  return report.sms + report.email;
}
