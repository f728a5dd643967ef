import { eq, sql } from 'drizzle-orm';
import { inOrder, type Tx } from '../../db/client';
import { editionOfPayment } from '../../db/editions';
import { payments, userAccessories } from '../../db/schema';
import {
  countSeats,
  isSignedUpForCompetition,
  freeCompetitionSeats,
  freeSeats,
  lockCoupon,
  lockFestival,
  lockPresentations,
  releasePendingPayments,
  sellFreeCompetitionSeat,
  sellFreeSeats,
  sellHeldCompetitionSeat,
  sellHeldSeats,
  signUpForCompetition,
  useFreeCouponUse,
  useHeldCouponUse,
} from '../inventory';
import { queuePurchaseMessage } from '../messages';
import { purchaseAttachments } from './mail-attachments';
import { completeWithTickets, type TicketKey } from '../tickets';
import type { PaymentContents } from './contents';

export interface PaymentToFulfil {
  id: number;
  userId: number;
  subtotal: number;
  couponId: number | null;
  isCompetitionPayment: boolean;
}

/**
 * Why money that arrived cannot complete this payment, or null when it can. Takes the locks it
 * needs (festival or presentations by id, then the coupon); the caller holds the user and payment.
 * For a PENDING payment the seats (a competition payment's seat too) and the coupon use are its own
 * (it holds them, live or ran out, until it is ended); it matters for money that arrived after the
 * payment was ended: then the seats its items no longer own, the competition seat and a coupon use
 * must be free on the counters.
 */
export async function whyCannotFulfil(
  tx: Tx,
  payment: PaymentToFulfil,
  { items, accessories }: PaymentContents,
  ownsItsHolds: boolean,
): Promise<string | null> {
  if (payment.isCompetitionPayment) {
    const edition = editionOfPayment(payment.id);
    if (await isSignedUpForCompetition(tx, payment.userId, edition)) return 'the user is already signed up for the competition';
    const fest = await lockFestival(tx, edition);
    // The locked row's counters are current (read under the lock): late money needs a free seat.
    const free = fest ? freeCompetitionSeats(fest) : 0;
    if (!fest || (!ownsItsHolds && free <= 0)) return 'no competition seat is left';
  } else {
    const sum = items.reduce((s, i) => s + i.cost, 0) + accessories.reduce((s, a) => s + a.price, 0);
    // Cart items removed after the payment was cancelled take their payment_items rows with them.
    if (sum !== payment.subtotal) return 'an item of the payment was removed from the cart';
    if (items.some((i) => i.state === 'COMPLETED')) return 'an item was already paid by another payment';
    // A refund cancelled it: money arriving late for an older attempt must not bring it back.
    if (items.some((i) => i.state === 'CANCELLED')) return 'an item was cancelled by a refund';
    // Seats its cart items still own (an offer's, or those a later payment of the same items holds)
    // are theirs; the others must be free.
    const needing = countSeats(items.filter((i) => !i.holdsSeat).map((i) => i.presentationId));
    if (needing.size) {
      const ids = [...needing.keys()].sort((a, b) => a - b);
      await lockPresentations(tx, ids);
      const free = await freeSeats(tx, ids);
      const full = ids.find((id) => (free.get(id) ?? 0) < needing.get(id)!);
      if (full !== undefined) return `presentation ${full} has no seat left`;
    }
  }
  if (payment.couponId !== null && !ownsItsHolds) {
    const coupon = await lockCoupon(tx, { id: payment.couponId });
    if (!coupon || coupon.usesLeft <= 0) return 'the coupon has no use left';
  }
  return null;
}

/** How fulfil completes a payment. */
export interface Fulfilment {
  ticketKey: TicketKey;
  /** PUBLIC_URL, for the link to the tickets in the buyer's message. */
  publicUrl: string;
  /** The payment was PENDING: the seats, the competition seat and the coupon use it held are its own. */
  ownsItsHolds: boolean;
  /** false: the caller queues its own message (a complimentary seat or a door sale is not "your payment"). */
  message?: boolean;
}

/**
 * Gives the buyer what the payment paid for: its cart items become COMPLETED with their tickets (the
 * seats they held become sold; any they no longer held are sold if free, as whyCannotFulfil checked),
 * its accessories are added to the user, one coupon use is consumed and a competition payment signs
 * the user up (with the use and the competition seat it held, when `ownsItsHolds`: it was PENDING;
 * else with ones that are free, as whyCannotFulfil checked).
 * The one way every order completes (one seat or many, coupon or not, competition or not, paid or
 * free). Runs once per payment: callers hold the user and payment rows locked and change the
 * payment's state in the same transaction. Any other PENDING payment of the user for the same things
 * is released, and the buyer's message (what they bought, where their tickets are; by e-mail with the
 * receipt and an .ics) is queued.
 * `counted` settles once the counters' statements, the last ones, have run: await it, or let it go
 * with the transaction's COMMIT (commitTogether).
 */
