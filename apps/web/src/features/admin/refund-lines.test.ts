import { describe, expect, it } from 'vitest';
import { coveredLines, gatewayWindowEnd, paymentLines, refundBody, refundLines, refundableLines } from './refund-lines';
import { testPayment, testRefund } from './test-payment';

describe("a payment's lines for a refund", () => {
  it('names each participation and accessory with its price', () => {
    expect(paymentLines(testPayment()).map(({ key, label, price }) => [key, label, price])).toEqual([
      ['p11', 'کارگاه گیت', 200_000],
      ['p12', 'کارگاه داکر', 100_000],
      ['a3', 'ماگ جشنواره', 50_000],
    ]);
  });

  it('offers only the lines no DONE or PENDING refund covers (a FAILED one covers nothing)', () => {
    const payment = testPayment({
      refunds: [
        testRefund({ id: 1, state: 'DONE', participations: [], accessories: [3] }),
        testRefund({ id: 2, state: 'PENDING', method: 'gateway', participations: [11], accessories: [] }),
        testRefund({ id: 3, state: 'FAILED', method: 'gateway', participations: [12], accessories: [] }),
      ],
    });
    expect(refundableLines(payment).map((l) => l.key)).toEqual(['p12']);
    expect([...coveredLines(payment.refunds)]).toEqual([
      ['a3', 'DONE'],
      ['p11', 'PENDING'],
    ]);
  });

  it('says DONE of a line that a DONE refund covers, whatever a PENDING one says', () => {
    const refunds = [testRefund({ id: 2, state: 'DONE', participations: [11], accessories: [] }), testRefund({ id: 1, state: 'PENDING', participations: [11], accessories: [] })];
    expect(coveredLines(refunds).get('p11')).toBe('DONE');
  });

  it('names the lines one refund covers', () => {
    const lines = paymentLines(testPayment());
    expect(refundLines(testRefund({ participations: [12], accessories: [3] }), lines).map((l) => l.label)).toEqual(['کارگاه داکر', 'ماگ جشنواره']);
  });
});

describe('refundBody', () => {
  const offered = paymentLines(testPayment());

  it('names exactly the lines ticked for a refund by hand', () => {
    expect(refundBody('manual', 'کارت به کارت', [offered[1], offered[2]], offered)).toEqual({
      method: 'manual',
      note: 'کارت به کارت',
      participations: [12],
      accessories: [3],
    });
  });

  it('names no lines through the gateway (it reverses the whole payment), nor for a payment without lines', () => {
    expect(refundBody('gateway', '', offered, offered)).toEqual({ method: 'gateway', note: '' });
    expect(refundBody('manual', 'نقدی', [], [])).toEqual({ method: 'manual', note: 'نقدی' });
  });
});

describe('gatewayWindowEnd', () => {
  it('is 30 minutes after the bank verified the payment, and nothing for one never verified', () => {
    expect(gatewayWindowEnd({ verified_date: '2026-11-20T10:05:00.000Z' })?.toISOString()).toBe('2026-11-20T10:35:00.000Z');
    expect(gatewayWindowEnd({ verified_date: null })).toBeNull();
  });
});
