import nodemailer from 'nodemailer';

/**
 * What the mail outbox needs from an SMTP server: one message, built and sent by nodemailer over a
 * small pool of connections (a backlog of a thousand e-mails does not open a thousand connections).
 * Resolves to the server's answer, or throws MailError.
 */
export interface OutgoingMail {
  /** Our own Message-ID, `<...@domain>`: the same on every try of one outbox row (mail-worker.ts). */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: 'fa' | 'en';
  attachments: { filename: string; contentType: string; content: Buffer | string }[];
}

export interface MailReceipt {
  /** The server's answer to the message ("250 2.0.0 Ok: queued as 4Xyz"), which names its queue id. */
  providerMessageId: string;
}

export interface MailSender {
  readonly name: string;
  send(mail: OutgoingMail): Promise<MailReceipt>;
  /** Ends the pool's connections (the worker stopping). */
  close?(): void;
}

/**
 * Why a send failed, without the server's credentials. Retryable: the server or the network may take it
 * later (a 4xx answer such as greylisting, a refused or cut connection, a time-out, a refused login that
 * an organiser may fix). Permanent: a 5xx answer to the message itself (no such mailbox, too large).
 * `answerLost`: no answer came after the message may have been handed over, so it may have arrived.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly answerLost: boolean,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

interface NodemailerError {
  code?: string;
  responseCode?: number;
  command?: string;
  response?: string;
  message?: string;
}

/** A connection that failed or died without an SMTP answer: the message may have gone before it did. */
const CUT_OFF = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT']);
/** ...unless it never connected at all. */
const NEVER_CONNECTED = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/;

export function mailErrorOf(err: unknown): MailError {
  const e = (err ?? {}) as NodemailerError;
  const code = e.code ?? 'EUNKNOWN';
  const status = e.responseCode;
  // The server's own words, which never carry our password (nodemailer does not echo AUTH).
  const said = (e.response ?? e.message ?? '').replace(/\s+/g, ' ').slice(0, 300);
  const reason = `smtp ${code}${status ? ` ${status}` : ''}${e.command ? ` (${e.command})` : ''}: ${said}`;
  if (status !== undefined && status >= 500 && code !== 'EAUTH') return new MailError(reason, false, false);
  // An address or a message nodemailer itself refuses (no SMTP answer): it will refuse it every time.
  if (status === undefined && (code === 'EENVELOPE' || code === 'EMESSAGE')) return new MailError(reason, false, false);
  return new MailError(reason, true, status === undefined && CUT_OFF.has(code) && !NEVER_CONNECTED.test(e.message ?? ''));
}

export interface SmtpOptions {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465. */
  url: string;
  /** The From of every message. */
  from: string;
  /** Connections kept open to the server at most (the worker's concurrency). */
  connections?: number;
}

/** A real SMTP server. Short time-outs: a claim's lease must outlast a send (mail-worker.ts). */
export function createSmtpSender(options: SmtpOptions): MailSender {
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    pool: true,
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    maxConnections: options.connections ?? 4,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
    // Attachments are buffers we rendered: nothing in a message may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: { 'Content-Language': mail.language },
          attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        });
        return { providerMessageId: String(info.response ?? info.messageId ?? '').slice(0, 300) };
      } catch (err) {
        throw mailErrorOf(err);
      }
    },
    close: () => transport.close(),
  };
}
