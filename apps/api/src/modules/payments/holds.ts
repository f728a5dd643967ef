import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { payments, presentations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Row locks and hold arithmetic shared by pay_all, competition signup, verify and the cart.
 *
 * Lock order, the same everywhere so that transactions never deadlock:
 *   user row -> payment rows -> festival row or presentation rows (by id) -> coupon row.
 * Locks are FOR NO KEY UPDATE: they exclude each other exactly as FOR UPDATE would, but not the
 * KEY SHARE locks that foreign-key checks take, so adding a cart item (which references the user
 * and the presentation) neither waits for a pay_all nor can deadlock with one.
 * Counts that decide a seat or a coupon use are read in a statement AFTER the lock is taken:
 * in READ COMMITTED each statement sees what was committed before it began, so a count read
 * after waiting for the lock includes the holder's writes (a count in the locking statement would not).
 */

/** Locks the user's row: one pay_all / signup / completion / removal per user at a time. */
export async function lockUser(tx: Tx, userId: number) {
  const [user] = await tx
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      email: users.email,
      isSignedUpForCompetition: users.isSignedUpForCompetition,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', 'حساب کاربری شما یافت نشد؛ دوباره وارد شوید.');
  return user;
}

/** `now() + seconds` on the database clock, the one clock every API process shares. */
export const holdUntil = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Marks the user's PENDING payments EXPIRED, which releases their seats and coupon use at once.
 * EXPIRED rather than FAILED: nothing says the buyer did not pay, and verify and the sweep still
 * ask the gateway about an EXPIRED payment, so money that arrives for it is never lost.
 * `containing` limits it to payments that include one of these cart items.
 */
export async function releasePendingPayments(
  tx: Tx,
  userId: number,
  opts: { containing?: number[]; competition?: boolean; except?: number } = {},
): Promise<number[]> {
  const filters = [sql`${payments.userId} = ${userId}`, sql`${payments.paymentState} = 'PENDING'`];
  if (opts.except !== undefined) filters.push(sql`${payments.id} <> ${opts.except}`);
  const which: ReturnType<typeof sql>[] = [];
  if (opts.containing?.length) {
    which.push(sql`exists (select 1 from payment_items pi where pi.payment_id = ${payments.id}
      and pi.participation_id in (${sql.join(opts.containing.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (opts.competition) which.push(sql`${payments.isCompetitionPayment}`);
  if (opts.containing !== undefined || opts.competition !== undefined) {
    if (which.length === 0) return [];
    filters.push(sql`(${sql.join(which, sql` or `)})`);
  }
  const rows = await tx
    .update(payments)
    .set({ paymentState: 'EXPIRED' })
    .where(sql.join(filters, sql` and `))
    .returning({ id: payments.id });
  return rows.map((r) => r.id);
}

/** Locks presentation rows in id order and reports whether each has started (database clock). */
export async function lockPresentations(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: presentations.id,
      faTitle: presentations.faTitle,
      capacity: presentations.capacity,
      cost: presentations.cost,
      isRegistrationActive: presentations.isRegistrationActive,
      started: sql<boolean>`${presentations.start} <= now()`,
    })
    .from(presentations)
    .where(inArray(presentations.id, ids))
    .orderBy(asc(presentations.id))
    .for('no key update');
}

/**
 * Seats taken per presentation as seen by the given cart items: COMPLETED participations plus
 * seats held by live PENDING payments for OTHER cart items. Call with the presentations locked.
 */
export async function seatsTakenByOthers(tx: Tx, presentationIds: number[], ownParticipations: number[]) {
  if (presentationIds.length === 0) return new Map<number, number>();
  const own = ownParticipations.length ? ownParticipations : [0];
  const result = await tx.execute(sql`
    select p.id as id,
      (select count(*) from participations pa
         where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED')
      + (select count(distinct pi.participation_id) from payment_items pi
           join payments pay on pay.id = pi.payment_id
           join participations pa on pa.id = pi.participation_id
         where pi.presentation_id = p.id and pay.payment_state = 'PENDING'
           and pay.hold_expires_at > now() and pa.payment_state = 'PENDING'
           and pi.participation_id not in (${sql.join(own.map((id) => sql`${id}`), sql`, `)})) as taken
    from presentations p
    where p.id in (${sql.join(presentationIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rowsOf<{ id: number; taken: number | string }>(result).map((r) => [Number(r.id), Number(r.taken)]));
}

/** Coupon uses held by live PENDING payments other than `exceptPayment`. Call with the coupon locked. */
export async function heldCouponUses(tx: Tx, couponId: number, exceptPayment?: number): Promise<number> {
  const filters = [
    eq(payments.couponId, couponId),
    eq(payments.paymentState, 'PENDING'),
    sql`${payments.holdExpiresAt} > now()`,
  ];
  if (exceptPayment !== undefined) filters.push(ne(payments.id, exceptPayment));
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(...filters));
  return Number(row?.n ?? 0);
}

/**
 * Competition seats taken: users signed up plus live PENDING competition payments, leaving out
 * `exceptPayment` and the payments of `exceptUser`. Call with the festival row locked.
 */
export async function competitionSeatsTaken(tx: Tx, opts: { exceptPayment?: number; exceptUser?: number } = {}) {
  const result = await tx.execute(sql`
    select (select count(*) from users where is_signed_up_for_competition)
      + (select count(*) from payments
           where is_competition_payment and payment_state = 'PENDING' and hold_expires_at > now()
             and id <> ${opts.exceptPayment ?? 0} and user_id <> ${opts.exceptUser ?? 0}) as taken`);
  return Number(rowsOf<{ taken: number | string }>(result)[0]?.taken ?? 0);
}
