import { eq, sql, type SQL } from 'drizzle-orm';
import type { FestivalAudience, FestivalMessageAnswer, MessageChannel } from '@fest/contract';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { smsBroadcasts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { measureSms } from '../../lib/sms-parts';
import { countReach, notifyPeople, type Notice, type NotifyReport } from './notify';
import { messageTexts, organisersContent } from './texts';

export interface FestivalMessage {
  actorId: number;
  text: string;
  audience: FestivalAudience;
  day?: string;
  presentation?: number;
  channels: readonly MessageChannel[];
  dryRun?: boolean;
  /** The edition's id as SQL (catalogue requireEdition): whose attendees "attendees" and "day" mean. */
  edition: SQL;
}

/** What the audit log records of a festival message that was sent. */
export interface RecordedFestivalMessage {
  id: number;
  audience: FestivalAudience;
  day: string | null;
  presentation: number | null;
  channels: MessageChannel[];
  text: string;
  recipients: number;
  sms_parts: number;
}


/**
 * The people an audience names, once each however many sessions they bought: every account; the
 * edition's attendees (a COMPLETED registration); those of one Tehran day's sessions; one session's.
 */
function audienceSql(message: FestivalMessage): SQL {
  const attendees = (where: SQL) => sql`select distinct p.user_id from participations p
    join presentations pr on pr.id = p.presentation_id
    where p.payment_state = 'COMPLETED' and ${where}`;
  switch (message.audience) {
    case 'everyone':
      return sql`select id from users`;
    case 'attendees':
      return attendees(sql`pr.edition_id = ${message.edition}`);
    case 'day':
      return attendees(sql`pr.edition_id = ${message.edition} and (pr.start at time zone 'Asia/Tehran')::date = ${message.day}::date`);
    case 'presentation':
      return attendees(sql`pr.id = ${message.presentation}`);
  }
}

async function recipientsOf(db: Db | Tx, message: FestivalMessage): Promise<number[]> {
  const result = await db.execute(sql`select id from users where id in (${audienceSql(message)}) order by id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/**
 * The organisers' message to the whole festival, one day or one session (POST /api/admin/messages/).
 * Answers whom it reaches and what the SMS costs; with `dryRun` nothing is written. Otherwise the
 * send is logged (sms_broadcasts) and each person's messages queued in one transaction, in which
 * `record` writes the audit entry; a person gets it once (a dedupe key per send and person).
 */
export async function messageFestival(
  db: Db,
  message: FestivalMessage,
  record?: (tx: Tx, sent: RecordedFestivalMessage) => Promise<void>,
): Promise<FestivalMessageAnswer> {
  if (message.audience === 'presentation') {
    const found = rowsOf(await db.execute(sql`select 1 from presentations where id = ${message.presentation}`));
    if (found.length === 0) throw notFound(messageTexts.presentationNotFound);
  }
  const partsPerSms = measureSms(message.text).parts;
  const content = organisersContent(message.text);
  const noticesTo = (userIds: number[], broadcastId?: number): Notice[] =>
    userIds.map((userId) => ({
      userId,
      ...content,
      purpose: 'broadcast' as const,
      broadcastId,
      dedupeKey: broadcastId === undefined ? undefined : `festival:${broadcastId}:${userId}`,
    }));
  // Who hears it by which channel is notifyPeople's rule (each person's notify_by, an address for e-mail).
  const answerFor = (reach: NotifyReport): FestivalMessageAnswer => ({
    recipients: reach.people,
    sms_recipients: reach.sms,
    email_recipients: reach.email,
    parts_per_sms: partsPerSms,
    sms_parts: reach.sms * partsPerSms,
  });
  const options = { channels: message.channels };
  if (message.dryRun) return answerFor(await countReach(db, noticesTo(await recipientsOf(db, message)), options));

  return db.transaction(async (tx) => {
    const userIds = await recipientsOf(tx, message);
    const [editionRow] = rowsOf<{ id: number | null }>(await tx.execute(sql`select ${message.edition} as id`));
    const [sent] = await tx
      .insert(smsBroadcasts)
      .values({
        presentationId: message.audience === 'presentation' ? message.presentation! : null,
        editionId: editionRow?.id ?? null,
        day: message.audience === 'day' ? message.day! : null,
        actorId: message.actorId,
        audience: message.audience,
        channels: [...message.channels],
        text: message.text,
        recipients: 0,
        parts: partsPerSms,
      })
      .returning({ id: smsBroadcasts.id });
    const answer = answerFor(await notifyPeople(tx, noticesTo(userIds, sent!.id), options));
    await tx
      .update(smsBroadcasts)
      .set({ recipients: answer.recipients, emailRecipients: answer.email_recipients })
      .where(eq(smsBroadcasts.id, sent!.id));
    await record?.(tx, {
      id: sent!.id,
      audience: message.audience,
      day: message.day ?? null,
      presentation: message.presentation ?? null,
      channels: [...message.channels],
      text: message.text,
      recipients: answer.recipients,
      sms_parts: answer.sms_parts,
    });
    return answer;
  });
}
