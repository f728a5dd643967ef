import { eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@fest/contract';
import { CommitWith, hotStatement, oncePerDb, transactionFrom, type BoundStatement } from '../../db/client';
import { payments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { endPendingPayments, lockedUser, lockUser, ranOutHold, releaseHolds, userLock } from '../inventory';
import { accessoriesRead, contentsFrom, itemsRead } from './contents';
import type { PaymentsDeps } from './deps';
import { fulfil, oneSeatFulfilment, recordMoney, whyCannotFulfil } from './fulfil';
import { describePaymentChanges } from './history';
import { MONEY_ARRIVED } from './states';

/** What settling needs: the database, the gateway, a logger, the ticket key and PUBLIC_URL (for the buyer's SMS). */
type SettleDeps = Pick<PaymentsDeps, 'db' | 'gateway' | 'log' | 'settings' | 'ticketKey'>;

/**
 * Who asks: the buyer back from the bank (or an organiser's reverify, which has the buyer's exact
 * semantics), or the background sweep.
 */
export type SettleMode = 'buyer' | 'sweep';

/** Written into the payment's history with whatever state this settling moves it to. */
const NOTES: Record<SettleMode, string> = { buyer: 'تأیید پس از بازگشت خریدار از بانک', sweep: 'بررسی خودکار پرداخت‌های باز' };

export interface Settlement {
  paymentId: number;
  state: PaymentState;
  refId: number | null;
  cardPan: string | null;
  /** Toman. */
  amount: number;
  isCompetitionPayment: boolean;
}


type PaymentRow = typeof payments.$inferSelect;
/** What a settlement reports of a payment row (drizzle's, or paymentLock's mapped by lockedPayment). */
type SettledRow = Pick<PaymentRow, 'id' | 'paymentState' | 'refId' | 'cardPan' | 'totalPrice' | 'isCompetitionPayment'>;
const settlementOf = (p: SettledRow): Settlement => ({
  paymentId: p.id,
  state: p.paymentState,
  refId: p.refId,
  cardPan: p.cardPan,
  amount: p.totalPrice,
  isCompetitionPayment: p.isCompetitionPayment,
});

/**
 * The payment locked for settling (after its user's lock, in the lock order), whether its hold ran
 * out, and whether its user has another PENDING payment (which fulfil would release: none can appear
 * while the user's row is locked). Hot: sent with the BEGIN.
 */
const paymentLock = hotStatement<{ paymentId: number }>(
  ({ paymentId }) => sql`select id, user_id, subtotal, total_price, payment_state, authority, ref_id, card_pan,
      coupon_id, is_competition_payment, ${ranOutHold} as hold_ran_out,
      exists (select 1 from payments o where o.user_id = payments.user_id and o.id <> payments.id
        and o.payment_state = 'PENDING') as others_pending
    from ${payments} where id = ${paymentId}
    for no key update`,
);

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** paymentLock's row (as PostgreSQL names it) in drizzle's names. */
function lockedPayment(r: Record<string, unknown>) {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    subtotal: Number(r.subtotal),
    totalPrice: Number(r.total_price),
    paymentState: r.payment_state as PaymentState,
    authority: r.authority as string | null,
    refId: numberOrNull(r.ref_id),
    cardPan: r.card_pan as string | null,
    couponId: numberOrNull(r.coupon_id),
    isCompetitionPayment: Boolean(r.is_competition_payment),
    holdRanOut: Boolean(r.hold_ran_out),
    othersPending: Boolean(r.others_pending),
  };
}

/** The note a settling without an organiser writes into the payment's history (describePaymentChanges), hot. */
const settlingNote = Object.fromEntries(
  (Object.keys(NOTES) as SettleMode[]).map((mode) => [
    mode,
    // A constant of this file: written into the text, so that it can travel with the BEGIN.
    hotStatement<Record<string, never>>(() => sql.raw(`select set_config('fest.actor_id', '', true),
      set_config('fest.payment_note', '${NOTES[mode].replaceAll("'", "''")}', true)`)),
  ]),
) as Record<SettleMode, (args: Record<string, never>) => BoundStatement>;

/**
 * Settles a payment with the gateway, exactly once however often and however concurrently it is
 * called, from any number of API processes:
 *  - a payment whose money arrived (COMPLETED, REFUND_REQUIRED, REFUNDED: states.ts) answers its stored
 *    result without asking again; a refund is final, never undone by a later verify;
 *  - otherwise the gateway is asked (outside any transaction: no lock is held over the network),
 *    for the exact stored amount; then, with the user and payment rows locked, the state is read
 *    again and the answer applied only if no one settled it meanwhile.
 * Money that arrived completes the payment if its seats (and coupon use) are still there, which is
 * always so while its hold is live; otherwise the payment becomes REFUND_REQUIRED, never lost.
 * "Not paid": the buyer's verify marks it FAILED; the sweep leaves it PENDING until the hold runs
 * out (the buyer may still be paying), then marks it EXPIRED.
 * A gateway that cannot be reached throws GatewayError (502) and the payment stays as it was.
 * `which`: the payment's id, or its row as the caller just read it.
 */
export async function settlePayment(
  deps: SettleDeps,
  which: number | PaymentRow,
  mode: SettleMode,
  by: { actorId: number; note: string } | null = null,
): Promise<Settlement> {
  const { db, gateway, log } = deps;
  const [payment] = typeof which === 'number' ? await db.select().from(payments).where(eq(payments.id, which)) : [which];
  if (!payment) throw notFound('پرداخت یافت نشد.');
  const paymentId = payment.id;
  if (MONEY_ARRIVED.has(payment.paymentState)) return settlementOf(payment);

  if (!payment.authority) {
    // No gateway session was opened (or not yet): nobody can have paid it.
    if (mode === 'sweep') await expireIfHoldRanOut(deps, paymentId);
    const [now] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return settlementOf(now ?? payment);
  }

  const answer = await gateway.verify({ authority: payment.authority, amountRial: payment.totalPrice * 10 });

  // The history's note, the locks and the reads of what the payment is for travel with the BEGIN
  // (one message on a server); an organiser's note is not a constant, so it follows them.
  const first = [
    ...(by ? [] : [settlingNote[mode]({})]),
    userLock({ userId: payment.userId }),
    paymentLock({ paymentId }),
    itemsRead({ paymentId }),
    accessoriesRead({ paymentId }),
  ];
  return transactionFrom(db, first, async (tx, rows) => {
    if (by) await describePaymentChanges(tx, by);
    const [userRows, paymentRows, itemRows, accessoryRows] = by ? rows : rows.slice(1);
    const user = lockedUser(userRows as Parameters<typeof lockedUser>[0]);
    if (!paymentRows![0]) throw notFound('پرداخت یافت نشد.');
    const row = lockedPayment(paymentRows![0]);
    if (MONEY_ARRIVED.has(row.paymentState)) return settlementOf(row);

    // A PENDING payment owns its seats (or competition seat) and coupon use (docs/decisions/009); an
    // ended one owns nothing.
    const pending = row.paymentState === 'PENDING';
    if (answer.paid) {
      const bank = { refId: answer.refId, cardPan: answer.cardPan };
      const contents = contentsFrom(itemRows!, accessoryRows!);
      const refusal = await whyCannotFulfil(tx, row, contents, user.isSignedUpForCompetition, pending);
      if (refusal) {
        log.warn(
          { paymentId, authority: row.authority, refId: answer.refId, amount: row.totalPrice, reason: refusal },
          'money arrived for a payment that can no longer be fulfilled: REFUND_REQUIRED',
        );
        if (pending) await releaseHolds(tx, [{ id: row.id, couponId: row.couponId, competition: row.isCompetitionPayment }]);
        return settlementOf(await recordMoney(tx, row, 'REFUND_REQUIRED', bank));
      }
      const how = {
        ticketKey: deps.ticketKey,
        publicUrl: deps.settings.PUBLIC_URL,
        buyerPhone: user.phoneNumber,
        ownsItsHolds: pending,
        othersPending: row.othersPending,
      };
      // A one-seat order (a rush's): everything it writes goes with the COMMIT.
      const withCommit = oneSeatFulfilment(row, contents, how, bank);
      if (withCommit) return new CommitWith(withCommit, settlementOf({ ...row, ...bank, paymentState: 'COMPLETED' }));
      const completed = settlementOf(await recordMoney(tx, row, 'COMPLETED', bank));
      const last = await fulfil(tx, row, contents, { ...how, sellWithCommit: true });
      return last ? new CommitWith(last, completed) : completed;
    }

    // Not paid: an ended (FAILED or EXPIRED) payment stays as it is.
    if (!pending) return settlementOf(row);
    if (mode === 'buyer') {
      await endPendingPayments(tx, sql`payments.id = ${paymentId}`, 'FAILED');
      return settlementOf((await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]!);
    }
    if (row.holdRanOut) {
      await endPendingPayments(tx, sql`payments.id = ${paymentId}`, 'EXPIRED');
      return settlementOf((await tx.select().from(payments).where(eq(payments.id, paymentId)))[0]!);
    }
    return settlementOf(row);
  });
}

async function expireIfHoldRanOut({ db }: SettleDeps, paymentId: number) {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
    if (!owner) return;
    await lockUser(tx, owner.userId);
    await endPendingPayments(tx, sql`payments.id = ${paymentId} and ${ranOutHold}`, 'EXPIRED');
  });
}

