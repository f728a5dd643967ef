import { describe, expect, it } from 'vitest';
import { cancelDeadline, cancelOutcome, cancelWindow, readSheba } from './cancel-registration';

const VALID = 'IR062960000000100324200001';

describe('readSheba', () => {
  it('takes the 24 digits typed after the printed IR, or a whole Sheba pasted, with spaces and Persian digits', () => {
    expect(readSheba('062960000000100324200001')).toEqual({ kind: 'valid', iban: VALID });
    expect(readSheba('ir06 2960 0000 0010 0324 2000 01')).toEqual({ kind: 'valid', iban: VALID });
    expect(readSheba('۰۶۲۹۶۰۰۰۰۰۰۰۱۰۰۳۲۴۲۰۰۰۰۱')).toEqual({ kind: 'valid', iban: VALID });
  });
  it('is empty when nothing was typed (the server says whether it is needed)', () => {
    expect(readSheba('  ')).toEqual({ kind: 'empty' });
    expect(readSheba('IR')).toEqual({ kind: 'empty' });
  });
  it('says what is wrong: letters, the count of digits, the check digits', () => {
    expect(readSheba('06296000000010032420000A')).toEqual({ kind: 'invalid', problem: { kind: 'letters' } });
    expect(readSheba('0629600000001003242')).toEqual({ kind: 'invalid', problem: { kind: 'length', count: 19 } });
    expect(readSheba('062960000000100324200002')).toEqual({ kind: 'invalid', problem: { kind: 'check' } });
  });
});

describe('cancelWindow', () => {
  const start = '2027-02-15T07:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();
  const policy = { cancel_hours_before: 48, cancel_fee_percent: 0, transfer_hours_before: 2 };
  it('is open until the hours before the start, late after, and gone once it has started', () => {
    expect(cancelWindow(start, policy, at('2027-02-13T06:59:59.000Z'))).toBe('open');
    expect(cancelWindow(start, policy, at('2027-02-13T07:00:00.000Z'))).toBe('late');
    expect(cancelWindow(start, policy, at('2027-02-15T07:00:00.000Z'))).toBe('started');
    expect(cancelDeadline(start, policy)).toBe(at('2027-02-13T07:00:00.000Z'));
  });
  it('is off when the festival allows no cancelling, and open (the server decides) without the policy', () => {
    expect(cancelWindow(start, { cancel_hours_before: 0, cancel_fee_percent: 0, transfer_hours_before: 2 }, at('2027-01-01T00:00:00.000Z'))).toBe('off');
    expect(cancelWindow(start, undefined, at('2027-02-15T06:00:00.000Z'))).toBe('open');
  });
});

describe('cancelOutcome', () => {
  it('tells the money paid by hand, back on the card, nothing to return, the bank still to answer, and a refusal', () => {
    expect(cancelOutcome({ method: 'manual', state: 'PENDING', amount: 250_000 })).toBe('transfer');
    expect(cancelOutcome({ method: 'gateway', state: 'DONE', amount: 250_000 })).toBe('card');
    expect(cancelOutcome({ method: 'manual', state: 'DONE', amount: 0 })).toBe('nothing');
    expect(cancelOutcome({ method: 'gateway', state: 'PENDING', amount: 250_000 })).toBe('waiting');
    expect(cancelOutcome({ method: 'gateway', state: 'FAILED', amount: 250_000 })).toBe('refused');
  });
});
