/**
 * Persian (۰-۹) and Arabic-Indic (٠-٩) digits -> ASCII digits; everything else unchanged.
 * Phones type codes and numbers with whichever keyboard is active, and the contract accepts all three.
 * (packages/contract's normalizePhone does the same inline for phone numbers.)
 */
export function toLatinDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** ASCII digits -> Persian digits (۰-۹), for numbers inside Persian messages. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}

const digitRun = (zero: number) => Array.from({ length: 10 }, (_, i) => String.fromCharCode(zero + i)).join('');

/**
 * For SQL's translate(column, from, to): the Persian then the Arabic-Indic digits, and the Latin digit
 * each stands for, so that a column compares as toLatinDigits would make it. Built from code points:
 * Persian digits in a literal would read as interface text (texts-in-catalogues.test.ts).
 */
export const easternDigits = { from: digitRun(0x06f0) + digitRun(0x0660), to: digitRun(0x30).repeat(2) } as const;
