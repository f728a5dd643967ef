import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { accessoryApi } from '@/shared/api/accessory';
import { cartApi, type CartItem } from '@/shared/api/cart';
import { couponApi } from '@/shared/api/coupon';
import { paymentsApi } from '@/shared/api/payments';
import { startTestServer, type TestServer } from '@/shared/api/test-server';
import { loggedOut } from '@/shared/session-events';
import {
  accessoryToggled,
  CartStep,
  couponApplied,
  couponCleared,
  selectCart,
  selectCartCount,
  selectCartItemFor,
  selectCartItems,
  selectAccessoryList,
  selectCouponLookup,
  selectCouponStatus,
  selectDiscount,
  selectionCleared,
  selectPendingItems,
  selectSelection,
  selectTotals,
  stepChanged,
} from './cart-slice';
import { accessory, coupon, item, presentation } from './test-fixtures';

/**
 * The cart's client state (this slice) and its server data (the api cache) seen together through
 * the selectors, on the app's own store. Server answers come from a local HTTP server, stated in
 * each test; the old reducer-only test asserted the same figures on one state object.
 */
let server: TestServer;
let store: AppStore;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  store = makeStore();
  server.requests.length = 0;
});

type State = ReturnType<AppStore['getState']>;
function pendingArgs<T>(state: State, endpoint: string): T[] {
  return Object.values(state.api.mutations)
    .filter((m) => m?.endpointName === endpoint && m.status === 'pending')
    .map((m) => (m as { originalArgs?: unknown }).originalArgs as T);
}

/** The figures the page shows, under the names the cart state had before they became selectors. */
function view() {
  const state = store.getState();
  const totals = selectTotals(state);
  return {
    ...selectCart(state),
    items: selectCartItems(state),
    count: selectCartCount(state),
    totalAmount: totals.totalAmount,
    discountedAmount: totals.discountedAmount,
    loaded: cartApi.endpoints.getCart.select()(state).isSuccess,
    accessoryList: selectAccessoryList(state),
    couponStatus: selectCouponStatus(state),
    couponLookup: selectCouponLookup(state),
    adding: pendingArgs<{ id: number }>(state, 'addParticipation').map((p) => p.id),
    removing: pendingArgs<number>(state, 'removeParticipation'),
    paying: pendingArgs(state, 'payAll').length > 0,
  };
}

async function loaded(items: CartItem[]) {
  server.answer('GET /api/presentations/cart/', { body: items });
  await store.dispatch(cartApi.endpoints.getCart.initiate(undefined, { forceRefetch: true }));
}
async function offered(list: ReturnType<typeof accessory>[]) {
  server.answer('GET /api/accessory/', { body: list });
  await store.dispatch(accessoryApi.endpoints.getAccessories.initiate(undefined, { forceRefetch: true }));
}
async function couponAnswer(code: string, status: ReturnType<typeof coupon> | { status: number }) {
  const trimmed = code.trim();
  server.answer(`GET /api/coupon/${trimmed}/`, 'is_valid' in status ? { body: status } : { status: status.status, body: { detail: 'x', code: 'COUPON_NOT_FOUND' } });
  store.dispatch(couponApplied(code));
  await store.dispatch(couponApi.endpoints.getCouponStatus.initiate(trimmed));
}

