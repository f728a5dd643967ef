import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { discountFor } from './discount';

const items = [
  { presentationId: 1, cost: 100_000 },
  { presentationId: 2, cost: 55_555 },
];
const subtotal = 100_000 + 55_555 + 50_000; // the items and an accessory

describe('discountFor', () => {
  it('is 0 without a coupon', () => {
    expect(discountFor(null, { subtotal, items })).toBe(0);
  });

  it('takes the percentage of the whole subtotal (accessories included) when the coupon names no presentation', () => {
    expect(discountFor({ percentage: 20, eligible: new Set() }, { subtotal, items })).toBe(41_111);
  });

  it('takes the percentage of the eligible cart items only, rounded down', () => {
    expect(discountFor({ percentage: 50, eligible: new Set([2]) }, { subtotal, items })).toBe(27_777);
  });

  it('refuses a coupon that applies to nothing in the cart', () => {
    let error: unknown;
    try {
      discountFor({ percentage: 50, eligible: new Set([3]) }, { subtotal, items });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('COUPON_INVALID');
  });
});
