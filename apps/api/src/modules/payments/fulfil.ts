import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { participations, paymentAccessories, paymentItems, payments, userAccessories, users } from '../../db/schema';
import {
  competitionSeatsTaken,
  consumeCouponUse,
  couponUsesLeft,
  lockCoupon,
  lockFestival,
  lockPresentations,
  releasePendingPayments,
  seatsLeft,
  seatsTaken,
} from '../inventory';

export interface PaymentToFulfil {
  id: number;
  userId: number;
  subtotal: number;
  couponId: number | null;
  isCompetitionPayment: boolean;
}

async function itemsOf(tx: Tx, paymentId: number) {
  return tx
    .select({
      participationId: paymentItems.participationId,
      presentationId: paymentItems.presentationId,
      cost: paymentItems.cost,
      state: participations.paymentState,
    })
    .from(paymentItems)
    .innerJoin(participations, eq(participations.id, paymentItems.participationId))
    .where(eq(paymentItems.paymentId, paymentId));
}

/**
 * Why money that arrived cannot complete this payment, or null when it can. Takes the locks it
 * needs (festival or presentations by id, then the coupon); the caller holds the user and payment.
 * For a payment whose hold is live this always passes (its seats and coupon use were held);
 * it matters for money that arrived after the hold was released.
 */
export async function whyCannotFulfil(
  tx: Tx,
  payment: PaymentToFulfil,
  userAlreadyInCompetition: boolean,
): Promise<string | null> {
  const items = await itemsOf(tx, payment.id);
  if (payment.isCompetitionPayment) {
    if (userAlreadyInCompetition) return 'the user is already signed up for the competition';
    const fest = await lockFestival(tx);
    const taken = await competitionSeatsTaken(tx, { exceptPayment: payment.id });
    if (!fest || seatsLeft(fest.competitionCapacity, taken) === 0) return 'no competition seat is left';
  } else {
    const accessories = await tx
      .select({ price: paymentAccessories.price })
      .from(paymentAccessories)
      .where(eq(paymentAccessories.paymentId, payment.id));
    const sum = items.reduce((s, i) => s + i.cost, 0) + accessories.reduce((s, a) => s + a.price, 0);
    // Cart items removed after the payment was cancelled take their payment_items rows with them.
    if (sum !== payment.subtotal) return 'an item of the payment was removed from the cart';
    if (items.some((i) => i.state === 'COMPLETED')) return 'an item was already paid by another payment';
    // A refund cancelled it: money arriving late for an older attempt must not bring it back.
    if (items.some((i) => i.state === 'CANCELLED')) return 'an item was cancelled by a refund';
    const presentationIds = [...new Set(items.map((i) => i.presentationId))].sort((a, b) => a - b);
    const locked = await lockPresentations(tx, presentationIds);
    const taken = await seatsTaken(tx, presentationIds, { except: items.map((i) => i.participationId) });
    const full = locked.find((p) => seatsLeft(p.capacity, taken.get(p.id) ?? 0) === 0);
    if (full) return `presentation ${full.id} has no seat left`;
  }
  if (payment.couponId !== null) {
    const coupon = await lockCoupon(tx, { id: payment.couponId });
    if (!coupon || (await couponUsesLeft(tx, coupon.id, payment.id)) <= 0) return 'the coupon has no use left';
  }
  return null;
}

/**
 * Gives the buyer what the payment paid for: its cart items become COMPLETED, its accessories
 * are added to the user, one coupon use is consumed, a competition payment signs the user up.
 * Runs once per payment: callers hold the payment row locked and change its state in the same
 * transaction. Any other PENDING payment of the user for the same things is released.
 */
export async function fulfil(tx: Tx, payment: PaymentToFulfil): Promise<void> {
  const items = await itemsOf(tx, payment.id);
  const participationIds = items.map((i) => i.participationId);
  if (participationIds.length) {
    await tx
      .update(participations)
      .set({ paymentState: 'COMPLETED', completedAt: sql`now()` })
      .where(and(inArray(participations.id, participationIds), eq(participations.paymentState, 'PENDING')));
  }
  const bought = await tx
    .select({ accessoryId: paymentAccessories.accessoryId })
    .from(paymentAccessories)
    .where(eq(paymentAccessories.paymentId, payment.id));
  if (bought.length) {
    await tx
      .insert(userAccessories)
      .values(bought.map((b) => ({ userId: payment.userId, accessoryId: b.accessoryId, paymentId: payment.id })));
  }
  if (payment.couponId !== null) await consumeCouponUse(tx, payment.couponId);
  if (payment.isCompetitionPayment) {
    await tx.update(users).set({ isSignedUpForCompetition: true }).where(eq(users.id, payment.userId));
  }
  await releasePendingPayments(tx, payment.userId, {
    containing: participationIds,
    competition: payment.isCompetitionPayment,
    except: payment.id,
  });
}

/** Marks a payment whose money arrived COMPLETED or REFUND_REQUIRED, with the bank's reference. */
export async function recordMoney(
  tx: Tx,
  paymentId: number,
  state: 'COMPLETED' | 'REFUND_REQUIRED',
  bank: { refId: number | null; cardPan: string | null },
) {
  const [row] = await tx
    .update(payments)
    .set({ paymentState: state, refId: bank.refId, cardPan: bank.cardPan, verifiedDate: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}
