import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RefundBody } from '@fest/contract';
import type { Tx } from '../../db/client';
import { participations, paymentItems, payments, userAccessories, users } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { GatewayError } from '../../gateways/zarinpal';
import { countSeats, lockUser, returnCouponUse, unsellCompetitionSeat, unsellSeats } from '../inventory';
import { recordAudit } from '../audit';
import type { PaymentsDeps } from './deps';
import { describePaymentChanges } from './history';

type RefundDeps = Pick<PaymentsDeps, 'db' | 'gateway' | 'log'>;
type PaymentRow = typeof payments.$inferSelect;

/** States a refund may start from. */
const REFUNDABLE = ['COMPLETED', 'REFUND_REQUIRED'] as const;
const refundable = (state: string) => (REFUNDABLE as readonly string[]).includes(state);

/**
 * How long a claim to reverse a payment through the gateway stands. Far above the gateway's time-out
 * (ZARINPAL_TIMEOUT_MS), so a live request always finishes first; a claim older than this belongs
 * to a process that died between the gateway's answer and the commit, and may be retaken (ZarinPal
 * then refuses a second reverse of the same session, so money is never returned twice).
 */
const CLAIM_SECONDS = 300;
const claimIsLive = sql`(${payments.refundClaimedAt} is not null and ${payments.refundClaimedAt} > now() - make_interval(secs => ${CLAIM_SECONDS}))`;

/**
 * Refunds a payment, exactly once however many organisers press the button at once, on any number
 * of API processes:
 *  - only a COMPLETED or REFUND_REQUIRED payment can be refunded, and only once (it becomes REFUNDED);
 *  - `gateway`: a conditional update first claims the payment (one claim at a time, from any
 *    process), then ZarinPal is asked to reverse it OUTSIDE any transaction (no lock is held over the
 *    network); if it refuses, the claim is dropped and nothing has changed (400 REFUND_REFUSED with
 *    the gateway's reason); if it agrees, the refund is applied in one transaction;
 *  - `manual`: money returned by hand is recorded in one transaction, refused while a gateway
 *    refund of the same payment is under way;
 *  - applying it, under the user and payment locks (inventory's lock order): a COMPLETED payment's
 *    registrations are CANCELLED (out of the cart, seat free, ticket void), its accessories leave the
 *    user, its coupon use is given back, a competition payment signs the user out (its seat free); a
 *    REFUND_REQUIRED payment never gave anything, so only its state changes (its cart items, still
 *    PENDING or since bought by another payment, are left alone). The history and the audit log are
 *    written in the same transaction.
 */
export async function refundPayment(
  deps: RefundDeps,
  input: { actorId: number; paymentId: number } & RefundBody,
): Promise<PaymentRow> {
  const { db, gateway, log } = deps;
  const note = input.note.trim();
  if (input.method === 'manual') {
    return db.transaction(async (tx) => {
      const row = await lockForRefund(tx, input.paymentId);
      if (row.claimLive) {
        throw new AppError(409, 'CONFLICT', 'بازگرداندن این پرداخت از راه درگاه در جریان است؛ کمی بعد دوباره نگاه کنید.');
      }
      return applyRefund(tx, row, { actorId: input.actorId, method: 'manual', note });
    });
  }

  const [claimed] = await db
    .update(payments)
    // Whole milliseconds, so the claim read back into a JS Date still names it exactly (dropClaim).
    .set({ refundClaimedAt: sql`date_trunc('milliseconds', now())` })
    .where(
      and(
        eq(payments.id, input.paymentId),
        inArray(payments.paymentState, [...REFUNDABLE]),
        sql`not ${claimIsLive}`,
      ),
    )
    .returning();
  if (!claimed) throw await whyNotClaimed(deps, input.paymentId);
  if (!claimed.authority) {
    await dropClaim(deps, claimed);
    throw validationError(
      { method: ['این پرداخت از راه درگاه انجام نشده است؛ بازپرداخت را دستی ثبت کنید.'] },
      'این پرداخت از راه درگاه انجام نشده است.',
    );
  }

  try {
    await gateway.reverse(claimed.authority);
  } catch (err) {
    await dropClaim(deps, claimed);
    if (err instanceof GatewayError && err.gatewayCode !== undefined) {
      log.warn({ paymentId: claimed.id, gatewayCode: err.gatewayCode }, 'the gateway refused to reverse a payment');
      throw new AppError(400, 'REFUND_REFUSED', `درگاه پرداخت بازگرداندن وجه را نپذیرفت: ${err.detail}`);
    }
    throw err;
  }

  return db.transaction(async (tx) => {
    const row = await lockForRefund(tx, input.paymentId);
    if (row.refundClaimedAt?.getTime() !== claimed.refundClaimedAt?.getTime()) {
      // Only if this request stalled longer than CLAIM_SECONDS and another took the payment over.
      log.error({ paymentId: row.id }, 'a reversed payment was claimed by another refund meanwhile');
      throw new AppError(409, 'CONFLICT', 'بازپرداخت دیگری هم‌زمان برای این پرداخت ثبت شد.');
    }
    return applyRefund(tx, row, { actorId: input.actorId, method: 'gateway', note });
  });
}

