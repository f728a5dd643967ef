import type { Db } from '../../db/client';
import type { MailAttachmentRef } from '../../db/schema';
import { purchaseCalendar } from '../agenda';
import { receiptPdf } from './invoices/pdf';
import { receiptForMail } from './invoices/service';

/**
 * What a purchase's e-mail attaches: its receipt (the PDF of GET /api/payments/{id}/receipt.pdf) and an
 * .ics of the sessions bought. The outbox keeps references (messages' mail_outbox.attachments); the mail
 * worker has them drawn here when it sends (server.ts hands it renderPurchaseAttachment, since the
 * messages module sits below payments), so the receipt is the payment's as it stands then.
 */
export function purchaseAttachments(paymentId: number, what: { receipt: boolean; calendar: boolean }): MailAttachmentRef[] {
  return [
    ...(what.receipt ? [{ kind: 'receipt' as const, payment_id: paymentId, filename: `receipt-${paymentId}.pdf`, content_type: 'application/pdf' }] : []),
    ...(what.calendar ? [{ kind: 'ics' as const, payment_id: paymentId, filename: `festival-${paymentId}.ics`, content_type: 'text/calendar; charset=utf-8' }] : []),
  ];
}

export async function renderPurchaseAttachment(db: Db, ref: MailAttachmentRef, publicUrl: string) {
  const content = ref.kind === 'receipt' ? await receiptPdf(await receiptForMail(db, ref.payment_id)) : Buffer.from(await purchaseCalendar(db, ref.payment_id, publicUrl), 'utf8');
  return { filename: ref.filename, contentType: ref.content_type, content };
}
