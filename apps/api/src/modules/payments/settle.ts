import { eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@fest/contract';
import { commitTogether, oncePerDb, type Tx } from '../../db/client';
import { changedHere, CHANNELS } from '../../db/listen';
import { payments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { endPendingPayments, lockUser, ranOutHold, releaseHolds } from '../inventory';
import { readContents } from './contents';
import type { PaymentsDeps } from './deps';
import { fulfil, recordMoney, whyCannotFulfil } from './fulfil';
import { describePaymentChanges } from './history';
import { MONEY_ARRIVED } from './states';
import { paymentTexts } from './texts';

/** What settling needs: the database, the gateway, a logger, the ticket key and PUBLIC_URL (for the buyer's SMS). */
type SettleDeps = Pick<PaymentsDeps, 'db' | 'gateway' | 'log' | 'settings' | 'ticketKey'>;

/**
 * Who asks: the buyer back from the bank (or an organiser's reverify, which has the buyer's exact
 * semantics), or the background sweep.
 */
export type SettleMode = 'buyer' | 'sweep';

/** Written into the payment's history with whatever state this settling moves it to. */
const NOTES: Record<SettleMode, string> = { buyer: paymentTexts.notes.buyerReturned, sweep: paymentTexts.notes.sweep };

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
/** What a settlement reports of a payment row. */
type SettledRow = Pick<PaymentRow, 'id' | 'paymentState' | 'refId' | 'cardPan' | 'totalPrice' | 'isCompetitionPayment'>;
const settlementOf = (p: SettledRow): Settlement => ({
  paymentId: p.id,
  state: p.paymentState,
  refId: p.refId,
  cardPan: p.cardPan,
  amount: p.totalPrice,
  isCompetitionPayment: p.isCompetitionPayment,
});

/** The payment's row locked for settling (after its user's lock, in the lock order), and whether its hold ran out. */
async function lockPayment(tx: Tx, paymentId: number) {
  const [row] = await tx
    .select({ payment: payments, holdRanOut: sql<boolean>`${ranOutHold}` })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('no key update');
  return row && { ...row.payment, holdRanOut: row.holdRanOut };
}

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
  if (!payment) throw notFound(paymentTexts.paymentNotFound);
  const paymentId = payment.id;
  if (MONEY_ARRIVED.has(payment.paymentState)) return settlementOf(payment);

  if (!payment.authority) {
    // No gateway session was opened (or not yet): nobody can have paid it.
    if (mode === 'sweep') await expireIfHoldRanOut(deps, paymentId);
    const [now] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return settlementOf(now ?? payment);
  }

  const answer = await gateway.verify({ authority: payment.authority, amountRial: payment.totalPrice * 10 });

  const settled = await commitTogether(db, async (tx, withCommit) => {
    await describePaymentChanges(tx, by ?? { actorId: null, note: NOTES[mode] });
    await lockUser(tx, payment.userId);
    const row = await lockPayment(tx, paymentId);
    if (!row) throw notFound(paymentTexts.paymentNotFound);
    if (MONEY_ARRIVED.has(row.paymentState)) return settlementOf(row);

    // A PENDING payment owns its seats (or competition seat) and coupon use (docs/decisions/009); an
    // ended one owns nothing.
    const pending = row.paymentState === 'PENDING';
    if (answer.paid) {
      const bank = { refId: answer.refId, cardPan: answer.cardPan };
      const contents = await readContents(tx, paymentId);
      const refusal = await whyCannotFulfil(tx, row, contents, pending);
      if (refusal) {
        log.warn(
          { paymentId, authority: row.authority, refId: answer.refId, amount: row.totalPrice, reason: refusal },
          'money arrived for a payment that can no longer be fulfilled: REFUND_REQUIRED',
        );
        if (pending) await releaseHolds(tx, [{ id: row.id, couponId: row.couponId, competition: row.isCompetitionPayment }]);
        return settlementOf(await recordMoney(tx, row, 'REFUND_REQUIRED', bank));
      }
      const completed = settlementOf(await recordMoney(tx, row, 'COMPLETED', bank));
      const { counted } = await fulfil(tx, row, contents, {
        ticketKey: deps.ticketKey,
        publicUrl: deps.settings.PUBLIC_URL,
        ownsItsHolds: pending,
      });
      withCommit(counted);
      return completed;
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
  // Seats sold or given back: this process's catalogue answers hear it at once (db/listen.ts).
  if (settled.state !== payment.paymentState) changedHere(db, CHANNELS.catalogue);
  return settled;
}

async function expireIfHoldRanOut({ db }: SettleDeps, paymentId: number) {
  const ended = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
    if (!owner) return [];
    await lockUser(tx, owner.userId);
    return endPendingPayments(tx, sql`payments.id = ${paymentId} and ${ranOutHold}`, 'EXPIRED');
  });
  if (ended.length) changedHere(db, CHANNELS.catalogue);
}

/** A payment by its authority, prepared once per Db (every buyer back from the bank is looked up so). */
const paymentByAuthority = oncePerDb((db) =>
  db.select().from(payments).where(eq(payments.authority, sql.placeholder('authority'))).prepare('payment_by_authority'),
);

/** The buyer's verify: only their own payment (404 otherwise, so authorities can't be probed). */
export async function verifyForBuyer(deps: SettleDeps, userId: number, authority: string): Promise<Settlement> {
  const [payment] = await paymentByAuthority(deps.db).execute({ authority });
  if (!payment || payment.userId !== userId) throw notFound(paymentTexts.yourPaymentNotFound);
  return settlePayment(deps, payment, 'buyer');
}

/** What the buyer reads about a settled payment (Persian). */
export function settlementDetail(s: Settlement): string {
  switch (s.state) {
    case 'COMPLETED':
      return s.isCompetitionPayment ? paymentTexts.settled.completedCompetition : paymentTexts.settled.completed;
    case 'REFUND_REQUIRED':
      return paymentTexts.settled.refundRequired;
    case 'PENDING':
      return paymentTexts.settled.pending;
    case 'REFUNDED':
      return paymentTexts.settled.refunded;
    default:
      return paymentTexts.settled.failed;
  }
}