/** Locks the payment (after its user: the lock order) and checks that it can still be refunded. */
async function lockForRefund(tx: Tx, paymentId: number) {
  const [found] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
  if (!found) throw notFound('پرداخت یافت نشد.');
  await lockUser(tx, found.userId);
  const [locked] = await tx
    .select({ row: payments, claimLive: sql<boolean>`${claimIsLive}` })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('no key update');
  if (!locked) throw notFound('پرداخت یافت نشد.');
  if (!refundable(locked.row.paymentState)) throw stateConflict(locked.row.paymentState);
  return { ...locked.row, claimLive: locked.claimLive };
}

function stateConflict(state: string) {
  return state === 'REFUNDED'
    ? new AppError(409, 'CONFLICT', 'این پرداخت پیش‌تر بازپرداخت شده است.')
    : new AppError(409, 'CONFLICT', 'فقط پرداخت تکمیل‌شده یا در انتظار بازگشت وجه را می‌توان بازپرداخت کرد.');
}

async function whyNotClaimed({ db }: RefundDeps, paymentId: number) {
  const [row] = await db.select({ state: payments.paymentState }).from(payments).where(eq(payments.id, paymentId));
  if (!row) return notFound('پرداخت یافت نشد.');
  if (!refundable(row.state)) return stateConflict(row.state);
  return new AppError(409, 'CONFLICT', 'بازگرداندن این پرداخت از راه درگاه در جریان است؛ کمی بعد دوباره نگاه کنید.');
}

/** Gives the claim up (only our own: a claim retaken meanwhile is someone else's). */
async function dropClaim({ db, log }: RefundDeps, claimed: PaymentRow) {
  await db
    .update(payments)
    .set({ refundClaimedAt: null })
    .where(and(eq(payments.id, claimed.id), eq(payments.refundClaimedAt, claimed.refundClaimedAt!)))
    .catch((err: unknown) => log.error({ err, paymentId: claimed.id }, 'could not drop a refund claim; it runs out by itself'));
}

async function applyRefund(
  tx: Tx,
  row: PaymentRow,
  how: { actorId: number; method: 'gateway' | 'manual'; note: string },
): Promise<PaymentRow> {
  const label = how.method === 'gateway' ? 'بازپرداخت از راه درگاه' : 'بازپرداخت دستی';
  await describePaymentChanges(tx, { actorId: how.actorId, note: how.note ? `${label}: ${how.note}` : label });
  let cancelled: number[] = [];
  let accessoriesTaken = 0;
  if (row.paymentState === 'COMPLETED') {
    // Only the registrations this payment completed (a participation is completed by one payment).
    const rows = await tx
      .update(participations)
      .set({ paymentState: 'CANCELLED', cancelledAt: sql`now()`, ticketHash: null, ticketSalt: null })
      .where(
        and(
          eq(participations.paymentState, 'COMPLETED'),
          inArray(
            participations.id,
            tx.select({ id: paymentItems.participationId }).from(paymentItems).where(eq(paymentItems.paymentId, row.id)),
          ),
        ),
      )
      .returning({ id: participations.id, presentationId: participations.presentationId });
    cancelled = rows.map((r) => r.id);
    await unsellSeats(tx, countSeats(rows.map((r) => r.presentationId)));
    const taken = await tx.delete(userAccessories).where(eq(userAccessories.paymentId, row.id)).returning({ id: userAccessories.id });
    accessoriesTaken = taken.length;
    if (row.couponId !== null) await returnCouponUse(tx, row.couponId);
    if (row.isCompetitionPayment) {
      // The seat is given back with the flag it was counted by, never twice (the flag changes once).
      const [out] = await tx
        .update(users)
        .set({ isSignedUpForCompetition: false })
        .where(and(eq(users.id, row.userId), eq(users.isSignedUpForCompetition, true)))
        .returning({ id: users.id });
      if (out) await unsellCompetitionSeat(tx);
    }
  }
  const [refunded] = await tx
    .update(payments)
    .set({
      paymentState: 'REFUNDED',
      refundedAt: sql`now()`,
      refundMethod: how.method,
      refundNote: how.note,
      refundClaimedAt: null,
    })
    .where(and(eq(payments.id, row.id), or(eq(payments.paymentState, 'COMPLETED'), eq(payments.paymentState, 'REFUND_REQUIRED')), isNull(payments.refundedAt)))
    .returning();
  await recordAudit(tx, {
    actorId: how.actorId,
    action: 'refund',
    objectType: 'payment',
    objectId: String(row.id),
    before: { payment_state: row.paymentState },
    after: {
      payment_state: 'REFUNDED',
      method: how.method,
      note: how.note,
      cancelled_participations: cancelled,
      accessories_taken_back: accessoriesTaken,
      coupon_use_returned: row.paymentState === 'COMPLETED' && row.couponId !== null,
    },
  });
  return refunded!;
}
