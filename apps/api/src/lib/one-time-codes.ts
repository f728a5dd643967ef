import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { toLatinDigits } from './digits';

/**
 * One-time codes sent by SMS (contract: "Text messages and one-time codes"). Only primitives live
 * here; the rules (2 minutes, 5 wrong tries, spent on use, rate limits) belong to the service that
 * stores the codes.
 *
 * The database keeps an HMAC of the code, keyed with a server secret and bound to the phone and the
 * purpose: a copy of the table reveals no code (a bare SHA-256 of 6 digits would fall to a million
 * guesses), and a hash can't be replayed for another phone or purpose.
 */

export const CODE_LENGTH = 6;

export type CodePurpose = 'signup' | 'reset_password' | 'login';

/** A uniformly random 6-digit code, leading zeros included ("004217"). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * What a person typed -> the 6 ASCII digits, or null. Persian and Arabic-Indic digits are accepted,
 * and spaces, dashes and direction marks that a paste or an autofill may bring along are dropped.
 */
export function normalizeCodeInput(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = toLatinDigits(input).replace(/[\s\-\u200c\u200e\u200f]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Hex HMAC-SHA256 of the code for this phone (normalised 09XXXXXXXXX) and purpose. */
export function hashCode(secret: string | Uint8Array, phone: string, purpose: CodePurpose, code: string): string {
  // NUL separators: none of the parts can contain one, so no two inputs share a message.
  return createHmac('sha256', secret).update(`${purpose}\0${phone}\0${code}`).digest('hex');
}

/**
 * Whether `input` (as typed) is the code behind `storedHash`. The comparison takes the same time
 * whichever byte differs; a malformed input is hashed all the same, so it takes no less time either.
 */
export function codeMatches(
  secret: string | Uint8Array,
  phone: string,
  purpose: CodePurpose,
  input: unknown,
  storedHash: string,
): boolean {
  const code = normalizeCodeInput(input);
  const actual = Buffer.from(hashCode(secret, phone, purpose, code ?? ''), 'hex');
  const expected = /^[0-9a-f]{64}$/.test(storedHash) ? Buffer.from(storedHash, 'hex') : Buffer.alloc(actual.length);
  return timingSafeEqual(actual, expected) && code !== null;
}
