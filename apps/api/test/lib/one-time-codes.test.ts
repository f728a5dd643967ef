import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, codeMatches, generateCode, hashCode, normalizeCodeInput } from '../../src/lib/one-time-codes';

const SECRET = 'a server secret that is long enough for tests';
const PHONE = '09121234567';

describe('one-time codes', () => {
  it('generates 6 ASCII digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(CODE_LENGTH).toBe(6);
    // 2000 draws from a million: a repeat-heavy or narrow generator would fail these.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(codes.some((c) => c >= '900000')).toBe(true);
  });

  it('reads Persian and Arabic-Indic digits, spaces, dashes and direction marks', () => {
    expect(normalizeCodeInput('۱۲۳۴۵۶')).toBe('123456');
    expect(normalizeCodeInput('٠١٢٣٤٥')).toBe('012345');
    expect(normalizeCodeInput(' ۱۲۳-۴۵۶ ')).toBe('123456');
    expect(normalizeCodeInput('\u200e123 456')).toBe('123456');
    for (const bad of ['12345', '1234567', '12a456', '', '۱۲۳۴۵', null, 123456]) {
      expect(normalizeCodeInput(bad)).toBeNull();
    }
  });

  it('stores a keyed hash that reveals nothing without the secret and depends on phone and purpose', () => {
    const hash = hashCode(SECRET, PHONE, 'signup', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode(SECRET, PHONE, 'signup', '123456')).toBe(hash);
    expect(hashCode('another secret of the same kind....', PHONE, 'signup', '123456')).not.toBe(hash);
    expect(hashCode(SECRET, '09121234568', 'signup', '123456')).not.toBe(hash);
    expect(hashCode(SECRET, PHONE, 'reset_password', '123456')).not.toBe(hash);
  });

  it('accepts the right code as typed in any digits, and nothing else', () => {
    const stored = hashCode(SECRET, PHONE, 'reset_password', '042017');
    expect(codeMatches(SECRET, PHONE, 'reset_password', '042017', stored)).toBe(true);
    expect(codeMatches(SECRET, PHONE, 'reset_password', '۰۴۲۰۱۷', stored)).toBe(true);
    expect(codeMatches(SECRET, PHONE, 'reset_password', '042018', stored)).toBe(false);
    expect(codeMatches(SECRET, PHONE, 'signup', '042017', stored)).toBe(false);
    expect(codeMatches(SECRET, '09120000000', 'reset_password', '042017', stored)).toBe(false);
    expect(codeMatches(SECRET, PHONE, 'reset_password', '42017', stored)).toBe(false);
    expect(codeMatches(SECRET, PHONE, 'reset_password', undefined, stored)).toBe(false);
  });

  it('refuses everything against a stored value that is not a hash (never throws)', () => {
    expect(codeMatches(SECRET, PHONE, 'signup', '123456', '')).toBe(false);
    expect(codeMatches(SECRET, PHONE, 'signup', '123456', 'zz')).toBe(false);
    // An empty input against the hash of an empty code must not pass either.
    expect(codeMatches(SECRET, PHONE, 'signup', '', hashCode(SECRET, PHONE, 'signup', ''))).toBe(false);
  });
});
