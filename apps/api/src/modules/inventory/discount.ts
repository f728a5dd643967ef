import { badRequest } from '../../lib/errors';

/**
 * The discount a coupon gives an order, in Toman: `percentage` of what it applies to, rounded down.
 * A coupon with eligible presentations applies to those cart items only (not to accessories or other
 * items); one without applies to the whole subtotal. A coupon that applies to nothing in the cart is
 * refused (400 COUPON_INVALID) rather than silently worth 0. The web app's cart preview mirrors this.
 */
export function discountFor(
  coupon: { percentage: number; eligible: ReadonlySet<number> } | null,
  order: { subtotal: number; items: readonly { presentationId: number; cost: number }[] },
): number {
  if (!coupon) return 0;
  let discountable = order.subtotal;
  if (coupon.eligible.size > 0) {
    const eligibleItems = order.items.filter((i) => coupon.eligible.has(i.presentationId));
    if (eligibleItems.length === 0) {
      throw badRequest('COUPON_INVALID', 'این کد تخفیف شامل هیچ‌یک از ارائه‌های سبد خرید شما نمی‌شود.');
    }
    discountable = eligibleItems.reduce((s, i) => s + i.cost, 0);
  }
  return Math.floor((discountable * coupon.percentage) / 100);
}
