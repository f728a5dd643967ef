import { describe, expect, it } from 'vitest';
import { walkInBodySchema } from '@fest/contract';
import { checkWalkIn, defaultMethod, readAmount, type WalkInDraft } from './walk-in';

const draft = (over: Partial<WalkInDraft> = {}): WalkInDraft => ({ phone: '09123456789', firstName: 'علی', lastName: 'رضایی', method: 'CASH', amount: '۲۵۰٬۰۰۰', ...over });

describe('the door sale form, read as the contract reads it', () => {
  it('reads an amount typed in any digits, grouped or not', () => {
    expect(readAmount('۲۵۰٬۰۰۰')).toBe(250_000);
    expect(readAmount('250,000')).toBe(250_000);
    expect(readAmount('٣٠٠ ٠٠٠ تومان')).toBe(300_000);
    expect(readAmount('')).toBeNull();
    expect(readAmount('تومان')).toBeNull();
  });

  it('answers a body the contract accepts, the phone normalised', () => {
    const checked = checkWalkIn(draft({ phone: '+98 912 345 6789', firstName: '  علی ' }), 7);
    expect(checked).toEqual({ body: { presentation: 7, phone_number: '09123456789', first_name: 'علی', last_name: 'رضایی', method: 'CASH', amount: 250_000 } });
    if ('body' in checked) expect(walkInBodySchema.safeParse(checked.body).success).toBe(true);
  });

  it('keeps FREE and 0 together: free is 0 whatever the box says, and a paid sale is more than 0', () => {
    expect(checkWalkIn(draft({ method: 'FREE', amount: '۲۵۰٬۰۰۰' }), 7)).toMatchObject({ body: { amount: 0, method: 'FREE' } });
    expect(checkWalkIn(draft({ method: 'CARD', amount: '۰' }), 7)).toEqual({ problems: { amount: 'door.walkInAmountZero' } });
    expect(checkWalkIn(draft({ amount: '' }), 7)).toEqual({ problems: { amount: 'door.walkInAmountMissing' } });
    expect(checkWalkIn(draft({ amount: '2000000000' }), 7)).toEqual({ problems: { amount: 'door.walkInAmountLarge' } });
    expect(defaultMethod(0)).toBe('FREE');
    expect(defaultMethod(250_000)).toBe('CASH');
  });

  it('names every field that is wrong at once', () => {
    expect(checkWalkIn(draft({ phone: '02112345678', firstName: ' ', lastName: 'ب'.repeat(151) }), 7)).toEqual({
      problems: { phone_number: 'door.walkInPhoneInvalid', first_name: 'door.walkInNameMissing', last_name: 'door.walkInNameLong' },
    });
    expect(checkWalkIn(draft({ phone: '' }), 7)).toEqual({ problems: { phone_number: 'door.walkInPhoneMissing' } });
  });
});
