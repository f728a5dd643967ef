import type { MailReceipt, MailSender, OutgoingMail } from '../../gateways/smtp';

/**
 * The built-in mail sandbox as an SMTP server: it accepts every message, and the message it "delivers"
 * is the outbox row itself, which the sandbox's page and JSON show (routes.ts). The worker has rendered
 * the attachments by then, so a receipt that cannot be drawn fails here as it would against a real
 * server. Nothing leaves the machine.
 */
export const sandboxMail: MailSender = {
  name: 'sandbox',
  async send(mail: OutgoingMail): Promise<MailReceipt> {
    return { providerMessageId: `sandbox ${mail.messageId}` };
  },
};
