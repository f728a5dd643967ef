import { afterEach, describe, expect, it } from 'vitest';
import type { CancelPolicy } from '@/shared/api/cancellation';
import { setLocale } from '@/shared/i18n';
import '@/shared/transfer';
import { groupedPhone, readRecipientPhone, transferDeadline, transferRefusal, transferWindow } from './transfer-registration';

const start = '2027-02-15T07:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();
const policy = (transfer_hours_before: number): CancelPolicy => ({ cancel_hours_before: 48, cancel_fee_percent: 0, transfer_hours_before });
/** A refusal as the data layer hands it over: the contract's error, and the answer's body beside it. */
const refused = (body: { code: string; detail: string; errors?: Record<string, string[]>; clashes_with?: { id: number; fa_title: string } }, status = 400) => ({
  code: body.code,
  detail: body.detail,
  errors: body.errors,
  status,
  body,
});

afterEach(() => setLocale('fa'));

describe('transferWindow', () => {
  it('is open until the policy’s hours before the start, late from then on, and gone once it has started', () => {
    expect(transferWindow(start, policy(2), at('2027-02-15T04:59:59.000Z'))).toBe('open');
    expect(transferWindow(start, policy(2), at('2027-02-15T05:00:00.000Z'))).toBe('late');
    expect(transferWindow(start, policy(2), at('2027-02-15T07:00:00.000Z'))).toBe('started');
    expect(transferDeadline(start, policy(2))).toBe(at('2027-02-15T05:00:00.000Z'));
  });
  it('lasts until the start when the hours are 0, and is open (the server decides) without the policy or its hours', () => {
    expect(transferWindow(start, policy(0), at('2027-02-15T06:59:59.000Z'))).toBe('open');
    expect(transferDeadline(start, policy(0))).toBe(at(start));
    expect(transferWindow(start, undefined, at('2027-02-15T06:59:00.000Z'))).toBe('open');
    const older = { cancel_hours_before: 48, cancel_fee_percent: 0 } as CancelPolicy;
    expect(transferWindow(start, older, at('2027-02-15T06:59:00.000Z'))).toBe('open');
    expect(transferDeadline(start, older)).toBeNull();
    expect(transferWindow(start, undefined, at('2027-02-15T07:00:00.000Z'))).toBe('started');
  });
});

describe('readRecipientPhone', () => {
  it('reads the forms the contract allows, Persian digits and spaces too, as the server stores them', () => {
    expect(readRecipientPhone('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toEqual({ kind: 'valid', phone: '09121234567' });
    expect(readRecipientPhone('+98 912-123-4567')).toEqual({ kind: 'valid', phone: '09121234567' });
    expect(readRecipientPhone('9121234567')).toEqual({ kind: 'valid', phone: '09121234567' });
  });
  it('tells an empty field from a number that is not an Iranian mobile', () => {
    expect(readRecipientPhone('  ')).toEqual({ kind: 'empty' });
    expect(readRecipientPhone('02112345678')).toEqual({ kind: 'invalid' });
    expect(readRecipientPhone('0912123456')).toEqual({ kind: 'invalid' });
  });
  it('reads a phone back grouped, in Persian digits', () => {
    expect(groupedPhone('09121234567')).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷');
  });
});

describe('transferRefusal', () => {
  it('puts what is about the recipient beside the phone: a rejected number, one who holds it, one whose workshop clashes (named)', () => {
    expect(transferRefusal(refused({ code: 'VALIDATION_ERROR', detail: 'داده نامعتبر', errors: { phone_number: ['این شماره، شمارهٔ خود شماست.'] } }))).toEqual({
      on: 'phone',
      message: 'این شماره، شمارهٔ خود شماست.',
    });
    expect(transferRefusal(refused({ code: 'ALREADY_REGISTERED', detail: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.' }))).toEqual({
      on: 'phone',
      message: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.',
    });
    expect(transferRefusal(refused({ code: 'TIME_CLASH', detail: 'هم‌پوشانی', clashes_with: { id: 7, fa_title: 'کارگاه گیت' } }))).toEqual({
      on: 'phone',
      message: 'صاحب این شماره در همین زمان در کارگاه «کارگاه گیت» ثبت‌نام کرده است؛ این ثبت‌نام را نمی‌توان به او داد.',
    });
  });
  it('puts the rest above the form in the server’s words: too late, used at the door', () => {
    expect(transferRefusal(refused({ code: 'TOO_LATE', detail: 'مهلت واگذاری گذشته است.' }))).toEqual({ on: 'form', message: 'مهلت واگذاری گذشته است.' });
    expect(transferRefusal(refused({ code: 'VALIDATION_ERROR', detail: 'با این بلیت پیش‌تر وارد نشست شده‌اند.' }))).toEqual({
      on: 'form',
      message: 'با این بلیت پیش‌تر وارد نشست شده‌اند.',
    });
  });
  it('says it in English in its own words (the server writes Persian), the clashing workshop still named', async () => {
    await setLocale('en');
    expect(transferRefusal(refused({ code: 'TIME_CLASH', detail: 'هم‌پوشانی', clashes_with: { id: 7, fa_title: 'کارگاه گیت' } })).message).toBe(
      'The owner of this number is registered for the workshop “کارگاه گیت” at the same time; this registration cannot be given to them.',
    );
    expect(transferRefusal(refused({ code: 'TOO_LATE', detail: 'مهلت واگذاری گذشته است.' })).message).toBe('The deadline for giving this registration on has passed.');
    expect(transferRefusal(refused({ code: 'ALREADY_REGISTERED', detail: 'ثبت‌نام کرده است.' })).message).toBe(
      'The owner of this number is already registered for this session.',
    );
  });
});
