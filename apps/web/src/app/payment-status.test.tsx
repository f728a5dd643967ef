// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { CartItem, Payment, VerifyResult } from '@fest/contract';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { item } from '@/features/cart/test-fixtures';
import { renderApp, signedIn } from './render-app';

/**
 * The payment status page in the whole app (StrictMode, as in development), its server answered by
 * a local HTTP server with the contract's shapes. What is checked: one verify per authority per
 * visit, and a completed payment reloading what it changed (the header's cart, the payment list).
 */
const server = serveDuringFile();

const phone = '09120000000';
const verdict: VerifyResult = { payment_state: 'COMPLETED', amount: 250_000, ref_id: 12345, card_pan: '6037****1234', detail: 'پرداخت انجام شد' } as VerifyResult;
const paid: Payment = {
  id: 3,
  total_price: 250_000,
  payment_state: 'COMPLETED',
  authority: 'A0001',
  pay_link: '',
  ref_id: 12345,
  card_pan: '6037****1234',
  created_date: '2026-11-20T10:00:00Z',
  verified_date: '2026-11-20T10:05:00Z',
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

function answerSession(cart: CartItem[]) {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'رضایی', email: 's@example.com', avatar: null, is_signed_up_for_competition: false },
  });
  server.answer('GET /api/presentations/cart/', { body: cart });
  server.answer('GET /api/payments/get_list/', { body: [paid] });
}

describe('payment status page', () => {
  it('verifies once per authority per visit, shows the verdict and reloads the cart and the payments', async () => {
    answerSession([item(1, 250_000)]);
    server.answer('POST /api/payments/verify/', () => {
      // Once verified, the server's cart has the item completed.
      server.answer('GET /api/presentations/cart/', { body: [item(1, 250_000, 'COMPLETED')] });
      return { body: verdict };
    });
    const { store } = renderApp('/payment/perhaps?Authority=A0001&Status=OK', signedIn(phone));

    const card = await screen.findByTestId('payment-verdict');
    expect(card.dataset.state).toBe('COMPLETED');
    await waitFor(() => expect(server.count('GET /api/payments/get_list/')).toBe(1));
    expect(server.count('POST /api/payments/verify/')).toBe(1);
    expect(server.requests.find((r) => r.path === '/api/payments/verify/')?.body).toEqual({ authority: 'A0001', status: 'OK' });
    // The header's cart was loaded at start and again after the completion invalidated it.
    await waitFor(() => expect(server.count('GET /api/presentations/cart/')).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(store.getState().api.queries['getCart(undefined)']?.data).toEqual([item(1, 250_000, 'COMPLETED')]));
  });

  it('takes a refusal from the bank as a verdict, not an error', async () => {
    answerSession([item(1, 250_000)]);
    server.answer('POST /api/payments/verify/', { status: 400, body: { payment_state: 'FAILED', amount: 250_000, ref_id: null, card_pan: null, detail: 'لغو شد' } });
    renderApp('/payment/perhaps?Authority=A0002&Status=NOK', signedIn(phone));
    const card = await screen.findByTestId('payment-verdict');
    expect(card.dataset.state).toBe('FAILED');
    expect(server.count('POST /api/payments/verify/')).toBe(1);
  });

  it('asks again only when the visitor presses "try again" after a failed verification', async () => {
    answerSession([]);
    server.answer('POST /api/payments/verify/', { status: 404, body: { detail: 'پرداخت پیدا نشد', code: 'NOT_FOUND' } });
    renderApp('/payment/perhaps?Authority=A0003&Status=OK', signedIn(phone));
    const retry = await screen.findByRole('button', { name: /دوباره/ });
    expect(server.count('POST /api/payments/verify/')).toBe(1);
    server.answer('POST /api/payments/verify/', { body: verdict });
    fireEvent.click(retry);
    await screen.findByTestId('payment-verdict');
    expect(server.count('POST /api/payments/verify/')).toBe(2);
  });
});
