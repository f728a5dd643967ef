import type { Accessory } from '@/shared/api/accessory';
import { pendingCount, type CartItem } from '@/shared/api/cart';
import type { CouponStatus } from '@/shared/api/coupon';

/**
 * The cart's arithmetic (docs/product.md#money-as-the-visitor-sees-it, docs/api.md#payments). A preview only: pay_all computes the
 * same figures on the server, which is the truth, so this follows the server's rounding exactly.
 * (The header's count, pendingCount, is the cart resource's own: shared/api/cart.ts.)
 */
export { pendingCount };

export function pendingItems(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.payment_state === 'PENDING');
}

/** docs/product.md#cart-total: the cost of every PENDING item plus the prices of the selected accessories. */
export function cartTotal(items: readonly CartItem[], accessories: readonly Accessory[], selected: readonly number[]): number {
  const chosen = new Set(selected);
  const itemsCost = pendingItems(items).reduce((sum, item) => sum + item.presentation.cost, 0);
  const extras = accessories.filter((a) => chosen.has(a.id)).reduce((sum, a) => sum + a.price, 0);
  return itemsCost + extras;
}

/**
 * What a coupon may discount: the whole total, or, for a coupon limited to some presentations,
 * only those PENDING items' cost (accessories are never discounted then).
 */
export function discountableAmount(items: readonly CartItem[], total: number, coupon: CouponStatus): number {
  if (coupon.eligible_presentations.length === 0) return total;
  const eligible = new Set(coupon.eligible_presentations);
  return pendingItems(items)
    .filter((item) => eligible.has(item.presentation.id))
    .reduce((sum, item) => sum + item.presentation.cost, 0);
}

/**
 * docs/product.md#discount: with a valid coupon, discounted = total x (100 - percentage) / 100. Written as the
 * server computes it (discount = floor(discountable x percentage / 100), discounted = total -
 * discount) so that the preview never differs from the charge by a rounding Toman.
 */
export function discountedTotal(items: readonly CartItem[], total: number, coupon: CouponStatus | null): number {
  if (!coupon?.is_valid) return total;
  const discount = Math.floor((discountableAmount(items, total, coupon) * coupon.percentage) / 100);
  return total - discount;
}

/**
 * A valid coupon limited to presentations none of which is in the cart: the server refuses it
 * (COUPON_INVALID), so the page says so before the buyer reaches the bank.
 */
export function couponMissesCart(items: readonly CartItem[], coupon: CouponStatus | null): boolean {
  if (!coupon?.is_valid || coupon.eligible_presentations.length === 0) return false;
  const eligible = new Set(coupon.eligible_presentations);
  return !pendingItems(items).some((item) => eligible.has(item.presentation.id));
}

/**
 * Where the coupon being applied stands against the cart as it is now:
 * - none: no code; checking: its look-up is on the way;
 * - applies: it takes something off this cart;
 * - invalid (expired or used up), missesCart (for presentations not in the cart), noDiscount (it
 *   would take nothing off, e.g. only free items are eligible), notFound, failed (not checked):
 *   the order must not go to the bank with it: the server would refuse it (or spend a use for
 *   nothing), so the page says why and offers to remove it.
 */
export type CouponVerdict = 'none' | 'checking' | 'applies' | 'invalid' | 'missesCart' | 'noDiscount' | 'notFound' | 'failed';
export type CouponLookupState = 'idle' | 'checking' | 'answered' | 'not_found' | 'failed';

export function couponVerdict(lookup: CouponLookupState, coupon: CouponStatus | null, items: readonly CartItem[], discount: number): CouponVerdict {
  if (lookup === 'idle') return 'none';
  if (lookup === 'checking') return 'checking';
  if (lookup === 'not_found') return 'notFound';
  if (lookup === 'failed' || !coupon) return 'failed';
  if (!coupon.is_valid) return 'invalid';
  if (couponMissesCart(items, coupon)) return 'missesCart';
  return discount > 0 ? 'applies' : 'noDiscount';
}

/** A verdict that must stop the order until the code is removed (or looked up again and found good). */
export const couponBlocksCheckout = (verdict: CouponVerdict) => verdict !== 'none' && verdict !== 'applies' && verdict !== 'checking';
