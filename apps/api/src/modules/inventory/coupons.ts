import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { couponPresentations, coupons } from '../../db/schema';
import { badRequest, withoutStack } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { couponNamedSql, takeCouponUse } from './counters';
import { ranOutHold } from './holds';
import { inventoryTexts } from './texts';

/** Uses of the coupon in scope (`coupons`) still held by PENDING payments whose hold ran out. */
const ranOutUsesSql = sql`(select count(*) from payments where payments.coupon_id = coupons.id and ${ranOutHold})`;

/**
 * Coupon uses left as a buyer sees them: max_uses - used_count - held (the counters, counters.ts),
 * not counting the uses of holds that ran out. An SQL expression over the `coupons` row in scope, so
 * that a query may compute it for any coupon (the catalogue's coupon look-up).
 */
export const couponUsesLeftSql = (): SQL => sql`(${coupons.maxUses} - ${coupons.usedCount} - ${coupons.held} + ${ranOutUsesSql})`;

export interface UsableCoupon {
  id: number;
  code: string;
  percentage: number;
  /** Presentations the coupon applies to; empty means the whole order. */
  eligible: Set<number>;
}

/**
 * Holds one use of the coupon named by `code` (counters.ts: one conditional UPDATE) and returns it with
 * its eligible presentations; 400 COUPON_INVALID, saying why, when it does not exist, has expired or
 * has no use left (CouponUsedUp: the caller may end ran-out holds of it and try again in a new
 * transaction). Call after taking the seats (lock order: presentations, then the coupon).
 */
export async function takeUsableCoupon(tx: Tx, code: string): Promise<UsableCoupon> {
  const coupon = await takeCouponUse(tx, code);
  if (!coupon) {
    const [found] = rowsOf<{ id: number; expired: boolean }>(
      await tx.execute(sql`select id, coalesce(expires_at <= now(), false) as expired from coupons where ${couponNamedSql(code)}`),
    );
    if (!found) throw badRequest('COUPON_INVALID', commonTexts.couponInvalid);
    if (found.expired) throw badRequest('COUPON_INVALID', inventoryTexts.couponExpired);
    throw withoutStack(() => new CouponUsedUp(Number(found.id)));
  }
  const eligible = await tx
    .select({ id: couponPresentations.presentationId })
    .from(couponPresentations)
    .where(eq(couponPresentations.couponId, coupon.id));
  return { ...coupon, eligible: new Set(eligible.map((e) => e.id)) };
}

/** The coupon has no use left by the counters (a ran-out hold may still count one: endRanOutHolds). */
export class CouponUsedUp extends Error {
  constructor(readonly couponId: number) {
    super('coupon used up');
  }
  toAppError() {
    return badRequest('COUPON_INVALID', inventoryTexts.couponUsedUp);
  }
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
      held: sql<number>`(${coupons.held} - ${ranOutUsesSql})::int`,
    })
    .from(coupons)
    .where(inArray(coupons.id, ids));
  return new Map(rows.map((r) => [r.id, { used: r.used, held: Number(r.held) }]));
}
