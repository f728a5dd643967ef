import { describe, expect, it } from 'vitest';
import type { Payment } from '@/shared/api/payments';
import { continueLink } from './continue-link';

const payment = (extra: Partial<Payment>): Payment => ({
  id: 1,
  total_price: 350_000,
  payment_state: 'PENDING',
  authority: 'A1',
  pay_link: 'https://sandbox.example/pg/StartPay/A1',
  ref_id: null,
  card_pan: null,
  created_date: '2027-02-01T08:00:00.000Z',
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
  ...extra,
});

describe('continueLink', () => {
  it('leads a PENDING payment back to its bank page', () => {
    expect(continueLink(payment({}))).toBe('https://sandbox.example/pg/StartPay/A1');
  });
  it('offers nothing for a finished payment, one without a link, or a link that is not http(s)', () => {
    expect(continueLink(payment({ payment_state: 'COMPLETED' }))).toBeNull();
    expect(continueLink(payment({ payment_state: 'EXPIRED' }))).toBeNull();
    expect(continueLink(payment({ pay_link: '' }))).toBeNull();
    expect(continueLink(payment({ pay_link: 'javascript:alert(1)' }))).toBeNull();
  });
});
