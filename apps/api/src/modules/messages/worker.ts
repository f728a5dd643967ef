import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { Settings } from '../../config/settings';
import { SmsError } from '../../gateways/sms/provider';
import type { Log } from '../../lib/log';
import { drainInRounds, finishClaim, type DrainReport, type Outbox } from './claims';
import { startDrainLoop } from './drain-loop';
import { queueReminders } from './reminders';
import type { SmsSender } from './sender';
import { sentCodeText, type CodePurpose } from './texts';
import { CHANNELS } from '../../db/listen';

/**
 * The outbox worker. Every API process runs one; a message is claimed by exactly one of them
 * (FOR UPDATE SKIP LOCKED) under a lease: a worker that dies mid-send leaves the message `sending`
 * until `claimed_until` passes, and then any worker claims it again. Retryable provider failures
 * (SmsError.retryable) back off and try again up to MAX_TRIES; permanent ones fail the message with
 * the reason. A try whose answer was lost (a time-out, a cut connection, a worker that died mid-send)
 * may have sent the message: a code is sent again (it lives two minutes, and a second text of the same
 * code harms no one), but a text only after asking the provider whether it went under our id (the
 * outbox id, Kavenegar's localid); a provider that can't be asked never gets that text again, which
 * fails with the reason for the organisers to see.
 */

export interface WorkerDeps {
  db: Db;
  sender: SmsSender;
  settings: Pick<Settings, 'SMS_TEMPLATE_SIGNUP' | 'SMS_TEMPLATE_RESET' | 'PUBLIC_URL' | 'SMS_WORKER_INTERVAL_MS'> &
    Partial<Pick<Settings, 'SMS_WORKER_CONCURRENCY' | 'SMS_TEMPLATE_LOGIN'>>;
  log: Log;
}

export const MAX_TRIES = 8;

export interface DrainOptions {
  /** At most this many messages per call. */
  limit?: number;
  /** How long a claim holds before another worker may take the message (longer than a provider call). */
  leaseSeconds?: number;
  /** At most this many provider calls at once (SMS_WORKER_CONCURRENCY). */
  concurrency?: number;
}

export type { DrainReport } from './claims';

interface ClaimedRow {
  id: number;
  phone_number: string;
  kind: 'text' | 'code';
  text: string;
  code: string | null;
  purpose: string;
  tries: number;
  expired: boolean;
  answer_lost: boolean;
}

/** Seconds to wait before the next try: the provider's Retry-After, else doubling from 15 s (credit: 10 min). */
export function backoffSeconds(error: SmsError | null, tries: number): number {
  if (error?.retryAfterSeconds) return error.retryAfterSeconds;
  if (error?.reason === 'out_of_credit') return 600;
  return Math.min(3600, 15 * 2 ** Math.max(0, tries - 1));
}

/**
 * Due messages are claimed codes first: a visitor waits on the signup or reset form for a code that
 * lives 2 minutes, and must not wait behind an organiser's message to a thousand attendees or the
 * day's reminders ('code' sorts before 'text'; migration 0019 indexes that order).
 */
const SMS_OUTBOX: Outbox<ClaimedRow> = {
  table: 'sms_outbox',
  order: sql`kind, next_attempt_at, id`,
  returning: sql`id, phone_number, kind, text, code, purpose, tries, answer_lost, (expires_at is not null and expires_at <= now()) as expired`,
  compare: (a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'code' ? -1 : 1),
};

const finish = (db: Db, id: number, token: string, set: SQL) => finishClaim(db, SMS_OUTBOX.table, id, token, set);

const templateFor = (settings: WorkerDeps['settings'], purpose: string) =>
  (purpose === 'reset_password'
    ? settings.SMS_TEMPLATE_RESET
    : purpose === 'login'
      ? (settings.SMS_TEMPLATE_LOGIN ?? settings.SMS_TEMPLATE_SIGNUP)
      : settings.SMS_TEMPLATE_SIGNUP) ?? '';

