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
