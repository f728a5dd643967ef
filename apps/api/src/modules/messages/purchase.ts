import type { Tx } from '../../db/client';
import { queueText } from './outbox';
import { purchaseText, ticketsUrl } from './texts';

/** What a completed payment bought, as its buyer's message names it. */
export interface Purchase {
  paymentId: number;
  /** The buyer's phone. */
  phone: string;
  /** The presentations' titles, by their start. */
  titles: string[];
  /** The accessories' names. */
  accessories: string[];
  competition: boolean;
}

/**
 * Queues the buyer's "you bought ..." message with the link to their tickets, in the transaction
 * that completes the payment (payments/fulfil.ts, from what it read of the payment): it exists
 * exactly when the payment completed, and once per payment (dedupe key) whoever completes it.
 */
export async function queuePurchaseMessage(tx: Tx, purchase: Purchase, publicUrl: string): Promise<void> {
  await queueText(tx, {
    phone: purchase.phone,
    text: purchaseText(
      { titles: purchase.titles, accessories: purchase.accessories, competition: purchase.competition },
      ticketsUrl(publicUrl),
    ),
    purpose: 'purchase',
    dedupeKey: `purchase:${purchase.paymentId}`,
  });
}
