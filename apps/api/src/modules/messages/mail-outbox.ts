import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import type { MailAttachmentRef } from '../../db/schema';
import { mailHtml, mailPlainText } from './mail-html';
import type { QueuedText } from './outbox';
import type { MailLanguage } from './texts';

/**
 * Queuing an e-mail, as outbox.ts queues a text: an insert in the caller's transaction, sent later by
 * the mail worker (mail-worker.ts). Most callers go through notifyPeople (notify.ts), which decides
 * who gets an e-mail at all; this is the outbox underneath it.
 */
export interface QueuedMail {
  to: string;
  language: MailLanguage;
  subject: string;
  /** The body as plain text; the HTML part is made from it (mail-html.ts) unless `html` is given. */
  text: string;
  html?: string;
  purpose: QueuedText['purpose'];
  /** An e-mail that must go once whatever retries its cause: a second insert with the key is ignored. */
  dedupeKey?: string;
  /** Not worth sending after this. */
  expiresAt?: Date;
  /** Documents rendered when it is sent (payments' receipt, an .ics of what was bought). */
  attachments?: MailAttachmentRef[];
}

/** Mails per statement: a few megabytes of JSON at most (each carries its HTML). */
const QUEUED_AT_ONCE = 1000;

/**
 * Queues many e-mails in one statement per thousand, in the caller's transaction; returns how many were
 * new (the rest had their dedupe key queued before).
 */
export async function queueMails(tx: Tx, mails: readonly QueuedMail[]): Promise<number> {
  let queued = 0;
  for (let at = 0; at < mails.length; at += QUEUED_AT_ONCE) {
    const rows = mails.slice(at, at + QUEUED_AT_ONCE).map((m, ord) => ({
      ord,
      to: m.to,
      language: m.language,
      subject: m.subject,
      text: mailPlainText(m.language, m.text),
      html: m.html ?? mailHtml(m.language, m.subject, m.text),
      attachments: m.attachments ?? [],
      purpose: m.purpose,
      dedupeKey: m.dedupeKey ?? null,
      expiresAt: m.expiresAt?.toISOString() ?? null,
    }));
    const result = await tx.execute(sql`insert into mail_outbox (to_address, language, subject, text, html, attachments, purpose, dedupe_key, expires_at)
      select m."to", m.language, m.subject, m.text, m.html, m.attachments, m.purpose, m."dedupeKey", m."expiresAt"
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as m(ord int, "to" text, language text, subject text, text text, html text, attachments jsonb, purpose text, "dedupeKey" text, "expiresAt" timestamptz)
      order by m.ord
      on conflict (dedupe_key) do nothing
      returning id`);
    queued += rowsOf(result).length;
  }
  return queued;
}
