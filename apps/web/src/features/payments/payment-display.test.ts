import { describe, expect, it } from 'vitest';
import { formatCardPan, paymentBadge, paymentKindNote, paymentStateLabel, paymentTitle } from './payment-display';

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

describe('paymentBadge', () => {
  it('says "partly refunded" of a paid payment with money returned, and the state otherwise', () => {
    expect(paymentBadge({ payment_state: 'COMPLETED', refunded_amount: 50_000 })).toEqual({ label: 'بخشی بازگردانده شد', tone: 'navy' });
    expect(paymentBadge({ payment_state: 'COMPLETED', refunded_amount: 0 })).toEqual({ label: 'پرداخت‌شده', tone: 'green' });
    expect(paymentBadge({ payment_state: 'REFUNDED', refunded_amount: 150_000 }).label).toBe('وجه بازگردانده شد');
  });
});

describe('paymentKindNote', () => {
  it('says nothing of a purchase online and names a complimentary seat and a purchase at the door', () => {
    expect(paymentKindNote({ kind: 'online' })).toBeNull();
    expect(paymentKindNote({ kind: 'complimentary' })).toBe('صندلی مهمان');
    expect(paymentKindNote({ kind: 'door' })).toBe('خرید حضوری');
  });
});
