import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { payments } from '../../db/schema';

/**
 * A hold: a PENDING payment keeps its seats (or competition seat) and its coupon use until
 * `hold_expires_at`. Expiry is measured on the database clock, the one clock every API process
 * shares (docs/decisions/003), so no process needs to write anything for a hold to run out.
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
 * Marks the user's PENDING payments EXPIRED, which releases their seats and coupon use at once.
 * EXPIRED rather than FAILED: nothing says the buyer did not pay, and verify and the sweep still
 * ask the gateway about an EXPIRED payment, so money that arrives for it is never lost.
 * `containing` limits it to payments that include one of these cart items. Call with the user locked.
 */
export async function releasePendingPayments(
  tx: Tx,
  userId: number,
  opts: { containing?: number[]; competition?: boolean; except?: number } = {},
): Promise<number[]> {
  const filters = [sql`${payments.userId} = ${userId}`, sql`${payments.paymentState} = 'PENDING'`];
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
  const rows = await tx
    .update(payments)
    .set({ paymentState: 'EXPIRED' })
    .where(sql.join(filters, sql` and `))
    .returning({ id: payments.id });
  return rows.map((r) => r.id);
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
