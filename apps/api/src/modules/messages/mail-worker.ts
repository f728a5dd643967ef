import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { CHANNELS } from '../../db/listen';
import type { MailAttachmentRef } from '../../db/schema';
import { MailError, type MailSender, type OutgoingMail } from '../../gateways/smtp';
import type { Log } from '../../lib/log';
import { watchEventLoop } from '../../lib/event-loop-load';
import { drainInRounds, finishClaim, type DrainReport, type Outbox } from './claims';
import { startDrainLoop } from './drain-loop';
import { mailPacing } from './mail-pacing';

/**
 * The mail worker, the SMS worker's twin (worker.ts): every API process runs one; a mail is claimed by
 * exactly one of them (FOR UPDATE SKIP LOCKED) under a lease, so a worker that dies mid-send leaves it
 * `sending` until `claimed_until` passes and any worker claims it again. Retryable failures (MailError:
 * 4xx answers, refused or cut connections, time-outs) back off and try again up to MAIL_MAX_TRIES;
 * permanent ones (a 5xx answer to the message) fail it with the reason. The dedupe key queued it once.
 *
 * A try whose answer was lost (a connection cut after the message went, a worker that died mid-send)
 * may have delivered it, and SMTP has no way to ask. Unlike a text (worker.ts), such a mail IS sent
 * again: every try of one row carries the same Message-ID (the outbox id and its creation time, at
 * MAIL_FROM's domain), by which mail servers and clients recognise a copy (Gmail keeps one), and a
 * receipt or a reminder that never arrives costs more than a second copy that might.
 */

/** Turns a stored attachment reference into the file (payments' receipt, an .ics); server.ts provides it. */
export type RenderAttachment = (ref: MailAttachmentRef) => Promise<{ filename: string; contentType: string; content: Buffer | string }>;

export interface MailWorkerDeps {
  db: Db;
  sender: MailSender;
  /** MAIL_FROM: its domain names the Message-IDs. */
  from: string;
  renderAttachment?: RenderAttachment;
  log: Log;
}

export const MAIL_MAX_TRIES = 8;
/** Mails each process sends at once (the SMTP pool's connections). */
export const MAIL_CONCURRENCY = 4;
/** The fallback poll: a queued mail wakes the worker at once; retries wait 30 s at least. */
const INTERVAL_MS = 5_000;
/** The event loop's load is judged over windows this long (mail-pacing.ts). */
const LOAD_WINDOW_MS = 250;

export interface MailDrainOptions {
  limit?: number;
  /** How long a claim holds before another worker may take the mail: longer than a send (smtp.ts time-outs). */
  leaseSeconds?: number;
  concurrency?: number;
}

export type MailDrainReport = DrainReport;

interface ClaimedMail {
  id: number;
  to_address: string;
  language: 'fa' | 'en';
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachmentRef[] | string;
  tries: number;
  answer_lost: boolean;
  expired: boolean;
  created_ms: number | string;
}

/** Seconds before the next try: doubling from 30 s, at most an hour. */
export const mailBackoffSeconds = (tries: number) => Math.min(3600, 30 * 2 ** Math.max(0, tries - 1));

/** The domain of MAIL_FROM's address ("Festival <no-reply@fest.example>" -> fest.example). */
export function fromDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** The Message-ID of an outbox row: the same on every try; its creation time keeps apart rows of one id in a database started afresh. */
export const messageIdOf = (id: number, createdMs: number, from: string) => `<mail-${id}.${createdMs}@${fromDomain(from)}>`;

const MAIL_OUTBOX: Outbox<ClaimedMail> = {
  table: 'mail_outbox',
  order: sql`next_attempt_at, id`,
  returning: sql`id, to_address, language, subject, text, html, attachments, tries, answer_lost,
                 (expires_at is not null and expires_at <= now()) as expired,
                 (extract(epoch from created_at) * 1000)::bigint as created_ms`,
  compare: (a, b) => a.id - b.id,
};

const finish = (db: Db, id: number, token: string, set: SQL) => finishClaim(db, MAIL_OUTBOX.table, id, token, set);

