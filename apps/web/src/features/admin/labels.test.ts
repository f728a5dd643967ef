import { describe, expect, it } from 'vitest';
import { USER_ROLES, ZARINPAL_ERROR_CODES, doorSaleMethods, paymentKinds, paymentStates, refundMethods, refundStates, serviceTypes, staffRoles, staffTeams } from '@fest/contract';
import { hasMessage, t } from '@/shared/i18n';
import { gatewayCodeText, paymentKindLabel, refundFailureReason } from './labels';
import './messages';

describe("the console's names for the contract's values", () => {
  it.each([
    ['type', serviceTypes],
    ['staffRole', staffRoles],
    ['team', staffTeams],
    ['state', paymentStates],
    ['role', USER_ROLES],
    ['roleMeans', USER_ROLES],
    ['refundState', refundStates],
    ['refundMethod', refundMethods],
    ['kind', paymentKinds],
    ['doorMethod', doorSaleMethods],
  ] as const)('has a %s label for every value', (prefix, values) => {
    for (const value of values) expect(hasMessage('admin', `${prefix}${value}`), `${prefix}${value}`).toBe(true);
  });
});

describe('the gateway’s codes, named for the organiser', () => {
  it.each(ZARINPAL_ERROR_CODES)('names code %i in words, not by number', (code) => {
    expect(hasMessage('admin', `gatewayCode${code}`)).toBe(true);
    expect(refundFailureReason(code)).not.toBe(t('admin.refundCodeOther', { code: gatewayCodeText(code) }));
  });

  it('says what -14 and -62 ask of the organiser', () => {
    expect(refundFailureReason(-14)).toContain('نشانی این سایت');
    expect(refundFailureReason(-14)).toContain('زرین‌پال');
    expect(refundFailureReason(-62)).toContain('نشانی IP سرور');
  });

  it('gives an undocumented code by its number', () => {
    expect(refundFailureReason(-99)).toBe(t('admin.refundCodeOther', { code: gatewayCodeText(-99) }));
    expect(refundFailureReason(null)).toBe(t('admin.refundCodeOther', { code: '—' }));
  });
});

describe('how a payment came about', () => {
  it('says nothing for a purchase online, "guest" for a complimentary seat and how a sale at the door was paid', () => {
    expect(paymentKindLabel({ kind: 'online', door_method: null })).toBeNull();
    expect(paymentKindLabel({ kind: 'complimentary', door_method: null })).toBe('مهمان');
    expect(paymentKindLabel({ kind: 'door', door_method: 'CASH' })).toBe('فروش حضوری · نقدی');
    expect(paymentKindLabel({ kind: 'door', door_method: 'CARD' })).toBe('فروش حضوری · کارت‌خوان');
  });
});
