import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accessories, paymentAccessories, paymentItems, payments, presentations, users } from '../../db/schema';
import { queueText } from './outbox';
import { purchaseText, ticketsUrl } from './texts';

/**
 * Queues the buyer's "you bought ..." message with the link to their tickets, in the transaction
 * that completes the payment (payments/fulfil.ts): it exists exactly when the payment completed, and
 * once per payment (dedupe key) whoever completes it.
 */
export async function queuePurchaseMessage(tx: Tx, paymentId: number, publicUrl: string): Promise<void> {
  const [payment] = await tx
    .select({ phone: users.phoneNumber, competition: payments.isCompetitionPayment })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!payment) return;
  const titles = await tx
    .select({ title: presentations.faTitle })
    .from(paymentItems)
    .innerJoin(presentations, eq(presentations.id, paymentItems.presentationId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(presentations.start);
  const bought = await tx
    .select({ name: accessories.name })
    .from(paymentAccessories)
    .innerJoin(accessories, eq(accessories.id, paymentAccessories.accessoryId))
    .where(eq(paymentAccessories.paymentId, paymentId));
  await queueText(tx, {
    phone: payment.phone,
    text: purchaseText(
      { titles: titles.map((t) => t.title), accessories: bought.map((a) => a.name), competition: payment.competition },
      ticketsUrl(publicUrl),
    ),
    purpose: 'purchase',
    dedupeKey: `purchase:${paymentId}`,
  });
}
