import { describe, expect, it } from 'vitest';
import { formatCardPan, paymentStateLabel, paymentTitle } from './payment-display';

describe('formatCardPan', () => {
  it('groups the masked number by four, in Persian digits', () => {
    expect(formatCardPan('502229******5995')).toBe('۵۰۲۲ ۲۹** **** ۵۹۹۵');
  });
});

describe('paymentStateLabel', () => {
  it('names every state in Persian', () => {
    expect(paymentStateLabel('COMPLETED')).toBe('پرداخت‌شده');
    expect(paymentStateLabel('REFUND_REQUIRED')).toBe('در انتظار بازگشت وجه');
    expect(paymentStateLabel('REFUNDED')).toBe('وجه بازگردانده شد');
  });
});

describe('paymentTitle', () => {
  it('tells a competition payment from an order', () => {
    expect(paymentTitle({ id: 12, is_competition_payment: false })).toBe('سفارش شمارهٔ ۱۲');
    expect(paymentTitle({ id: 3, is_competition_payment: true })).toBe('ثبت‌نام در مسابقه');
  });
});
