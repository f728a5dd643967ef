import { pdfTexts } from './texts';

/**
 * Dates, numbers and money as the documents print them: Persian with the Jalali calendar and Persian
 * digits, or English with the Gregorian one, always on Tehran's clock.
 */
export type Lang = 'fa' | 'en';

const TEHRAN = 'Asia/Tehran';

const dayFormats = {
  fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TEHRAN, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
};
const shortDayFormats = {
  fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: TEHRAN, day: 'numeric', month: 'long', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, day: 'numeric', month: 'long', year: 'numeric' }),
};
const timeFormats = {
  fa: new Intl.DateTimeFormat('fa-IR', { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TEHRAN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};
const numberFormats = {
  fa: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
};

/**
 * Node's ICU writes a Persian date year first with a Latin comma ("۱۴۰۵ آبان ۱۲, سه‌شنبه"); Iranian
 * documents write it day first, so the Persian one is put together from its parts.
 */
function persianDay(format: Intl.DateTimeFormat, at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ');
}

/** "سه‌شنبه ۱۲ آبان ۱۴۰۵" / "Tuesday 3 November 2026". */
export const formatDay = (at: Date, lang: Lang) => (lang === 'fa' ? persianDay(dayFormats.fa, at) : dayFormats.en.format(at));
/** "۱۲ آبان ۱۴۰۵" / "3 November 2026". */
export const formatShortDay = (at: Date, lang: Lang) => (lang === 'fa' ? persianDay(shortDayFormats.fa, at) : shortDayFormats.en.format(at));
/** "۱۱:۰۰" / "11:00". */
export const formatTime = (at: Date, lang: Lang) => timeFormats[lang].format(at);
/** "۳٫۵" / "3.5", grouped. */
export const formatNumber = (value: number, lang: Lang) => numberFormats[lang].format(value);

/** Hours between two times, to a tenth. */
export const hoursBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 360_000) / 10;

/** "الف، ب و ج" / "A, B and C". */
export function listOf(names: string[], lang: Lang): string {
  if (names.length <= 1) return names.join('');
  const and = pdfTexts.and[lang];
  const comma = pdfTexts.comma[lang];
  return names.slice(0, -1).join(comma) + and + names[names.length - 1];
}

const moneyFormats = { fa: new Intl.NumberFormat('fa-IR'), en: new Intl.NumberFormat('en-US') };
/** "۲۰۰٬۰۰۰ تومان" / "200,000 Toman". */
export const formatMoney = (toman: number, lang: Lang) => `${moneyFormats[lang].format(toman)} ${pdfTexts.toman[lang]}`;
/** A whole number grouped, without the currency: "۲۰۰٬۰۰۰". */
export const formatAmount = (value: number, lang: Lang) => moneyFormats[lang].format(value);
/** An identifier of digits (an id, a code, a phone) in the language's digits, never grouped. */
export const formatDigits = (value: string | number, lang: Lang) =>
  lang === 'fa' ? String(value).replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d))) : String(value);
/** "۱۲ آبان ۱۴۰۵، ۱۱:۰۰". */
export const formatDayTime = (at: Date, lang: Lang) => `${formatShortDay(at, lang)}${pdfTexts.comma[lang]}${formatTime(at, lang)}`;
