/**
 * How many SMS parts a text costs, as the operators bill it (3GPP TS 23.038 / 23.040):
 * - text made only of GSM-7 characters: 160 septets in one part, 153 per part once split (the other
 *   7 carry the concatenation header); characters of the extension table take two septets, and an
 *   escape pair is never split across parts;
 * - anything else (Persian among it) goes as UCS-2: 70 UTF-16 units in one part, 67 per part once
 *   split; a surrogate pair (an emoji) is never split across parts.
 * The console counts a message's parts with it as it is typed and the server bills with it, so the
 * count an organiser sees before sending is the bill.
 */

// The GSM 03.38 default alphabet (0x1B, the escape, is not a character of its own).
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// Reached through the escape, so each costs two septets.
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsMeasure {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  length: number;
  /** Parts billed; 0 for an empty text. */
  parts: number;
}

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

export function measureSms(text: string): SmsMeasure {
  const chars = Array.from(text); // code points, so a surrogate pair stays whole
  const gsm = chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const cost = (c: string) => (gsm ? (GSM7_EXTENSION.has(c) ? 2 : 1) : c.length);
  const units = chars.map(cost);
  const length = units.reduce((sum, n) => sum + n, 0);
  const { single, multi } = LIMITS[encoding];
  if (length === 0) return { encoding, length, parts: 0 };
  if (length <= single) return { encoding, length, parts: 1 };
  // Fill parts greedily: a character that does not fit whole starts the next part.
  let parts = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > multi) {
      parts += 1;
      used = 0;
    }
    used += n;
  }
  return { encoding, length, parts };
}