async function outgoing(deps: MailWorkerDeps, mail: ClaimedMail): Promise<OutgoingMail> {
  const refs: MailAttachmentRef[] = typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments;
  if (refs.length && !deps.renderAttachment) throw new Error('mail worker: attachments to render but no renderer');
  return {
    messageId: messageIdOf(mail.id, Number(mail.created_ms), deps.from),
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    language: mail.language,
    attachments: await Promise.all(refs.map((ref) => deps.renderAttachment!(ref))),
  };
}

async function sendOne(deps: MailWorkerDeps, mail: ClaimedMail, token: string): Promise<keyof MailDrainReport> {
  const { db, sender, log } = deps;
  if (mail.expired) {
    await finish(db, mail.id, token, sql`state = 'failed', last_error = 'expired before it could be sent'`);
    return 'failed';
  }
  try {
    const receipt = await sender.send(await outgoing(deps, mail));
    await finish(
      db,
      mail.id,
      token,
      sql`state = 'sent', sent_at = now(), provider = ${sender.name}, provider_message_id = ${receipt.providerMessageId}, last_error = null`,
    );
    return 'sent';
  } catch (err) {
    const mailError = err instanceof MailError ? err : null;
    // Anything not from the SMTP client (an attachment that could not be drawn) is a bug of ours: retried and logged.
    const reason = mailError ? mailError.message : 'unexpected error while preparing or sending';
    if (!mailError) log.error({ err, mailId: mail.id }, 'mail worker: unexpected error');
    if ((mailError ? mailError.retryable : true) && mail.tries < MAIL_MAX_TRIES) {
      await finish(
        db,
        mail.id,
        token,
        sql`state = 'queued', provider = ${sender.name}, last_error = ${reason},
            answer_lost = answer_lost or ${mailError?.answerLost ?? false},
            next_attempt_at = now() + make_interval(secs => ${mailBackoffSeconds(mail.tries)})`,
      );
      return 'retrying';
    }
    await finish(db, mail.id, token, sql`state = 'failed', provider = ${sender.name}, last_error = ${reason}`);
    log.warn({ mailId: mail.id, reason, tries: mail.tries }, 'mail worker: a mail could not be sent');
    return 'failed';
  }
}

/**
 * Sends what is due, `concurrency` mails at a time (each round claims that many in one statement and
 * waits for all of them). Tests and the bench call it directly.
 */
export async function drainMailOutbox(deps: MailWorkerDeps, options: MailDrainOptions = {}): Promise<MailDrainReport> {
  const limit = options.limit ?? 50;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const concurrency = options.concurrency ?? MAIL_CONCURRENCY;
  return drainInRounds(deps.db, MAIL_OUTBOX, { limit, leaseSeconds, concurrency }, (mail, token) => sendOne(deps, mail, token));
}

/**
 * Runs the mail worker (drain-loop.ts, woken by NOTIFY mail_queued): a round of MAIL_CONCURRENCY mails
 * at a time, paced by mail-pacing.ts; returns a function that stops it.
 */
export function startMailWorker(deps: MailWorkerDeps & { listen?: Database['listen']; intervalMs?: number }): () => Promise<void> {
  const eventLoop = watchEventLoop(LOAD_WINDOW_MS);
  const pacing = mailPacing(eventLoop, LOAD_WINDOW_MS);
  const stop = startDrainLoop({
    async step() {
      const started = Date.now();
      const report = await drainMailOutbox(deps, { limit: MAIL_CONCURRENCY });
      pacing.ran(started, Date.now());
      if (report.sent || report.failed || report.retrying) deps.log.info({ mail: report }, 'mail worker');
      return report.sent + report.failed + report.retrying >= MAIL_CONCURRENCY;
    },
    intervalMs: deps.intervalMs ?? INTERVAL_MS,
    listen: deps.listen,
    channel: CHANNELS.mail,
    log: deps.log,
    who: 'mail worker',
    pause: pacing.pause,
  });
  return async () => {
    eventLoop.stop();
    await stop();
    deps.sender.close?.();
  };
}
