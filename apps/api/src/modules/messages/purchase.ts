import type { Tx } from '../../db/client';
import type { MailAttachmentRef } from '../../db/schema';
import { notifyPeople } from './notify';
import { purchaseContent, ticketsUrl } from './texts';

/** What a completed payment bought, as its buyer's message names it. */
export interface Purchase {
  paymentId: number;
  /** The buyer. */
  userId: number;
  /** The presentations' titles, by their start, and their English titles ("" where none). */
  titles: string[];
  enTitles?: string[];
  /** The accessories' names. */
  accessories: string[];
  competition: boolean;
  /** What its e-mail attaches (payments: the receipt and an .ics of the sessions). */
  attachments?: MailAttachmentRef[];
}

/**
 * Queues the buyer's "you bought ..." message with the link to their tickets (SMS, and e-mail with the
 * receipt: a receipt goes to an address whatever notify_by says), in the transaction that completes
 * the payment (payments/fulfil.ts, from what it read of the payment): it exists exactly when the
 * payment completed, and once per payment (dedupe key) whoever completes it.
 */
export async function queuePurchaseMessage(tx: Tx, purchase: Purchase, publicUrl: string): Promise<void> {
  await notifyPeople(tx, [
    {
      userId: purchase.userId,
      ...purchaseContent(
        { titles: purchase.titles, enTitles: purchase.enTitles, accessories: purchase.accessories, competition: purchase.competition },
        ticketsUrl(publicUrl),
      ),
      purpose: 'purchase',
      dedupeKey: `purchase:${purchase.paymentId}`,
      attachments: purchase.attachments,
      receipt: true,
    },
  ]);
}
