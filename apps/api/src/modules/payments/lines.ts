import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessories, couponPresentations, paymentAccessories, paymentItems, payments, presentations, refundLines } from '../../db/schema';
import { lineAmounts } from '../inventory';
import { paymentTexts } from './texts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * A line of a payment, priced as what was paid for it: its price less its share of the discount (the
 * share the stats use). Refunds return it, and receipts and invoices print it.
 */
export interface PaymentLine {
  participationId: number | null;
  accessoryId: number | null;
  competition: boolean;
  presentationId: number | null;
  /** Toman, as the payment priced it. */
  price: number;
  /** Toman: its price less its share of the discount. */
  amount: number;
  /** What the buyer's message calls it. */
  name: string;
  /** A standing refund (PENDING or DONE) covers it already. */
  covered: boolean;
}

/** The payment's lines: its cart items, accessories and competition seat, each priced after its share of the discount. */
export async function paymentLines(tx: Tx | Db, payment: PaymentRow): Promise<PaymentLine[]> {
  const items = await tx
    .select({ participationId: paymentItems.participationId, presentationId: paymentItems.presentationId, price: paymentItems.cost, name: presentations.faTitle })
    .from(paymentItems)
    .innerJoin(presentations, eq(presentations.id, paymentItems.presentationId))
    .where(eq(paymentItems.paymentId, payment.id))
    .orderBy(asc(paymentItems.participationId));
  const extras = await tx
    .select({ accessoryId: paymentAccessories.accessoryId, price: paymentAccessories.price, name: accessories.name })
    .from(paymentAccessories)
    .innerJoin(accessories, eq(accessories.id, paymentAccessories.accessoryId))
    .where(eq(paymentAccessories.paymentId, payment.id))
    .orderBy(asc(paymentAccessories.accessoryId));
  const eligible =
    payment.couponId === null
      ? []
      : await tx.select({ id: couponPresentations.presentationId }).from(couponPresentations).where(eq(couponPresentations.couponId, payment.couponId));
  const covered = await tx
    .select({ participationId: refundLines.participationId, accessoryId: refundLines.accessoryId, competition: refundLines.competition })
    .from(refundLines)
    .where(and(eq(refundLines.paymentId, payment.id), eq(refundLines.standing, true)));
  const priced = [
    ...items.map((i) => ({ ...i, accessoryId: null, competition: false })),
    ...extras.map((a) => ({ ...a, participationId: null, presentationId: null, competition: false })),
    ...(payment.isCompetitionPayment
      ? [{ participationId: null, accessoryId: null, presentationId: null, competition: true, price: payment.subtotal, name: paymentTexts.competitionLine }]
      : []),
  ];
  const amounts = lineAmounts(
    priced.map((l) => ({ price: l.price, presentationId: l.presentationId ?? undefined })),
    payment.discount,
    new Set(eligible.map((e) => e.id)),
  );
  return priced.map((l, i) => ({
    participationId: l.participationId,
    accessoryId: l.accessoryId,
    competition: l.competition,
    presentationId: l.presentationId,
    price: l.price,
    amount: amounts[i]!,
    name: l.name,
    covered: covered.some((c) =>
      l.competition ? c.competition : l.participationId !== null ? c.participationId === l.participationId : c.accessoryId === l.accessoryId,
    ),
  }));
}


/**
 * The COMPLETED payment that paid for a registration, if any (a registration may stand in several
 * payment attempts; one completed it; one from the data file has none).
 */
export async function completingPayment(db: Db | Tx, participationId: number): Promise<{ id: number } | undefined> {
  const [paidBy] = await db
    .select({ id: payments.id })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(eq(paymentItems.participationId, participationId), eq(payments.paymentState, 'COMPLETED')));
  return paidBy;
}
