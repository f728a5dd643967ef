import { getLocale, t, type Locale } from './i18n';
import { nextTask } from './next-task';
import { formatterRecipes, type Formatters } from './intl-recipes';
import { tehranClock } from './tehran-time';

/**
 * Every number, sum of money, date and time the user sees goes through here, in the language shown
 * (shared/i18n): in Persian with Persian digits and the Persian (Jalali) calendar, in English with
 * Latin digits and the Gregorian calendar; always in the Tehran time zone, whatever the browser's
 * settings. The formatters are built once per language, on first use.
 */
const built = new Map<Locale, Partial<Formatters>>();

/** The language's formatter of this kind, built on first use. */
function formatter<K extends keyof Formatters>(kind: K): Formatters[K] {
  const locale = getLocale();
  let f = built.get(locale);
  if (!f) built.set(locale, (f = {}));
  return (f[kind] ??= formatterRecipes[kind](locale) as Formatters[K]);
}

/**
 * Builds the language's formatters and the Tehran clock (shared/tehran-time.ts) now, in two tasks of
 * their own rather than inside the page's adoption or a module's evaluation (app/main.tsx). The first
 * Intl object a page makes starts ICU (17-46 ms on a 2-core host, unthrottled; four times that on
 * Lighthouse's phone), and the calendar and time zone then load their data (3-10 ms more).
 */
export async function prepareFormatters(): Promise<void> {
  await nextTask();
  formatter('number');
  await nextTask();
  formatter('dateParts');
  formatter('time');
  tehranClock();
}

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** 1234567 -> '۱٬۲۳۴٬۵۶۷' ('1,234,567' in English). */
export function formatNumber(value: number): string {
  return formatter('number').format(value);
}

/** A price: 200000 -> '۲۰۰٬۰۰۰ تومان'; 0 -> 'رایگان' (whole Toman, as the API sends them). */
export function formatToman(amount: number): string {
  if (amount === 0) return t('common.free');
  return formatSum(amount);
}

/** A sum of money taken or owed (revenue, a total so far): 0 -> '۰ تومان', never "free". */
export function formatSum(amount: number): string {
  return t('common.toman', { amount: formatNumber(amount) });
}

/** An ISO time -> 'جمعه ۱۱ اردیبهشت ۱۴۰۵' (Jalali with weekday, in Tehran); 'Friday 1 May 2026' in English. */
export function formatDate(value: DateInput): string {
  const { weekday, day, month, year } = dateParts(value);
  return `${weekday} ${day} ${month} ${year}`;
}

/** Like formatDate, without the weekday: for tight spots such as table cells. */
export function formatShortDate(value: DateInput): string {
  const { day, month, year } = dateParts(value);
  return `${day} ${month} ${year}`;
}

function dateParts(value: DateInput) {
  const parts = { weekday: '', day: '', month: '', year: '' };
  for (const part of formatter('dateParts').formatToParts(toDate(value))) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** An ISO time -> '۱۰:۰۰' (24-hour clock, Tehran). */
export function formatTime(value: DateInput): string {
  return formatter('time').format(toDate(value));
}

/**
 * Western digits -> the digits of the language shown (Persian digits in Persian, unchanged in
 * English), for ids and codes that are not quantities. The name is older than the English switch.
 */
export function toPersianDigits(text: string | number): string {
  if (getLocale() === 'en') return String(text);
  return String(text).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}

/**
 * A countdown's minutes and seconds: 95 -> '۱:۳۵' ('1:35' in English), 5 -> '۰:۰۵'. The one place a
 * countdown is written (the code's life and resend, a waiting-list offer), in the language's digits.
 */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${formatNumber(Math.floor(whole / 60))}:${formatNumber(whole % 60).padStart(2, formatNumber(0))}`;
}

/** The comma that joins two parts of a phrase ('جمعه ۱۱ اردیبهشت، ساعت ۱۰' / 'Friday 1 May, at 10'). */
export function listComma(): string {
  return t('programme.listSeparator');
}

/** 20 -> '۲۰٪' ('20%' in English): a whole percentage. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}${getLocale() === 'en' ? '%' : '٪'}`;
}
