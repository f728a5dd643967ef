/**
 * Normalises an Iranian mobile number written in any of the forms the contract allows
 * (Persian or Arabic-Indic digits, spaces, dashes, +98 / 0098 / 98 / 0 prefixes) to 09XXXXXXXXX.
 * Returns null when the input is not an Iranian mobile number.
 */
export function normalizePhone(input: string): string | null {
  if (typeof input !== 'string') return null;
  const ascii = input
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s\-\u200c\u200f\u200e]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(ascii);
  return match ? `0${match[1]}` : null;
}
