/**
 * Jalali dates for files the server writes (exports). Tehran time, Persian calendar, Latin digits and
 * zero-padded fields ("1405/02/11 10:00"): spreadsheets sort and filter such text correctly, Excel
 * and LibreOffice read Latin digits in any font and locale, and the export's ISO column stays
 * beside it for machines. The web app shows dates with Persian digits (apps/web/src/shared/format.ts).
 */
const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function jalaliParts(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  const out = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of parts.formatToParts(date)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  return out;
}

/** 2026-05-01T06:30:00Z -> '1405/02/11' (the Tehran day). */
export function formatJalaliDate(value: Date | string | number): string {
  const { year, month, day } = jalaliParts(value);
  return `${year}/${month}/${day}`;
}

/** 2026-05-01T06:30:00Z -> '1405/02/11 10:00' (Tehran, 24-hour clock). */
export function formatJalaliDateTime(value: Date | string | number): string {
  const { year, month, day, hour, minute } = jalaliParts(value);
  return `${year}/${month}/${day} ${hour}:${minute}`;
}

/** A Tehran day 'YYYY-MM-DD' -> its Jalali year ('2026-05-01' -> '1405'): an edition's usual slug. */
export function jalaliYearOf(day: string): string {
  return jalaliParts(`${day}T12:00:00+03:30`).year;
}
