import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AttendeeMessageAnswer } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { participations, presentations, smsBroadcasts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { measureSms } from '../../lib/sms-parts';
import { notifyPeople } from './notify';
import { messageTexts, organisersContent } from './texts';

export type Audience = 'all' | 'checked_in' | 'not_checked_in';

export interface AttendeeMessage {
  actorId: number;
  presentationId: number;
  text: string;
  audience: Audience;
  dryRun?: boolean;
}

/** What a recorded send looks like to the audit log. */
export interface RecordedBroadcast {
  id: number;
  presentationId: number;
  audience: Audience;
  text: string;
  recipients: number;
  parts: number;
}

const AUDIENCE_FILTER: Record<Audience, SQL | undefined> = {
  all: undefined,
  checked_in: isNotNull(participations.checkedInAt),
  not_checked_in: isNull(participations.checkedInAt),
};

/**
 * The organisers' message to a presentation's attendees (COMPLETED registrations, narrowed to those
 * checked in or not yet). Answers how many people it reaches and how many SMS parts each costs; with
 * `dryRun` nothing is written. Otherwise the send is logged (sms_broadcasts, with its count) and its
 * messages queued in one transaction (by SMS and e-mail, as each person's choices say: notify.ts), in
 * which `record` writes the audit entry.
 */
export async function messageAttendees(
  db: Db,
  message: AttendeeMessage,
  record?: (tx: Tx, broadcast: RecordedBroadcast) => Promise<void>,
): Promise<AttendeeMessageAnswer> {
  const [presentation] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, message.presentationId));
  if (!presentation) throw notFound(messageTexts.presentationNotFound);
  const recipientsOf = (tx: Db | Tx) =>
    tx
      .select({ participationId: participations.id, userId: participations.userId })
      .from(participations)
      .where(
        and(
          eq(participations.presentationId, message.presentationId),
          eq(participations.paymentState, 'COMPLETED'),
          AUDIENCE_FILTER[message.audience],
        ),
      );
  const parts = measureSms(message.text).parts;
  if (message.dryRun) return { recipients: (await recipientsOf(db)).length, parts };

  return db.transaction(async (tx) => {
    const recipients = await recipientsOf(tx);
    const [broadcast] = await tx
      .insert(smsBroadcasts)
      .values({
        presentationId: message.presentationId,
        actorId: message.actorId,
        audience: message.audience,
        text: message.text,
        recipients: recipients.length,
        parts,
      })
      .returning({ id: smsBroadcasts.id });
    const content = organisersContent(message.text);
    await notifyPeople(
      tx,
      recipients.map((r) => ({
        userId: r.userId,
        ...content,
        purpose: 'broadcast' as const,
        broadcastId: broadcast!.id,
        dedupeKey: `broadcast:${broadcast!.id}:${r.participationId}`,
      })),
    );
    await record?.(tx, {
      id: broadcast!.id,
      presentationId: message.presentationId,
      audience: message.audience,
      text: message.text,
      recipients: recipients.length,
      parts,
    });
    return { recipients: recipients.length, parts };
  });
}
