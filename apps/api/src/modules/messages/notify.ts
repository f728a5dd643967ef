import { inArray, or } from 'drizzle-orm';
import type { MessageChannel } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { users, type MailAttachmentRef } from '../../db/schema';
import { queueMails, type QueuedMail } from './mail-outbox';
import { queueTexts, type QueuedText } from './outbox';
import type { MailLanguage, MessageContent } from './texts';

/**
 * The one place that decides how a person hears from us. Every message to a person (a purchase, a
 * reminder, a waiting-list offer, a refund, a cancellation, a transfer, a seat given, the organisers'
 * messages) goes through notifyPeople, which looks up each recipient's phone, e-mail address, language
 * and choices (users.notify_sms / notify_email) and queues, in the caller's transaction:
 *   - the SMS, unless the account turned SMS off (a phone with no account always gets it);
 *   - the e-mail, in the account's language, when it has an address and kept e-mail on; a receipt's
 *     e-mail goes to an address whatever notify_email says (the contract: receipts ignore notify_by).
 * `channels` narrows both to what the sender chose (an organisers' message by e-mail only); a person's
 * own choices still hold. One-time codes never come here: they are SMS only (outbox.ts, queueCode).
 */
export type Notice = MessageContent & {
  purpose: QueuedText['purpose'];
  /** Sent once whatever retries its cause: the same key in each outbox. */
  dedupeKey?: string;
  /** Not worth sending after this (a session's start, an offer's end). */
  expiresAt?: Date;
  broadcastId?: number;
  /** What its e-mail attaches (the purchase's receipt and .ics). */
  attachments?: MailAttachmentRef[];
  /** A purchase receipt: its e-mail ignores notify_email. */
  receipt?: boolean;
} & ({ userId: number; phone?: undefined } | { phone: string; userId?: undefined });

export interface NotifyOptions {
  /** The channels the sender chose; both when left out. */
  channels?: readonly MessageChannel[];
}

/** Whom a batch reaches: people by at least one channel, and the SMS and e-mails (new ones, when queued). */
export interface NotifyReport {
  people: number;
  sms: number;
  email: number;
}

interface Recipient {
  id: number;
  phone: string;
  email: string;
  language: MailLanguage;
  notifySms: boolean;
  notifyEmail: boolean;
}

/** Lookups per statement, like the outbox inserts: one round trip per thousand people. */
const AT_ONCE = 1000;

async function recipientsOf(db: Db | Tx, notices: readonly Notice[]) {
  const ids = [...new Set(notices.flatMap((n) => (n.userId === undefined ? [] : [n.userId])))];
  const phones = [...new Set(notices.flatMap((n) => (n.phone === undefined ? [] : [n.phone])))];
  const rows: Recipient[] = await db
    .select({
      id: users.id,
      phone: users.phoneNumber,
      email: users.email,
      language: users.language,
      notifySms: users.notifySms,
      notifyEmail: users.notifyEmail,
    })
    .from(users)
    .where(or(ids.length ? inArray(users.id, ids) : undefined, phones.length ? inArray(users.phoneNumber, phones) : undefined));
  return { byId: new Map(rows.map((r) => [r.id, r])), byPhone: new Map(rows.map((r) => [r.phone, r])) };
}

/** Each notice's SMS and e-mail, as the rules above decide (a notice for an unknown account gets nothing). */
async function decide(db: Db | Tx, notices: readonly Notice[], options: NotifyOptions) {
  const channels = new Set(options.channels ?? ['sms', 'email']);
  const { byId, byPhone } = await recipientsOf(db, notices);
  const texts: QueuedText[] = [];
  const mails: QueuedMail[] = [];
  let people = 0;
  for (const notice of notices) {
    const account = notice.userId !== undefined ? byId.get(notice.userId) : byPhone.get(notice.phone);
    const phone = account?.phone ?? notice.phone;
    const sms = channels.has('sms') && phone !== undefined && (account ? account.notifySms : true);
    const email = channels.has('email') && account !== undefined && account.email !== '' && (account.notifyEmail || notice.receipt === true);
    if (sms) {
      texts.push({ phone: phone!, text: notice.sms, purpose: notice.purpose, dedupeKey: notice.dedupeKey, broadcastId: notice.broadcastId, expiresAt: notice.expiresAt });
    }
    if (email) {
      const mail = notice.mail[account!.language];
      mails.push({
        to: account!.email,
        language: account!.language,
        subject: mail.subject,
        text: mail.text,
        purpose: notice.purpose,
        dedupeKey: notice.dedupeKey,
        expiresAt: notice.expiresAt,
        attachments: notice.attachments,
      });
    }
    if (sms || email) people += 1;
  }
  return { texts, mails, people };
}

/** Queues each notice's SMS and e-mail in the caller's transaction (see Notice); returns what was new. */
export async function notifyPeople(tx: Tx, notices: readonly Notice[], options: NotifyOptions = {}): Promise<NotifyReport> {
  const report: NotifyReport = { people: 0, sms: 0, email: 0 };
  for (let at = 0; at < notices.length; at += AT_ONCE) {
    const { texts, mails, people } = await decide(tx, notices.slice(at, at + AT_ONCE), options);
    report.people += people;
    if (texts.length) report.sms += await queueTexts(tx, texts);
    if (mails.length) report.email += await queueMails(tx, mails);
  }
  return report;
}

/** What notifyPeople would queue, queuing nothing (an organisers' dry run). */
export async function countReach(db: Db | Tx, notices: readonly Notice[], options: NotifyOptions = {}): Promise<NotifyReport> {
  const report: NotifyReport = { people: 0, sms: 0, email: 0 };
  for (let at = 0; at < notices.length; at += AT_ONCE) {
    const { texts, mails, people } = await decide(db, notices.slice(at, at + AT_ONCE), options);
    report.people += people;
    report.sms += texts.length;
    report.email += mails.length;
  }
  return report;
}
