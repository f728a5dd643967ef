import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from '@/shared/session-events';
import { paymentsApi, sortPayments, type Payment } from './payments';
import { startTestServer, type TestServer } from './test-server';

function payment(id: number, created: string): Payment {
  return {
    id,
    total_price: 1000,
    payment_state: 'COMPLETED',
    authority: `A${id}`,
    pay_link: '',
    ref_id: id,
    card_pan: null,
    created_date: created,
    verified_date: null,
    coupon: null,
    is_competition_payment: false,
    participations: [],
    accessories: [],
    refunded_amount: 0,
    edition: '1405',
    receipt_url: null,
    invoice_details: null,
    invoice: null,
    kind: 'online',
    door_method: null,
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('payments', () => {
  it('keeps the payments sorted by id, newest first', async () => {
    const store = makeStore();
    const list = [payment(2, '2026-01-02T00:00:00Z'), payment(7, '2026-01-01T00:00:00Z'), payment(5, '2026-01-03T00:00:00Z')];
    server.answer('GET /api/payments/get_list/', { body: list });
    await store.dispatch(paymentsApi.endpoints.getPayments.initiate());
    const state = paymentsApi.endpoints.getPayments.select()(store.getState());
    expect(state.data?.map((p) => p.id)).toEqual([7, 5, 2]);
    expect(state.isSuccess).toBe(true);
    expect(state.isLoading).toBe(false);
  });

  it('does not reorder the array it was given', () => {
    const list = [payment(1, ''), payment(2, '')];
    sortPayments(list);
    expect(list.map((p) => p.id)).toEqual([1, 2]);
  });

  it('records a failure, and forgets everything on logout', async () => {
    const store = makeStore();
    server.answer('GET /api/payments/get_list/', { status: 403, body: { detail: 'نه', code: 'PERMISSION_DENIED' } });
    const request = store.dispatch(paymentsApi.endpoints.getPayments.initiate());
    expect(paymentsApi.endpoints.getPayments.select()(store.getState()).isLoading).toBe(true);
    await request;
    expect(paymentsApi.endpoints.getPayments.select()(store.getState()).error).toEqual({ detail: 'نه', code: 'PERMISSION_DENIED', status: 403, body: { detail: 'نه', code: 'PERMISSION_DENIED' } });
    server.answer('GET /api/payments/get_list/', { body: [payment(1, '')] });
    await store.dispatch(paymentsApi.endpoints.getPayments.initiate(undefined, { forceRefetch: true }));
    store.dispatch(loggedOut());
    expect(store.getState().api.queries).toEqual({});
  });
});
