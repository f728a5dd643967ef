import type { Festival } from '@fest/contract';
import { formatDate, formatShortDate, formatTime, listComma } from './format';
import { getLocale, t } from './i18n';
import { local, type LocalText } from './i18n/content';

/**
 * The festival's facts as the pages show them. The contract's days are Tehran days (YYYY-MM-DD):
 * noon in Tehran names that day whatever the visitor's own zone.
 */
const tehranNoon = (day: string) => `${day}T12:00:00+03:30`;
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(tehranNoon(day)));

/** The Jalali year of a moment in Tehran, in Latin digits (a few bytes of Intl, not the calendar code of jalali.ts). */
const jalaliYear = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric' });

/**
 * The festival's name as the site shows it (header, footer, titles): the current edition's own name
 * (its settings, "جشنواره لینوکس ۱۴۰۶"), else the festival's name without a year; in English its English
 * name when the organisers gave one, else the translated name with the Jalali year of the edition's
 * first day (never the Persian: the name heads every page). A new edition brings its own.
 */
export function festivalNameOf(facts: (Pick<Festival, 'festival_name' | 'starts_on'> & Partial<Pick<Festival, 'en_festival_name'>>) | undefined): string {
  if (getLocale() === 'fa') return facts?.festival_name || t('common.festivalName');
  if (facts?.en_festival_name?.trim()) return facts.en_festival_name;
  const year = facts && isDay(facts.starts_on) ? jalaliYear.formatToParts(new Date(tehranNoon(facts.starts_on))).find((p) => p.type === 'year')?.value : undefined;
  return year ? t('common.festivalNameOfYear', { year }) : t('common.festivalName');
}

/** '2027-02-16' -> 'سه‌شنبه ۲۷ بهمن ۱۴۰۵'; null for "" (unset) or anything that is not a day. */
export function formatFestivalDay(day: string): string | null {
  return isDay(day) ? formatDate(tehranNoon(day)) : null;
}

/**
 * When the competition starts: 'سه‌شنبه ۲۷ بهمن ۱۴۰۵، ساعت ۱۰:۰۰', or the day alone while its hour
 * is unset; null without a day. `time` is the Tehran clock 'HH:MM' (Iran keeps +03:30 all year).
 */
export function formatCompetitionWhen(day: string, time: string): string | null {
  const date = formatFestivalDay(day);
  if (!date) return null;
  const moment = `${day}T${time}:00+03:30`;
  if (!/^\d{2}:\d{2}$/.test(time) || Number.isNaN(Date.parse(moment))) return date;
  return t('festival.dayAtTime', { date, time: formatTime(moment) });
}

/**
 * A span of days: '۲۶ تا ۲۸ بهمن ۱۴۰۵' within a month, '۳۰ بهمن تا ۱ اسفند ۱۴۰۵' across months,
 * with both years across years, one date for one day. Takes ISO times or Tehran days.
 */
export function formatDayRange(first: string, last: string): string {
  const parts = (value: string) => {
    const [day = '', month = '', year = ''] = formatShortDate(isDay(value) ? tehranNoon(value) : value).split(' ');
    return { day, month, year };
  };
  const a = parts(first);
  const b = parts(last);
  if (a.year !== b.year) return t('programme.dateRange', { from: `${a.day} ${a.month} ${a.year}`, to: `${b.day} ${b.month} ${b.year}` });
  if (a.month !== b.month) return t('programme.dateRange', { from: `${a.day} ${a.month}`, to: `${b.day} ${b.month} ${b.year}` });
  if (a.day !== b.day) return t('programme.dateRange', { from: a.day, to: `${b.day} ${b.month} ${b.year}` });
  return `${a.day} ${a.month} ${a.year}`;
}

/** The festival's own dates, or null when they are not set. */
export function festivalDates(facts: Pick<Festival, 'starts_on' | 'ends_on'> | undefined): string | null {
  if (!facts || !isDay(facts.starts_on)) return null;
  return formatDayRange(facts.starts_on, isDay(facts.ends_on) ? facts.ends_on : facts.starts_on);
}

type Room = { room: string; en_room?: string };
type Venue = Pick<Festival, 'venue'> & Partial<Pick<Festival, 'en_venue'>>;

/** Where a session happens, in the language shown: its room, then the venue, each left out while unset. */
export function sessionPlaces(session: Room, facts: Venue | undefined): LocalText[] {
  return [local(session, 'room'), ...(facts ? [local(facts, 'venue')] : [])].filter((place) => place.text.trim() !== '');
}

/** Where a session happens as one line: 'سالن ۱، دانشکده…' (room, then venue), either alone, or "". */
export function sessionLocation(session: Room, facts: Venue | undefined): string {
  return sessionPlaces(session, facts)
    .map((place) => place.text.trim())
    .join(listComma());
}

/** A tel: link for the number at the start of a free-text phone ('۰۲۱-۶۶۰۰۰۰۰۰ (شنبه…)'), or null. */
export function phoneHref(phone: string): string | null {
  const number = /^[\s+()\-\d۰-۹٠-٩]+/.exec(phone)?.[0] ?? '';
  const digits = number
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^\d+]/g, '');
  return digits.replace(/^\+/, '').length >= 5 ? `tel:${digits}` : null;
}