describe('cart state and selectors', () => {
  it('sets the count to the items not COMPLETED when the cart loads, and computes the total', async () => {
    await loaded([item(1, 250_000), item(2, 350_000, 'COMPLETED'), item(3, 0)]);
    const state = view();
    expect(state.count).toBe(2);
    expect(state.totalAmount).toBe(250_000);
    expect(state.discountedAmount).toBe(250_000);
    expect(state.loaded).toBe(true);
  });

  it('increments the count when an item is added, and adds its cost', async () => {
    const p = presentation(42, 300_000);
    await loaded([item(1, 100_000)]);
    // The server answers the new item's id; the cart reloads after the change (its tag is invalidated).
    server.answer('POST /api/presentations/42/add_participation/', { body: { id: 9 } });
    server.answer('GET /api/presentations/cart/', { body: [item(1, 100_000), { id: 9, presentation: p, payment_state: 'PENDING', service_type: 'WORKSHOP' }] });
    const adding = store.dispatch(cartApi.endpoints.addParticipation.initiate(p));
    await adding;
    const state = view();
    expect(state.count).toBe(2);
    expect(state.totalAmount).toBe(400_000);
    expect(state.adding).toEqual([]);
    expect(selectCartItemFor(store.getState(), 42)?.id).toBe(9);
  });

  it('keeps the count when an add fails', async () => {
    const p = presentation(42, 300_000);
    await loaded([]);
    server.answer('POST /api/presentations/42/add_participation/', { status: 409, body: { detail: 'پر شد', code: 'CAPACITY_FULL' } });
    await store.dispatch(cartApi.endpoints.addParticipation.initiate(p));
    const state = view();
    expect(state.count).toBe(0);
    expect(state.adding).toEqual([]);
  });

  it('decrements the count when an item is removed, and takes its cost off', async () => {
    await loaded([item(1, 100_000), item(2, 200_000)]);
    server.answer('DELETE /api/presentations/1/remove_participation/', { status: 204 });
    server.answer('GET /api/presentations/cart/', { body: [item(2, 200_000)] });
    await store.dispatch(cartApi.endpoints.removeParticipation.initiate(1));
    const state = view();
    expect(state.count).toBe(1);
    expect(state.totalAmount).toBe(200_000);
    expect(state.removing).toEqual([]);
  });

  it('adds and removes selected accessories from the total', async () => {
    await loaded([item(1, 100_000)]);
    await offered([accessory(1, 180_000), accessory(2, 60_000)]);
    store.dispatch(accessoryToggled(2));
    expect(view().selectedAccessories).toEqual([2]);
    expect(view().totalAmount).toBe(160_000);
    store.dispatch(accessoryToggled(2));
    expect(view().selectedAccessories).toEqual([]);
    expect(view().totalAmount).toBe(100_000);
  });

  it('drops a selected accessory that is no longer offered', async () => {
    await loaded([]);
    await offered([accessory(1, 100), accessory(2, 200)]);
    store.dispatch(accessoryToggled(2));
    await offered([accessory(1, 100)]);
    const state = view();
    expect(state.selectedAccessories).toEqual([]);
    expect(state.totalAmount).toBe(0);
  });

  it('applies a valid coupon and recomputes on every later change', async () => {
    await loaded([item(1, 200_000)]);
    await couponAnswer(' LINUX20 ', coupon(20));
    expect(view().couponCode).toBe('LINUX20');
    expect(view().discountedAmount).toBe(160_000);
    expect(selectDiscount(store.getState())).toBe(40_000);
    await offered([accessory(5, 100_000)]);
    store.dispatch(accessoryToggled(5));
    expect(view().totalAmount).toBe(300_000);
    expect(view().discountedAmount).toBe(240_000);
    store.dispatch(couponCleared());
    expect(view().discountedAmount).toBe(300_000);
    expect(view().couponLookup).toBe('idle');
  });

  it('discounts only the eligible presentations of a limited coupon', async () => {
    await loaded([item(1, 350_000, 'PENDING', 7), item(2, 250_000, 'PENDING', 8)]);
    await couponAnswer('WORKSHOP50', coupon(50, [7]));
    const state = view();
    expect(state.totalAmount).toBe(600_000);
    expect(state.discountedAmount).toBe(425_000);
  });

  it('gives no discount for an invalid coupon', async () => {
    await loaded([item(1, 200_000)]);
    await couponAnswer('OLD', coupon(30, [], false));
    const state = view();
    expect(state.couponLookup).toBe('answered');
    expect(state.discountedAmount).toBe(200_000);
  });

  it('tells a coupon that does not exist from a look-up that failed', async () => {
    await couponAnswer('NOPE', { status: 404 });
    expect(view().couponLookup).toBe('not_found');
    await couponAnswer('X', { status: 400 });
    expect(view().couponLookup).toBe('failed');
  });

  it('ignores the answer of an older coupon look-up that arrives late', async () => {
    await loaded([item(1, 100_000)]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answer('GET /api/coupon/FIRST/', { body: coupon(90) });
    // The second look-up is still on its way when the first one's answer lands.
    server.answer('GET /api/coupon/SECOND/', () => held.then(() => ({ body: coupon(10) })));
    store.dispatch(couponApplied('FIRST'));
    const first = store.dispatch(couponApi.endpoints.getCouponStatus.initiate('FIRST'));
    store.dispatch(couponApplied('SECOND'));
    const second = store.dispatch(couponApi.endpoints.getCouponStatus.initiate('SECOND'));
    await first;
    const state = view();
    expect(state.couponCode).toBe('SECOND');
    expect(state.couponLookup).toBe('checking');
    expect(state.discountedAmount).toBe(100_000);
    release();
    await second;
  });

  it('clears items, count and totals on logout, keeping the public accessory list', async () => {
    await loaded([item(1, 100_000)]);
    await offered([accessory(1, 5)]);
    store.dispatch(accessoryToggled(1));
    await couponAnswer('LINUX20', coupon(20));
    store.dispatch(loggedOut());
    const state = view();
    expect(state.items).toEqual([]);
    expect(state.count).toBe(0);
    expect(state.totalAmount).toBe(0);
    expect(state.discountedAmount).toBe(0);
    expect(state.selectedAccessories).toEqual([]);
    expect(state.couponStatus).toBeNull();
    expect(state.loaded).toBe(false);
    // The api cache is dropped whole on logout; the catalogue comes back with the next look.
    await offered([accessory(1, 5)]);
    expect(view().accessoryList).toHaveLength(1);
  });

  it('keeps the step it is given', () => {
    store.dispatch(stepChanged(CartStep.Checkout));
    expect(view().step).toBe(2);
    store.dispatch(stepChanged(CartStep.Cart));
    expect(view().step).toBe(1);
  });

  it('forgets the coupon and the accessories once a free order completed', async () => {
    await loaded([item(1, 0)]);
    await offered([accessory(1, 0)]);
    store.dispatch(accessoryToggled(1));
    server.answer('POST /api/payments/pay_all/', { status: 204 });
    await store.dispatch(paymentsApi.endpoints.payAll.initiate({ accessories: [1] }));
    const state = view();
    expect(state.paying).toBe(false);
    expect(state.selectedAccessories).toEqual([]);
  });

  it('clears the accessories and the coupon once a purchase completed, and recomputes', async () => {
    await loaded([item(1, 100_000)]);
    await offered([accessory(1, 50_000)]);
    store.dispatch(accessoryToggled(1));
    await couponAnswer('LINUX20', coupon(20));
    store.dispatch(selectionCleared());
    const state = view();
    expect(selectSelection(store.getState())).toEqual({ selectedAccessories: [], couponCode: '' });
    expect(state.couponStatus).toBeNull();
    expect(state.totalAmount).toBe(100_000);
    expect(state.discountedAmount).toBe(100_000);
  });

  it('lists the PENDING items only', async () => {
    await loaded([item(1, 1), item(2, 2, 'COMPLETED')]);
    expect(selectPendingItems(store.getState()).map((i) => i.id)).toEqual([1]);
  });
});

describe('coupon look-up', () => {
  it('skips the look-up of an empty code', () => {
    store.dispatch(couponApplied('   '));
    // Nothing is being applied, so nothing is looked up (CartLayout skips an empty code).
    expect(view().couponLookup).toBe('idle');
    expect(server.requests).toEqual([]);
  });
});
