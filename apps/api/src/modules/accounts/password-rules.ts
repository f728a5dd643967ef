import { dictionary } from '@zxcvbn-ts/language-common';
import { accountTexts } from './texts';

/**
 * The server-side password rules of the contract: not a common password, not an obvious pattern
 * (one character repeated, a run such as abcdefgh or abcd1234, a keyboard row, a short part
 * repeated), not the phone number or similar to it or to the e-mail. Length and "not all digits"
 * are checked by the contract schema already.
 */

// zxcvbn's ranked list of leaked passwords (about 49,000, lower-case), the same kind of list Django ships.
const commonPasswords = new Set(dictionary['passwords-common']);

/** Django's UserAttributeSimilarityValidator threshold. */
const MAX_SIMILARITY = 0.7;

const toAsciiDigits = (value: string) =>
  value
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export const COMMON_PASSWORD_MESSAGE = accountTexts.password.common;
export const REPEATED_CHARACTER_MESSAGE = accountTexts.password.repeatedCharacter;
export const SIMPLE_PATTERN_MESSAGE = accountTexts.password.simplePattern;
export const PHONE_PASSWORD_MESSAGE = accountTexts.password.phone;
export const SIMILAR_PASSWORD_MESSAGE = accountTexts.password.similarToEmail;

/** Persian messages for every rule the password breaks; empty when it is acceptable. */
export function passwordProblems(password: string, owner: { phone: string; email: string }): string[] {
  const plain = toAsciiDigits(password).toLowerCase();
  const problems: string[] = [];
  if (commonPasswords.has(plain) || commonPasswords.has(password.toLowerCase())) problems.push(COMMON_PASSWORD_MESSAGE);
  if (new Set(plain).size === 1) problems.push(REPEATED_CHARACTER_MESSAGE);
  else if (isSimplePattern(plain)) problems.push(SIMPLE_PATTERN_MESSAGE);
  if (containsPhone(plain, owner.phone)) problems.push(PHONE_PASSWORD_MESSAGE);
  else if (isSimilarToEmail(plain, owner.email)) problems.push(SIMILAR_PASSWORD_MESSAGE);
  return problems;
}

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * One of: at most two runs that each step by the same amount (-1, 0 or +1 in code points, three
 * characters or more: abcdefgh, aaaa1111, abcd1234, 87654321x is not); a stretch of one keyboard row,
 * forwards or backwards (qwertyui, lkjhgfds); or a short part repeated (abcabcab, asdfasdf).
 */
function isSimplePattern(password: string): boolean {
  const chars = [...password];
  if (runCount(chars) <= 2) return true;
  const reversed = [...chars].reverse().join('');
  if (KEYBOARD_ROWS.some((row) => row.includes(password) || row.includes(reversed))) return true;
  for (let unit = 1; unit <= chars.length / 2; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/** How many runs of a constant step (-1, 0, +1; at least 3 characters each) cover the password; Infinity if they don't. */
function runCount(chars: string[]): number {
  let runs = 0;
  let i = 0;
  while (i < chars.length) {
    let end = i + 1;
    if (end < chars.length) {
      const step = chars[end]!.codePointAt(0)! - chars[i]!.codePointAt(0)!;
      if (Math.abs(step) > 1) return Infinity;
      while (end + 1 < chars.length && chars[end + 1]!.codePointAt(0)! - chars[end]!.codePointAt(0)! === step) end++;
      end++;
    }
    if (end - i < 3) return Infinity;
    runs++;
    i = end;
  }
  return runs;
}

/** The phone number, or any 7 consecutive digits of it, whatever separates the digits. */
function containsPhone(password: string, phone: string): boolean {
  // 09121234567 -> 9121234567: any 7 consecutive digits of it inside the password give the number away.
  const national = phone.replace(/^0/, '');
  const digits = password.replace(/[^0-9]/g, '');
  for (let i = 0; i + 7 <= national.length; i++) {
    if (digits.includes(national.slice(i, i + 7))) return true;
  }
  return similarityRatio(password, phone) >= MAX_SIMILARITY || similarityRatio(password, national) >= MAX_SIMILARITY;
}

function isSimilarToEmail(password: string, emailAddress: string): boolean {
  const email = emailAddress.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (local.length >= 4 && password.includes(local)) return true;
  const parts = [email, local, ...local.split(/[^a-z0-9]+/).filter((p) => p.length >= 3)];
  return parts.some((part) => similarityRatio(password, part) >= MAX_SIMILARITY);
}

/**
 * Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio():
 * 2 * (characters in matching blocks) / (total length). 1 means equal, 0 nothing in common.
 */
export function similarityRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  return (2 * matchingCharacters(a, b)) / (a.length + b.length);
}

function matchingCharacters(a: string, b: string): number {
  if (!a.length || !b.length) return 0;
  // Longest common substring by dynamic programming; inputs are short (passwords, e-mails).
  let best = 0;
  let endA = 0;
  let endB = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1] + 1;
        if (current[j] > best) {
          best = current[j];
          endA = i;
          endB = j;
        }
      }
    }
    previous = current;
  }
  if (best === 0) return 0;
  return (
    best +
    matchingCharacters(a.slice(0, endA - best), b.slice(0, endB - best)) +
    matchingCharacters(a.slice(endA), b.slice(endB))
  );
}
