import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { discountFor, lineAmounts } from './discount';

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

describe('lineAmounts', () => {
  it('splits a whole-order discount over every line by price, summing exactly to the total', () => {
    const lines = [{ price: 100_000, presentationId: 1 }, { price: 50_000, presentationId: 2 }, { price: 30_000 }];
    expect(lineAmounts(lines, 18_000, new Set())).toEqual([90_000, 45_000, 27_000]);
    const odd = [{ price: 33_333, presentationId: 1 }, { price: 33_333, presentationId: 2 }, { price: 33_334, presentationId: 3 }];
    const amounts = lineAmounts(odd, 7_000, new Set());
    expect(amounts.reduce((s, x) => s + x, 0)).toBe(100_000 - 7_000);
  });

  it('puts a coupon naming presentations on its eligible items only', () => {
    const lines = [{ price: 100_000, presentationId: 1 }, { price: 50_000, presentationId: 2 }, { price: 30_000 }];
    expect(lineAmounts(lines, 50_000, new Set([1]))).toEqual([50_000, 50_000, 30_000]);
  });

  it('gives the leftover Toman to the largest remainders, the earlier line on a tie', () => {
    expect(lineAmounts([{ price: 10 }, { price: 10 }, { price: 10 }], 1, new Set())).toEqual([9, 10, 10]);
    expect(lineAmounts([{ price: 10 }, { price: 10 }], 0, new Set())).toEqual([10, 10]);
  });
});