export async function fulfil(
  tx: Tx,
  payment: PaymentToFulfil,
  contents: PaymentContents,
  how: Fulfilment,
): Promise<{ counted: Promise<unknown> }> {
  const items = contents.items.filter((i) => i.state === 'PENDING');
  const participationIds = items.map((i) => i.participationId);
  if (participationIds.length) await completeWithTickets(tx, how.ticketKey, participationIds);
  if (contents.accessories.length) {
    await tx
      .insert(userAccessories)
      .values(contents.accessories.map((a) => ({ userId: payment.userId, accessoryId: a.accessoryId, paymentId: payment.id })));
  }
  if (payment.isCompetitionPayment) await signUpForCompetition(tx, payment.userId, editionOfPayment(payment.id));
  await releasePendingPayments(tx, payment.userId, {
    containing: participationIds,
    competition: payment.isCompetitionPayment,
    except: payment.id,
  });
  if (how.message !== false) {
    const purchase = {
      paymentId: payment.id,
      userId: payment.userId,
      titles: contents.items.map((i) => i.title),
      enTitles: contents.items.map((i) => i.enTitle),
      accessories: contents.accessories.map((a) => a.name),
      competition: payment.isCompetitionPayment,
      attachments: purchaseAttachments(payment.id, { receipt: true, calendar: contents.items.length > 0 }),
    };
    await queuePurchaseMessage(tx, purchase, how.publicUrl);
  }
  // The counters last (the competition, seats, then the coupon: the lock order): the rows every buyer
  // of a rush takes from stay locked only from here to the commit (docs/decisions/009).
  const held = countSeats(items.filter((i) => i.holdsSeat).map((i) => i.presentationId));
  const free = countSeats(items.filter((i) => !i.holdsSeat).map((i) => i.presentationId));
  if (how.ownsItsHolds && free.size === 0) {
    // What it held becomes sold and used: these always fit, so they need no answer before the COMMIT,
    // which the caller may send with them (commitTogether, docs/decisions/027).
    const counted = inOrder([
      ...(payment.isCompetitionPayment ? [sellHeldCompetitionSeat(tx, editionOfPayment(payment.id))] : []),
      ...sellHeldSeats(tx, held),
      ...(payment.couponId !== null ? [useHeldCouponUse(tx, payment.couponId)] : []),
    ]);
    return { counted };
  }
  if (payment.isCompetitionPayment) {
    const edition = editionOfPayment(payment.id);
    if (how.ownsItsHolds) await sellHeldCompetitionSeat(tx, edition).execute();
    else if (!(await sellFreeCompetitionSeat(tx, edition))) throw new Error(`payment ${payment.id}: a competition seat checked free is taken`);
  }
  await inOrder(sellHeldSeats(tx, held));
  if (!(await sellFreeSeats(tx, free))) {
    // whyCannotFulfil found them free under the same locks: this is a bug, and the transaction rolls back.
    throw new Error(`payment ${payment.id}: a seat checked free is taken`);
  }
  if (payment.couponId !== null) {
    if (how.ownsItsHolds) await useHeldCouponUse(tx, payment.couponId).execute();
    else if (!(await useFreeCouponUse(tx, payment.couponId))) throw new Error(`payment ${payment.id}: a coupon use checked free is taken`);
  }
  return { counted: Promise.resolve() };
}

/**
 * Marks a payment whose money arrived COMPLETED or REFUND_REQUIRED, with the bank's reference.
 * Returns the caller's locked row as it now is.
 */
export async function recordMoney<P extends { id: number }>(
  tx: Tx,
  payment: P,
  state: 'COMPLETED' | 'REFUND_REQUIRED',
  bank: { refId: number | null; cardPan: string | null },
): Promise<P & { paymentState: 'COMPLETED' | 'REFUND_REQUIRED'; refId: number | null; cardPan: string | null }> {
  await tx
    .update(payments)
    .set({ paymentState: state, refId: bank.refId, cardPan: bank.cardPan, verifiedDate: sql`now()` })
    .where(eq(payments.id, payment.id));
  return { ...payment, ...bank, paymentState: state };
}
