import type { Settings } from '../../config/settings';
import { createSmtpSender, type MailSender } from '../../gateways/smtp';
import { sandboxMail } from '../../sandbox/mail/sender';

export type MailSenderSettings = Pick<Settings, 'SMTP_URL' | 'MAIL_FROM'>;

/** What the mail worker sends through: the SMTP server SMTP_URL names, or the built-in sandbox. */
export function createMailSender(settings: MailSenderSettings, connections?: number): MailSender {
  if (settings.SMTP_URL === 'sandbox') return sandboxMail;
  return createSmtpSender({ url: settings.SMTP_URL, from: settings.MAIL_FROM, connections });
}
