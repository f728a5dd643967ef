import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The server-side password rules of the contract: not a common password, not similar to the
 * phone number or e-mail. Length and "not all digits" are checked by the contract schema already.
 */

// zxcvbn's ranked list of leaked passwords (about 49,000, lower-case), the same kind of list Django ships.
const commonPasswords = new Set(dictionary['passwords-common']);

/** Django's UserAttributeSimilarityValidator threshold. */
const MAX_SIMILARITY = 0.7;

const toAsciiDigits = (value: string) =>
  value
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export const COMMON_PASSWORD_MESSAGE = 'این رمز عبور بسیار رایج است و به‌راحتی حدس زده می‌شود؛ رمز دیگری انتخاب کنید.';
export const SIMILAR_PASSWORD_MESSAGE = 'رمز عبور بیش از حد به شماره موبایل یا ایمیل شما شبیه است.';

/** Persian messages for every rule the password breaks; empty when it is acceptable. */
export function passwordProblems(password: string, owner: { phone: string; email: string }): string[] {
  const plain = toAsciiDigits(password).toLowerCase();
  const problems: string[] = [];
  if (commonPasswords.has(plain) || commonPasswords.has(password.toLowerCase())) problems.push(COMMON_PASSWORD_MESSAGE);
  if (isSimilarToOwner(plain, owner)) problems.push(SIMILAR_PASSWORD_MESSAGE);
  return problems;
}

function isSimilarToOwner(password: string, owner: { phone: string; email: string }): boolean {
  // 09121234567 -> 9121234567: any 7 consecutive digits of it inside the password give the number away.
  const national = owner.phone.replace(/^0/, '');
  for (let i = 0; i + 7 <= national.length; i++) {
    if (password.includes(national.slice(i, i + 7))) return true;
  }
  const email = owner.email.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (local.length >= 4 && password.includes(local)) return true;
  const parts = [owner.phone, national, email, local, ...local.split(/[^a-z0-9]+/).filter((p) => p.length >= 3)];
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
