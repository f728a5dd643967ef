/**
 * Iranian identifiers with check digits, as the tax office's invoices and the banks use them. Each
 * takes what a person typed (Persian or Arabic-Indic digits, spaces and dashes allowed) and answers
 * the normalised value, or null when it is not one. The web form checks as the server does.
 */

/** Persian/Arabic-Indic digits to ASCII, spaces, dashes and direction marks dropped. */
export function asciiDigits(input: string): string {
  return input
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s\-\u200c\u200e\u200f]/g, '');
}

const digitsOf = (value: string) => Array.from(value, Number);

/**
 * A person's national code (کد ملی): ten digits, the last a check digit: r = Σ d[i]·(10−i) for the
 * first nine, mod 11; the check is r when r < 2, else 11 − r. Ten equal digits pass that sum but are
 * not issued.
 */
export function nationalCode(input: string): string | null {
  const value = asciiDigits(input);
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return null;
  const d = digitsOf(value);
  const r = d.slice(0, 9).reduce((sum, digit, i) => sum + digit * (10 - i), 0) % 11;
  return d[9] === (r < 2 ? r : 11 - r) ? value : null;
}

const COMPANY_WEIGHTS = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];

/**
 * A legal entity's national id (شناسه ملی): eleven digits, the last a check digit: with k the tenth
 * digit plus 2, r = Σ (d[i] + k)·w[i] over the first ten (weights 29, 27, 23, 19, 17, repeated), mod 11;
 * the check is r, or 0 when r is 10.
 */
export function companyNationalId(input: string): string | null {
  const value = asciiDigits(input);
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return null;
  const d = digitsOf(value);
  const k = d[9]! + 2;
  const r = d.slice(0, 10).reduce((sum, digit, i) => sum + (digit + k) * COMPANY_WEIGHTS[i]!, 0) % 11;
  return d[10] === (r === 10 ? 0 : r) ? value : null;
}

/** A postal code (کد پستی): ten digits, not all the same. */
export function postalCode(input: string): string | null {
  const value = asciiDigits(input);
  return /^\d{10}$/.test(value) && !/^(\d)\1{9}$/.test(value) ? value : null;
}

/**
 * A Sheba number (شبا, an Iranian IBAN): "IR" and 24 digits whose ISO 13616 check holds: the first four
 * characters moved to the end, letters as numbers (I = 18, R = 27), the whole mod 97 is 1.
 */
export function sheba(input: string): string | null {
  const value = asciiDigits(input).toUpperCase();
  if (!/^IR\d{24}$/.test(value)) return null;
  const rearranged = value.slice(4) + '1827' + value.slice(2, 4);
  let rest = 0;
  for (const digit of rearranged) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? value : null;
}
