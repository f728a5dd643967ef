/**
 * Every number, sum of money, date and time the user sees goes through here:
 * Persian digits, the Persian (Jalali) calendar and the Tehran time zone, whatever the browser's settings.
 */
const TIME_ZONE = 'Asia/Tehran';

const numberFormat = new Intl.NumberFormat('fa-IR');
// ICU's own fa pattern for a long Persian-calendar date differs between engines (some put the year
// first and a Latin comma before the weekday), so the parts are assembled in the natural order here.
const dateParts = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** 1234567 -> '۱٬۲۳۴٬۵۶۷' */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 200000 -> '۲۰۰٬۰۰۰ تومان'; 0 -> 'رایگان' (whole Toman, as the API sends them). */
export function formatToman(amount: number): string {
  if (amount === 0) return 'رایگان';
  return `${numberFormat.format(amount)} تومان`;
}

/** An ISO time -> 'جمعه ۱۱ اردیبهشت ۱۴۰۵' (Jalali with weekday, in Tehran). */
export function formatDate(value: DateInput): string {
  const { weekday, day, month, year } = jalaliParts(value);
  return `${weekday} ${day} ${month} ${year}`;
}

/** Like formatDate, without the weekday: for tight spots such as table cells. */
export function formatShortDate(value: DateInput): string {
  const { day, month, year } = jalaliParts(value);
  return `${day} ${month} ${year}`;
}

function jalaliParts(value: DateInput) {
  const parts = { weekday: '', day: '', month: '', year: '' };
  for (const part of dateParts.formatToParts(toDate(value))) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** An ISO time -> '۱۰:۰۰' (24-hour clock, Tehran). */
export function formatTime(value: DateInput): string {
  return timeFormat.format(toDate(value));
}

/** Western digits -> Persian digits, for ids and codes that are not quantities. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}
