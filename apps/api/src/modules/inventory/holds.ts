import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { countSeats, giveBackCompetitionSeats, giveBackCouponUses, giveBackSeats } from './counters';
import { changedHere, CHANNELS } from '../../db/listen';

/**
 * A hold: a PENDING payment keeps its seats (or competition seat) and its coupon use until
 * `hold_expires_at`. Expiry is measured on the database clock, the one clock every API process
 * shares (docs/decisions/003). A hold that ran out still owns its counted seats (counters.ts) until
 * its payment is ended: by the sweep, or by a buyer the counters refused (endRanOutHolds); the
 * catalogue leaves such seats out of what it shows as taken.
 *
 * These two predicates are the only definition of "live" and "ran out"; every count of held seats
 * or coupon uses, the sweep and settling use them. They name the `payments` table, so a query
 * using them must refer to that table by its own name (no alias).
 */
export const liveHold: SQL = sql`(${payments.paymentState} = 'PENDING' and ${payments.holdExpiresAt} > now())`;
export const ranOutHold: SQL = sql`(${payments.paymentState} = 'PENDING' and ${payments.holdExpiresAt} <= now())`;

/** `now() + seconds` on the database clock: the `hold_expires_at` of a new hold. */
export const holdUntil = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Ends PENDING payments (the `which` filter, over the `payments` table by its own name): they become
 * `state` and give back what they held, in the same transaction. The UPDATE's `payment_state =
 * 'PENDING'` condition is what makes each release happen once: a payment already ended is not
 * returned, so its seats are never given back twice.
 *
 * The one-owner rule (docs/decisions/009): a held seat belongs to the cart item (holds_seat). While a
 * PENDING payment includes the item, the payment decides its fate; when the payment ends unpaid, an
 * ordinary item's seat is given back, while a waiting list's offer keeps its seat (it owned it before
 * the payment and owns it again after: the hand-over back), until the offer itself is passed on.
 * `keep`: cart items whose seats stay held (pay_all replacing a payment by one for the same items).
 * Returns the ids of the payments ended. Call with their users locked (or where no one else can hold
 * them: the sweep's claim).
 */
export async function endPendingPayments(
  tx: Tx,
  which: SQL,
  state: 'EXPIRED' | 'FAILED',
  opts: { keep?: number[] } = {},
): Promise<number[]> {
  const ended = rowsOf<{ id: number; coupon_id: number | null; is_competition_payment: boolean }>(
    await tx.execute(sql`update payments set payment_state = ${state}
      where payment_state = 'PENDING' and ${which}
      returning id, coupon_id, is_competition_payment`),
  );
  if (ended.length === 0) return [];
  const released = ended.map((p) => ({
    id: Number(p.id),
    couponId: p.coupon_id === null ? null : Number(p.coupon_id),
    competition: p.is_competition_payment,
  }));
  await releaseHolds(tx, released, opts.keep);
  return ended.map((p) => Number(p.id));
}

/**
 * Gives back what these payments held (the competition seat of a competition payment, seats of their
 * ordinary items, their coupon uses). Only for payments that were PENDING and that the same
 * transaction moves out of PENDING with their rows locked (endPendingPayments, or settling's
 * REFUND_REQUIRED): that is what makes it happen once. The festival row first (the lock order).
 */
export async function releaseHolds(
  tx: Tx,
  ended: { id: number; couponId: number | null; competition: boolean }[],
  keep: number[] = [],
): Promise<void> {
  if (ended.length === 0) return;
  await giveBackCompetitionSeats(tx, ended.flatMap((p) => (p.competition ? [p.id] : [])));
  await releaseSeatsOf(tx, ended.map((p) => p.id), keep);
  const coupons = ended.flatMap((p) => (p.couponId === null ? [] : [p.couponId]));
  if (coupons.length) await giveBackCouponUses(tx, countSeats(coupons));
}

/** Gives back the seats of these (just ended) payments' ordinary cart items, but `keep`'s. */
async function releaseSeatsOf(tx: Tx, paymentIds: number[], keep: number[]): Promise<void> {
  const notKept = keep.length ? sql`and pa.id not in (${sql.join(keep.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const freed = rowsOf<{ presentation_id: number }>(
    await tx.execute(sql`update participations pa set holds_seat = false
      where pa.holds_seat and pa.offer_expires_at is null ${notKept}
        and pa.id in (select pi.participation_id from payment_items pi
                      where pi.payment_id in (${sql.join(paymentIds.map((id) => sql`${id}`), sql`, `)}))
      returning pa.presentation_id`),
  );
  if (freed.length) await giveBackSeats(tx, countSeats(freed.map((r) => Number(r.presentation_id))));
}

/**
 * Marks the user's PENDING payments EXPIRED, which releases their seats and coupon use at once.
 * EXPIRED rather than FAILED: nothing says the buyer did not pay, and verify and the sweep still
 * ask the gateway about an EXPIRED payment, so money that arrives for it is never lost.
 * `containing` limits it to payments that include one of these cart items. Call with the user locked.
 */
export async function releasePendingPayments(
  tx: Tx,
  userId: number,
  opts: { containing?: number[]; competition?: boolean; except?: number; keep?: number[] } = {},
): Promise<number[]> {
  const filters = [sql`${payments.userId} = ${userId}`];
  if (opts.except !== undefined) filters.push(sql`${payments.id} <> ${opts.except}`);
  const which: SQL[] = [];
  if (opts.containing?.length) {
    which.push(sql`exists (select 1 from payment_items pi where pi.payment_id = ${payments.id}
      and pi.participation_id in (${sql.join(opts.containing.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (opts.competition) which.push(sql`${payments.isCompetitionPayment}`);
  if (opts.containing !== undefined || opts.competition !== undefined) {
    if (which.length === 0) return [];
    filters.push(sql`(${sql.join(which, sql` or `)})`);
  }
  return endPendingPayments(tx, sql.join(filters, sql` and `), 'EXPIRED', { keep: opts.keep });
}

/**
 * Deletes a PENDING cart item and gives back the seat it owns, if any (an offer's; an ordinary item's
 * seat went back when its payment ended). Call after ending the payments that include it.
 */
export async function removeCartItem(tx: Tx, participationId: number): Promise<void> {
  const [gone] = rowsOf<{ presentation_id: number; holds_seat: boolean }>(
    await tx.execute(sql`delete from participations where id = ${participationId} returning presentation_id, holds_seat`),
  );
  if (gone?.holds_seat) await giveBackSeats(tx, new Map([[Number(gone.presentation_id), 1]]));
}

/**
 * Ends the PENDING payments whose hold ran out that keep seats of these presentations, a use of this
 * coupon or (`competition`) a competition seat (or, `abandoned`, that never got a gateway session),
 * each in its own transaction under its user's lock (the lock order), so that a buyer refused by the
 * counters gets the seats a ran-out hold still counts. A hold runs out on the database clock with
 * nothing written; its seats are counted as held until someone ends it: this, or the sweep. Returns
 * how many were ended. Call outside any transaction.
 */
export async function endRanOutHolds(
  db: Db,
  on: { presentations?: number[]; coupon?: number; competition?: boolean; abandoned?: boolean },
): Promise<number> {
  const which: SQL[] = [];
  if (on.presentations?.length) {
    which.push(sql`exists (select 1 from payment_items pi join participations pa on pa.id = pi.participation_id
      where pi.payment_id = payments.id and pa.holds_seat and pa.offer_expires_at is null
        and pi.presentation_id in (${sql.join(on.presentations.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (on.coupon !== undefined) which.push(sql`payments.coupon_id = ${on.coupon}`);
  if (on.competition) which.push(sql`payments.is_competition_payment`);
  if (on.abandoned) which.push(sql`payments.authority is null`);
  if (which.length === 0) return 0;
  const ranOut = rowsOf<{ id: number; user_id: number }>(
    await db.execute(sql`select id, user_id from payments where ${ranOutHold} and (${sql.join(which, sql` or `)})
      order by hold_expires_at, id limit 100`),
  );
  let ended = 0;
  for (const p of ranOut) {
    ended += await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${p.user_id} for no key update`);
      return (await endPendingPayments(tx, sql`payments.id = ${p.id} and ${ranOutHold}`, 'EXPIRED')).length;
    });
  }
  if (ended) changedHere(db, CHANNELS.catalogue);
  return ended;
}

/**
 * Until when (a performance.now() time) answers counting held seats stay true with nothing written:
 * the moment the earliest live hold runs out, Infinity when none is live. The offset between the
 * database clock and ours is taken as if the database had answered the instant it was asked, which
 * can only make the result early, never late. Call it BEFORE reading the seats, so that every hold
 * those reads count is one this query saw.
 */
export async function holdsUnchangedUntil(db: Db | Tx): Promise<number> {
  const asked = performance.now();
  const result = await db.execute(sql`
    select (extract(epoch from now()) * 1000)::float8 as now_ms,
      (extract(epoch from min(${payments.holdExpiresAt})) * 1000)::float8 as until_ms
    from payments where ${liveHold}`);
  const row = rowsOf<{ now_ms: number | string; until_ms: number | string | null }>(result)[0];
  if (!row || row.until_ms === null) return Infinity;
  return asked + (Number(row.until_ms) - Number(row.now_ms));
}
