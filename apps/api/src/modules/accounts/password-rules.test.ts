import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  passwordProblems,
  PHONE_PASSWORD_MESSAGE,
  REPEATED_CHARACTER_MESSAGE,
  SIMILAR_PASSWORD_MESSAGE,
  SIMPLE_PATTERN_MESSAGE,
  similarityRatio,
} from './password-rules';

describe('similarityRatio', () => {
  // Reference values from Python's difflib.SequenceMatcher(None, a, b, autojunk=False).ratio().
  it.each([
    ['rostam-dastan', 'rostam.dastan', 0.9230769230769231],
    ['simorgh2024', 'simorgh', 0.7777777777777778],
    ['abcd', 'bcde', 0.75],
    ['password', 'drowssap', 0.25],
    ['narenj-e-sabz-1403', 'user123@example.com', 0.10810810810810811],
    ['hello world', 'world hello', 0.45454545454545453],
  ])('%j vs %j = %d, as difflib', (a, b, expected) => {
    expect(similarityRatio(a, b)).toBeCloseTo(expected, 10);
  });
});

describe('passwordProblems', () => {
  const owner = { phone: '09121234567', email: 'parvin.etesami@example.com' };

  it('accepts a password unrelated to the owner and not common', () => {
    expect(passwordProblems('Narenj-e-Sabz-1403', owner)).toEqual([]);
    // Digits that happen to appear in many phone numbers are fine when they are not this one's.
    expect(passwordProblems('Kabootar-7654321', owner)).toEqual([]);
  });

  it.each(['password1', 'PASSWORD1', 'qwerty123', 'iloveyou2'])('refuses the common password %j', (password) => {
    expect(passwordProblems(password, owner)).toContain(COMMON_PASSWORD_MESSAGE);
  });

  it.each([
    ['the whole phone', 'x09121234567'],
    ['seven digits of the phone', 'Shiraz-1234567'],
    ['the phone in Persian digits', 'رمز-۱۲۳۴۵۶۷'],
    ['the phone with dashes', 'ab-0912-123-4567'],
    ['the phone digits spread among letters', 'a9b1c2d1e2f3g4'],
  ])('refuses a password containing %s, saying it is the phone', (_why, password) => {
    expect(passwordProblems(password, owner)).toContain(PHONE_PASSWORD_MESSAGE);
  });

  it.each([
    ['the e-mail local part', 'parvin.etesami1'],
    ['a part of the e-mail', 'etesami99'],
    ['the e-mail itself, reshuffled case', 'Parvin.Etesami@Example.com'],
  ])('refuses a password containing %s', (_why, password) => {
    expect(passwordProblems(password, owner)).toContain(SIMILAR_PASSWORD_MESSAGE);
  });

  it.each(['aaaaaaaa', 'ZZZZZZZZZZ', '........', 'ببببببببب'])('refuses %j: one character repeated', (password) => {
    expect(passwordProblems(password, owner)).toEqual([REPEATED_CHARACTER_MESSAGE]);
  });

  it.each(['abcdefgh', 'hgfedcba', 'abcd1234', 'aaaa1111', 'wxyz9876', 'qwertyui', 'lkjhgfdsa', 'xyzxyzxyz', 'asdfasdf', 'ab12ab12ab12'])(
    'refuses the simple pattern %j',
    (password) => {
      expect(passwordProblems(password, owner)).toContain(SIMPLE_PATTERN_MESSAGE);
    },
  );

  it.each(['Abc-Sib-Zamini', 'LinuxFest1405', 'Admin-Fest-1405', 'xyz12-Golab', 'abcxyz12'])('is not fooled into refusing %j', (password) => {
    expect(passwordProblems(password, owner)).toEqual([]);
  });
});