/** Sends one claimed message and records what came of it; each is finished as soon as its answer is in. */
async function sendOne(deps: WorkerDeps, message: ClaimedRow, token: string): Promise<keyof DrainReport> {
  const { db, sender, settings, log } = deps;
  if (message.expired || (message.kind === 'code' && !message.code)) {
    await finish(db, message.id, token, sql`state = 'failed', code = null, last_error = 'expired before it could be sent'`);
    return 'failed';
  }
  if (message.kind === 'text' && message.answer_lost && !sender.findSent) {
    await finish(db, message.id, token, sql`state = 'failed', provider = ${sender.name},
      last_error = 'the provider''s answer was lost and it cannot be asked whether the text went: not sent again'`);
    log.warn({ messageId: message.id }, 'sms worker: a text whose answer was lost is not sent again');
    return 'failed';
  }
  try {
    const localId = String(message.id);
    const earlier = message.kind === 'text' && message.answer_lost ? await sender.findSent!(localId) : null;
    const receipt =
      earlier ??
      (message.kind === 'code'
        ? await sender.sendCode(message.phone_number, message.code!, templateFor(settings, message.purpose))
        : await sender.sendText(message.phone_number, message.text, { localId }));
    // The sandbox's inbox is the outbox row: it keeps the text; a real provider's code is not kept.
    const text = message.kind === 'code' && sender.name !== 'sandbox' ? sentCodeText(message.purpose as CodePurpose) : message.text;
    await finish(
      db,
      message.id,
      token,
      sql`state = 'sent', sent_at = now(), provider = ${sender.name}, provider_message_id = ${receipt.providerMessageId},
          code = null, text = ${text}, last_error = null`,
    );
    return 'sent';
  } catch (err) {
    const smsError = err instanceof SmsError ? err : null;
    // Anything not from the provider client is a bug of ours: retried, and logged without the message.
    const reason = smsError ? smsError.message : 'unexpected error while sending';
    if (!smsError) log.error({ err, messageId: message.id }, 'sms worker: unexpected error');
    if ((smsError ? smsError.retryable : true) && message.tries < MAX_TRIES) {
      const wait = backoffSeconds(smsError, message.tries);
      await finish(
        db,
        message.id,
        token,
        sql`state = 'queued', provider = ${sender.name}, last_error = ${reason},
            answer_lost = answer_lost or ${smsError?.answerLost ?? true},
            next_attempt_at = now() + make_interval(secs => ${wait})`,
      );
      return 'retrying';
    }
    await finish(db, message.id, token, sql`state = 'failed', provider = ${sender.name}, last_error = ${reason}, code = null`);
    log.warn({ messageId: message.id, reason, tries: message.tries }, 'sms worker: a message could not be sent');
    return 'failed';
  }
}

/**
 * Sends what is due, `concurrency` messages at a time: each round claims that many in one statement
 * and waits for all of their provider calls. One at a time, a provider answering in 300 ms sent about
 * three messages a second per process, and a code waited behind every text claimed before it.
 * Tests call it directly.
 */
export async function drainOutbox(deps: WorkerDeps, options: DrainOptions = {}): Promise<DrainReport> {
  const limit = options.limit ?? 50;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const concurrency = options.concurrency ?? deps.settings.SMS_WORKER_CONCURRENCY ?? 1;
  return drainInRounds(deps.db, SMS_OUTBOX, { limit, leaseSeconds, concurrency }, (message, token) => sendOne(deps, message, token));
}

/**
 * Runs the worker (drain-loop.ts): at once on start, whenever a message is queued (a NOTIFY on
 * sms_queued from any process, or this process's own insert: a code goes within moments, not at the
 * next interval), every SMS_WORKER_INTERVAL_MS (retries that came due), and straight again while a
 * drain reaches its limit. Reminders that came due are queued once a minute, then the outbox is
 * drained. Returns a function that stops it, awaiting a running step.
 */
export function startSmsWorker(deps: WorkerDeps & { listen?: Database['listen'] }): () => Promise<void> {
  const { settings, log } = deps;
  const limit = 50;
  let lastReminders = 0;
  return startDrainLoop({
    async step() {
      if (Date.now() - lastReminders >= 60_000) {
        lastReminders = Date.now();
        const queued = await queueReminders(deps.db, { publicUrl: settings.PUBLIC_URL });
        if (queued) log.info({ queued }, 'sms worker: reminders queued');
      }
      const report = await drainOutbox(deps, { limit });
      if (report.sent || report.failed || report.retrying) log.info({ sms: report }, 'sms worker');
      return report.sent + report.failed + report.retrying >= limit;
    },
    intervalMs: settings.SMS_WORKER_INTERVAL_MS,
    listen: deps.listen,
    channel: CHANNELS.sms,
    log,
    who: 'sms worker',
  });
}