/** A payment by its authority, prepared once per Db (every buyer back from the bank is looked up so). */
const paymentByAuthority = oncePerDb((db) =>
  db.select().from(payments).where(eq(payments.authority, sql.placeholder('authority'))).prepare('payment_by_authority'),
);

/** The buyer's verify: only their own payment (404 otherwise, so authorities can't be probed). */
export async function verifyForBuyer(deps: SettleDeps, userId: number, authority: string): Promise<Settlement> {
  const [payment] = await paymentByAuthority(deps.db).execute({ authority });
  if (!payment || payment.userId !== userId) throw notFound('پرداختی با این شناسه برای شما یافت نشد.');
  return settlePayment(deps, payment, 'buyer');
}

/** What the buyer reads about a settled payment (Persian). */
export function settlementDetail(s: Settlement): string {
  switch (s.state) {
    case 'COMPLETED':
      return s.isCompetitionPayment
        ? 'پرداخت با موفقیت انجام شد و ثبت‌نام شما در مسابقه قطعی شد.'
        : 'پرداخت با موفقیت انجام شد و ثبت‌نام شما قطعی شد.';
    case 'REFUND_REQUIRED':
      return (
        'مبلغ پرداختی شما دریافت شد، اما ظرفیت یا شرایط سفارش دیگر برقرار نبود و سفارش تکمیل نشد. ' +
        'این مبلغ به حساب شما بازگردانده خواهد شد؛ کد پیگیری را نزد خود نگه دارید.'
      );
    case 'PENDING':
      return 'پرداخت هنوز در جریان است.';
    case 'REFUNDED':
      return 'مبلغ این پرداخت به شما بازگردانده شده است و سفارش آن دیگر برقرار نیست.';
    default:
      return (
        'پرداخت انجام نشد یا لغو شد. اگر مبلغی از حساب شما کسر شده باشد، طی ۷۲ ساعت بازگردانده می‌شود. ' +
        'موارد سبد خرید شما باقی است و می‌توانید دوباره پرداخت کنید.'
      );
  }
}
