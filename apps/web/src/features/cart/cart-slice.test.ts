import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/shared/session-events';
import {
  accessoryToggled,
  addToCart,
  cartReducer,
  CartStep,
  checkCoupon,
  couponCleared,
  fetchAccessories,
  fetchCart,
  initialCartState,
  payCart,
  removeFromCart,
  selectionCleared,
  selectSelection,
  selectCartItemFor,
  selectDiscount,
  selectPendingItems,
  stepChanged,
  type CartState,
} from './cart-slice';
import { accessory, coupon, item, presentation } from './test-fixtures';

/** Runs actions through the reducer from a starting state. */
function run(...actions: Parameters<typeof cartReducer>[1][]): CartState {
  return actions.reduce(cartReducer, initialCartState);
}

const loaded = (items: ReturnType<typeof item>[]) => fetchCart.fulfilled(items, 'r1');
const couponAnswer = (code: string, status: ReturnType<typeof coupon>) => [
  checkCoupon.pending('r2', code),
  checkCoupon.fulfilled(status, 'r2', code),
];

describe('cart reducer', () => {
  it('sets the count to the items not COMPLETED when the cart loads, and computes the total', () => {
    const state = run(loaded([item(1, 250_000), item(2, 350_000, 'COMPLETED'), item(3, 0)]));
    expect(state.count).toBe(2);
    expect(state.totalAmount).toBe(250_000);
    expect(state.discountedAmount).toBe(250_000);
    expect(state.loaded).toBe(true);
  });

  it('increments the count when an item is added, and adds its cost', () => {
    const p = presentation(42, 300_000);
    const state = run(loaded([item(1, 100_000)]), addToCart.pending('r3', p), addToCart.fulfilled({ id: 9, presentation: p, payment_state: 'PENDING', service_type: 'WORKSHOP' }, 'r3', p));
    expect(state.count).toBe(2);
    expect(state.totalAmount).toBe(400_000);
    expect(state.adding).toEqual([]);
    expect(selectCartItemFor({ cart: state }, 42)?.id).toBe(9);
  });

  it('keeps the count when an add fails', () => {
    const p = presentation(42, 300_000);
    const state = run(loaded([]), addToCart.pending('r3', p), addToCart.rejected(null, 'r3', p, { code: 'CAPACITY_FULL' }));
    expect(state.count).toBe(0);
    expect(state.adding).toEqual([]);
  });

  it('decrements the count when an item is removed, and takes its cost off', () => {
    const state = run(loaded([item(1, 100_000), item(2, 200_000)]), removeFromCart.pending('r4', 1), removeFromCart.fulfilled(1, 'r4', 1));
    expect(state.count).toBe(1);
    expect(state.totalAmount).toBe(200_000);
    expect(state.removing).toEqual([]);
  });

  it('adds and removes selected accessories from the total', () => {
    let state = run(loaded([item(1, 100_000)]), fetchAccessories.fulfilled([accessory(1, 180_000), accessory(2, 60_000)], 'r5'));
    state = cartReducer(state, accessoryToggled(2));
    expect(state.selectedAccessories).toEqual([2]);
    expect(state.totalAmount).toBe(160_000);
    state = cartReducer(state, accessoryToggled(2));
    expect(state.selectedAccessories).toEqual([]);
    expect(state.totalAmount).toBe(100_000);
  });

  it('drops a selected accessory that is no longer offered', () => {
    let state = run(loaded([]), fetchAccessories.fulfilled([accessory(1, 100), accessory(2, 200)], 'a'), accessoryToggled(2));
    state = cartReducer(state, fetchAccessories.fulfilled([accessory(1, 100)], 'b'));
    expect(state.selectedAccessories).toEqual([]);
    expect(state.totalAmount).toBe(0);
  });

  it('applies a valid coupon and recomputes on every later change', () => {
    let state = run(loaded([item(1, 200_000)]), ...couponAnswer(' LINUX20 ', coupon(20)));
    expect(state.couponCode).toBe('LINUX20');
    expect(state.discountedAmount).toBe(160_000);
    expect(selectDiscount({ cart: state })).toBe(40_000);
    state = cartReducer(state, fetchAccessories.fulfilled([accessory(5, 100_000)], 'r6'));
    state = cartReducer(state, accessoryToggled(5));
    expect(state.totalAmount).toBe(300_000);
    expect(state.discountedAmount).toBe(240_000);
    state = cartReducer(state, couponCleared());
    expect(state.discountedAmount).toBe(300_000);
    expect(state.couponLookup).toBe('idle');
  });

  it('discounts only the eligible presentations of a limited coupon', () => {
    const state = run(loaded([item(1, 350_000, 'PENDING', 7), item(2, 250_000, 'PENDING', 8)]), ...couponAnswer('WORKSHOP50', coupon(50, [7])));
    expect(state.totalAmount).toBe(600_000);
    expect(state.discountedAmount).toBe(425_000);
  });

  it('gives no discount for an invalid coupon', () => {
    const state = run(loaded([item(1, 200_000)]), ...couponAnswer('OLD', coupon(30, [], false)));
    expect(state.couponLookup).toBe('answered');
    expect(state.discountedAmount).toBe(200_000);
  });

  it('tells a coupon that does not exist from a look-up that failed', () => {
    const notFound = run(checkCoupon.pending('r', 'NOPE'), checkCoupon.rejected(null, 'r', 'NOPE', { code: 'COUPON_NOT_FOUND', status: 404 }));
    expect(notFound.couponLookup).toBe('not_found');
    const failed = run(checkCoupon.pending('r', 'X'), checkCoupon.rejected(null, 'r', 'X', { code: 'NETWORK_ERROR' }));
    expect(failed.couponLookup).toBe('failed');
  });

  it('ignores the answer of an older coupon look-up that arrives late', () => {
    const state = run(
      loaded([item(1, 100_000)]),
      checkCoupon.pending('old', 'FIRST'),
      checkCoupon.pending('new', 'SECOND'),
      checkCoupon.fulfilled(coupon(90), 'old', 'FIRST'),
    );
    expect(state.couponCode).toBe('SECOND');
    expect(state.couponLookup).toBe('checking');
    expect(state.discountedAmount).toBe(100_000);
  });

  it('clears items, count and totals on logout, keeping the public accessory list', () => {
    const state = run(
      loaded([item(1, 100_000)]),
      fetchAccessories.fulfilled([accessory(1, 5)], 'r'),
      accessoryToggled(1),
      ...couponAnswer('LINUX20', coupon(20)),
      loggedOut(),
    );
    expect(state.items).toEqual([]);
    expect(state.count).toBe(0);
    expect(state.totalAmount).toBe(0);
    expect(state.discountedAmount).toBe(0);
    expect(state.selectedAccessories).toEqual([]);
    expect(state.couponStatus).toBeNull();
    expect(state.loaded).toBe(false);
    expect(state.accessoryList).toHaveLength(1);
  });

  it('keeps the step it is given', () => {
    expect(run(stepChanged(CartStep.Checkout)).step).toBe(2);
    expect(run(stepChanged(CartStep.Checkout), stepChanged(CartStep.Cart)).step).toBe(1);
  });

  it('forgets the coupon and the accessories once a free order completed', () => {
    const state = run(
      loaded([item(1, 0)]),
      fetchAccessories.fulfilled([accessory(1, 0)], 'r'),
      accessoryToggled(1),
      payCart.pending('p'),
      payCart.fulfilled({ kind: 'completed' }, 'p'),
    );
    expect(state.paying).toBe(false);
    expect(state.selectedAccessories).toEqual([]);
  });

  it('clears the accessories and the coupon once a purchase completed, and recomputes', () => {
    const state = run(
      loaded([item(1, 100_000)]),
      fetchAccessories.fulfilled([accessory(1, 50_000)], 'r'),
      accessoryToggled(1),
      ...couponAnswer('LINUX20', coupon(20)),
      selectionCleared(),
    );
    expect(selectSelection({ cart: state })).toEqual({ selectedAccessories: [], couponCode: '' });
    expect(state.couponStatus).toBeNull();
    expect(state.totalAmount).toBe(100_000);
    expect(state.discountedAmount).toBe(100_000);
  });

  it('lists the PENDING items only', () => {
    const state = run(loaded([item(1, 1), item(2, 2, 'COMPLETED')]));
    expect(selectPendingItems({ cart: state }).map((i) => i.id)).toEqual([1]);
  });
});

describe('checkCoupon', () => {
  it('skips the look-up of an empty code', async () => {
    const dispatched: unknown[] = [];
    const dispatch = (action: unknown) => {
      dispatched.push(action);
      return action;
    };
    const result = await checkCoupon('   ')(dispatch as never, () => ({}), undefined);
    // The condition refuses before anything is dispatched or requested.
    expect(result.meta).toMatchObject({ condition: true });
    expect(dispatched).toEqual([]);
  });
});
