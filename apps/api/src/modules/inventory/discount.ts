import { badRequest } from '../../lib/errors';
import { inventoryTexts } from './texts';

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
      throw badRequest('COUPON_INVALID', inventoryTexts.couponNotForCart);
    }
    discountable = eligibleItems.reduce((s, i) => s + i.cost, 0);
  }
  return Math.floor((discountable * coupon.percentage) / 100);
}

/**
 * What each line of a payment cost after its share of the discount, in whole Toman, summing exactly
 * to the payment's total. The share is the stats' (revenue.ts): a coupon naming presentations
 * discounted its eligible items only, split among them by cost; otherwise every line (accessories
 * too) bears the discount in proportion to its price. Whole Toman by the largest remainder, ties to
 * the earlier line, so the same payment always splits the same way.
 */
export function lineAmounts(
  lines: readonly { price: number; presentationId?: number }[],
  discount: number,
  eligible: ReadonlySet<number>,
): number[] {
  const bearing = lines.map((l) => l.presentationId !== undefined && eligible.has(l.presentationId));
  const base = lines.reduce((s, l, i) => s + (bearing[i] ? l.price : 0), 0);
  const weight = (i: number) => (base > 0 ? (bearing[i] ? lines[i]!.price : 0) : lines[i]!.price);
  const total = base > 0 ? base : lines.reduce((s, l) => s + l.price, 0);
  if (discount === 0 || total === 0) return lines.map((l) => l.price);
  const exact = lines.map((_, i) => (discount * weight(i)) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return lines.map((l, i) => l.price - shares[i]!);
}
