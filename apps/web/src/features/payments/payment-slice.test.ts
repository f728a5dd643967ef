import { describe, expect, it } from 'vitest';
import { loggedOut } from '@/shared/session-events';
import { fetchPayments, initialPaymentState, paymentReducer, sortPayments } from './payment-slice';
import type { Payment } from '@/shared/api/payments';

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
  };
}

describe('payment reducer', () => {
  it('keeps the payments sorted by id, newest first', () => {
    const list = [payment(2, '2026-01-02T00:00:00Z'), payment(7, '2026-01-01T00:00:00Z'), payment(5, '2026-01-03T00:00:00Z')];
    const state = paymentReducer(initialPaymentState, fetchPayments.fulfilled(list, 'r'));
    expect(state.payments.map((p) => p.id)).toEqual([7, 5, 2]);
    expect(state.loaded).toBe(true);
    expect(state.loading).toBe(false);
  });

  it('does not reorder the array it was given', () => {
    const list = [payment(1, ''), payment(2, '')];
    sortPayments(list);
    expect(list.map((p) => p.id)).toEqual([1, 2]);
  });

  it('records a failure, and forgets everything on logout', () => {
    let state = paymentReducer(initialPaymentState, fetchPayments.pending('r'));
    expect(state.loading).toBe(true);
    state = paymentReducer(state, fetchPayments.rejected(null, 'r', undefined, { code: 'NETWORK_ERROR' }));
    expect(state.error).toEqual({ code: 'NETWORK_ERROR' });
    state = paymentReducer(paymentReducer(state, fetchPayments.fulfilled([payment(1, '')], 'r2')), loggedOut());
    expect(state).toEqual(initialPaymentState);
  });
});
