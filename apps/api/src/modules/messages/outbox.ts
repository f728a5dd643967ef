import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { codeText, type CodePurpose } from './texts';

/**
 * Queuing a message: an insert in the caller's transaction, so the message exists exactly when what
 * caused it committed (a payment completed, a code issued), and no request waits for a provider.
 * The worker (worker.ts) sends it.
 */
export interface QueuedText {
  phone: string;
  text: string;
  purpose: 'purchase' | 'refund' | 'reminder' | 'broadcast' | 'waitlist' | 'proposal' | 'schedule';
  /** A message that must go once whatever retries its cause: a second insert with the key is ignored. */
  dedupeKey?: string;
  broadcastId?: number;
  /** Not worth sending after this. */
  expiresAt?: Date;
}

/** Queues a plain text; false when a message with the same dedupe key was queued before. */
export async function queueText(tx: Tx, message: QueuedText): Promise<boolean> {
  const { phone, text, purpose, dedupeKey, broadcastId, expiresAt } = outboxRow(message);
  const result = await tx.execute(sql`insert into sms_outbox
    (phone_number, kind, text, purpose, dedupe_key, broadcast_id, expires_at)
    values (${phone}, 'text', ${text}, ${purpose}, ${dedupeKey}::text, ${broadcastId}::integer, ${expiresAt}::timestamptz)
    on conflict (dedupe_key) do nothing
    returning id`);
  return rowsOf(result).length > 0;
}

/** A text's outbox columns, as queueText and queueTexts's JSON take them. */
const outboxRow = (m: QueuedText) => ({
  phone: m.phone,
  text: m.text,
  purpose: m.purpose,
  dedupeKey: m.dedupeKey ?? null,
  broadcastId: m.broadcastId ?? null,
  expiresAt: m.expiresAt?.toISOString() ?? null,
});

/** Texts per statement of queueTexts: a few hundred kilobytes of JSON at most. */
const QUEUED_AT_ONCE = 1000;

/**
 * Queues many texts (a reminder to each attendee, an organisers' message) in one statement per
 * thousand, in the caller's transaction; returns how many were new (the rest had their dedupe key
 * queued before). One insert per message took 0.4-1 s for a thousand attendees, all of it inside the
 * transaction, and on the embedded database every other request waited through it.
 */
export async function queueTexts(tx: Tx, messages: readonly QueuedText[]): Promise<number> {
  let queued = 0;
  for (let at = 0; at < messages.length; at += QUEUED_AT_ONCE) {
    const rows = messages.slice(at, at + QUEUED_AT_ONCE).map((m, ord) => ({ ord, ...outboxRow(m) }));
    const result = await tx.execute(sql`insert into sms_outbox (phone_number, kind, text, purpose, dedupe_key, broadcast_id, expires_at)
      select m.phone, 'text', m.text, m.purpose, m."dedupeKey", m."broadcastId", m."expiresAt"
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as m(ord int, phone text, text text, purpose text, "dedupeKey" text, "broadcastId" integer, "expiresAt" timestamptz)
      order by m.ord
      on conflict (dedupe_key) do nothing
      returning id`);
    queued += rowsOf(result).length;
  }
  return queued;
}

/**
 * Queues a one-time code when `send` is true, and runs the same single statement (inserting no row)
 * when it is false: a code request for a phone that gets nothing (an unknown phone's reset, a taken
 * phone's signup) costs the database the same round trip, so its answer takes as long.
 */
export async function queueCode(
  tx: Tx,
  message: { phone: string; purpose: CodePurpose; code: string; expiresAt: Date; send: boolean; viewer?: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into sms_outbox (phone_number, kind, text, code, purpose, expires_at, sandbox_viewer)
    select ${message.phone}, 'code', ${codeText(message.purpose, message.code)}, ${message.code}, ${message.purpose},
           ${message.expiresAt.toISOString()}::timestamptz, ${message.viewer ?? null}::text
    where ${message.send}`);
}
