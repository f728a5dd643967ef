import { describe, expect, it } from 'vitest';
import { companyNationalId, nationalCode, postalCode, sheba } from './iran-ids';

describe('national code (کد ملی)', () => {
  it('takes a code whose check digit holds, in any digits', () => {
    expect(nationalCode('0499370899')).toBe('0499370899');
    expect(nationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(nationalCode('0084575948')).toBe('0084575948');
  });
  it('refuses a wrong check digit, a wrong length and ten equal digits', () => {
    expect(nationalCode('0499370898')).toBeNull();
    expect(nationalCode('499370899')).toBeNull();
    expect(nationalCode('1111111111')).toBeNull();
    expect(nationalCode('04993708a9')).toBeNull();
  });
});

describe('company national id (شناسه ملی)', () => {
  it('takes an id whose check digit holds', () => {
    expect(companyNationalId('10380284790')).toBe('10380284790');
    expect(companyNationalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790');
  });
  it('refuses a wrong check digit and a wrong length', () => {
    expect(companyNationalId('10380284791')).toBeNull();
    expect(companyNationalId('1038028479')).toBeNull();
    expect(companyNationalId('00000000000')).toBeNull();
  });
});

describe('postal code and Sheba', () => {
  it('takes ten digits for a postal code', () => {
    expect(postalCode('1193653471')).toBe('1193653471');
    expect(postalCode('119365347')).toBeNull();
    expect(postalCode('0000000000')).toBeNull();
  });
  it('takes a Sheba whose mod-97 check holds and refuses one digit changed', () => {
    expect(sheba('IR062960000000100324200001')).toBe('IR062960000000100324200001');
    expect(sheba('ir06 2960 0000 0010 0324 2000 01')).toBe('IR062960000000100324200001');
    expect(sheba('IR062960000000100324200002')).toBeNull();
    expect(sheba('IR06296000000010032420000')).toBeNull();
    expect(sheba('DE062960000000100324200001')).toBeNull();
  });
});
