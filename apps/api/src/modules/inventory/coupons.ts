import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponPresentations, coupons, payments } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { liveHold } from './holds';
import { lockCoupon } from './locks';

/**
 * Coupon uses left = max_uses - uses consumed (used_count, raised when a payment completes)
 * - uses held by live holds (other than `exceptPayment`'s). An SQL expression over the `coupons`
 * row in scope, so that a query may compute it for any coupon (the catalogue's coupon look-up).
 */
export const couponUsesLeftSql = (exceptPayment?: number): SQL => sql`(${coupons.maxUses} - ${coupons.usedCount}
  - (select count(*) from payments where ${payments.couponId} = ${coupons.id} and ${liveHold}
       and ${payments.id} <> ${exceptPayment ?? 0}))`;

/** Uses left of one coupon. Exact when called with the coupon locked (lockCoupon), after the lock. */
export async function couponUsesLeft(tx: Tx, couponId: number, exceptPayment?: number): Promise<number> {
  const [row] = await tx
    .select({ left: sql<number>`${couponUsesLeftSql(exceptPayment)}::int` })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return Number(row?.left ?? 0);
}

/**
 * Consumes one use (a payment that held it completed). The CHECK constraint (used_count <= max_uses)
 * is the last line of defence; callers have checked couponUsesLeft under the coupon's lock.
 */
export async function consumeCouponUse(tx: Tx, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}

/**
 * Gives back one consumed use (the payment that spent it was refunded), so it can be used again.
 * Never below zero: a use is returned only by the refund of a COMPLETED payment that consumed it,
 * once (the refund changes the payment's state in the same transaction).
 */
export async function returnCouponUse(tx: Tx, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(sql`${coupons.id} = ${couponId} and ${coupons.usedCount} > 0`);
}

export interface UsableCoupon {
  id: number;
  code: string;
  percentage: number;
  /** Presentations the coupon applies to; empty means the whole order. */
  eligible: Set<number>;
}

/**
 * Locks the coupon named by `code` and checks that it exists, has not expired and has a use left;
 * 400 COUPON_INVALID otherwise. Returns it with its eligible presentations.
 */
export async function lockUsableCoupon(tx: Tx, code: string): Promise<UsableCoupon> {
  const coupon = await lockCoupon(tx, { code });
  if (!coupon) throw badRequest('COUPON_INVALID', 'کد تخفیف وارد شده معتبر نیست.');
  if (coupon.expired) throw badRequest('COUPON_INVALID', 'مهلت استفاده از این کد تخفیف به پایان رسیده است.');
  if ((await couponUsesLeft(tx, coupon.id)) <= 0) {
    throw badRequest('COUPON_INVALID', 'ظرفیت استفاده از این کد تخفیف تمام شده است.');
  }
  const eligible = await tx
    .select({ id: couponPresentations.presentationId })
    .from(couponPresentations)
    .where(eq(couponPresentations.couponId, coupon.id));
  return { id: coupon.id, code: coupon.code, percentage: coupon.percentage, eligible: new Set(eligible.map((e) => e.id)) };
}

/**
 * Each coupon's uses: `used` (spent by COMPLETED payments: used_count) and `held` (by live holds).
 * One query whatever the number of coupons.
 */
export async function couponUseCounts(db: Db | Tx, ids: number[]): Promise<Map<number, { used: number; held: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: coupons.id,
      used: coupons.usedCount,
      held: sql<number>`(select count(*) from payments where ${payments.couponId} = ${coupons.id} and ${liveHold})::int`,
    })
    .from(coupons)
    .where(inArray(coupons.id, ids));
  return new Map(rows.map((r) => [r.id, { used: r.used, held: Number(r.held) }]));
}
