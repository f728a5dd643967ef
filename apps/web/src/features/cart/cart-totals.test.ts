import { describe, expect, it } from 'vitest';
import { cartTotal, couponMissesCart, discountedTotal, pendingCount } from './cart-totals';
import { accessory, coupon, item } from './test-fixtures';

describe('pendingCount', () => {
  it('counts the items that are not COMPLETED', () => {
    expect(pendingCount([item(1, 100), item(2, 200, 'COMPLETED'), item(3, 0)])).toBe(2);
    expect(pendingCount([])).toBe(0);
  });
});

describe('cartTotal', () => {
  it('adds the cost of PENDING items only, plus the selected accessories', () => {
    const items = [item(1, 250_000), item(2, 350_000, 'COMPLETED'), item(3, 150_000)];
    const accessories = [accessory(1, 180_000), accessory(2, 450_000), accessory(3, 60_000)];
    expect(cartTotal(items, accessories, [])).toBe(400_000);
    expect(cartTotal(items, accessories, [1, 3])).toBe(640_000);
  });
  it('ignores a selected id that is not in the accessory list', () => {
    expect(cartTotal([item(1, 1000)], [accessory(1, 500)], [1, 99])).toBe(1500);
  });
});

describe('discountedTotal', () => {
  it('is the total without a coupon, or with an invalid one', () => {
    expect(discountedTotal([item(1, 1000)], 1000, null)).toBe(1000);
    expect(discountedTotal([item(1, 1000)], 1000, coupon(20, [], false))).toBe(1000);
  });
  it('applies total x (100 - percentage) / 100 for a coupon valid everywhere (accessories included)', () => {
    const items = [item(1, 250_000)];
    const total = cartTotal(items, [accessory(1, 180_000)], [1]);
    expect(discountedTotal(items, total, coupon(20))).toBe(344_000);
  });
  it("rounds the discount down, as the server does (the buyer never pays a Toman less than it's charged)", () => {
    // 333 x 15 / 100 = 49.95 -> discount 49, to pay 284
    expect(discountedTotal([item(1, 333)], 333, coupon(15))).toBe(284);
  });
  it('with eligible presentations, discounts only those PENDING items', () => {
    const items = [item(1, 350_000, 'PENDING', 7), item(2, 250_000, 'PENDING', 8), item(3, 450_000, 'COMPLETED', 9)];
    const total = cartTotal(items, [accessory(1, 60_000)], [1]); // 660 000
    // Only presentation 7 is eligible and pending: 50% of 350 000.
    expect(discountedTotal(items, total, coupon(50, [7, 9]))).toBe(660_000 - 175_000);
  });
  it('discounts nothing when none of the eligible presentations is in the cart', () => {
    const items = [item(1, 1000, 'PENDING', 7)];
    expect(discountedTotal(items, 1000, coupon(50, [8]))).toBe(1000);
    expect(couponMissesCart(items, coupon(50, [8]))).toBe(true);
    expect(couponMissesCart(items, coupon(50, [7]))).toBe(false);
    expect(couponMissesCart(items, coupon(50))).toBe(false);
  });
  it('makes a 100% coupon free', () => {
    expect(discountedTotal([item(1, 999)], 999, coupon(100))).toBe(0);
  });
});
