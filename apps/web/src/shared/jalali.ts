/**
 * The Persian (Jalali) calendar and Tehran wall-clock time, both ways, through Intl only: the
 * browser's ICU knows the calendar and the zone's history, so nothing here tabulates leap years or
 * offsets. Gregorian -> Jalali is one formatToParts; Jalali -> Gregorian starts from an estimate
 * and corrects it with the same formatter until it lands on the day (at most a few steps).
 */
export const TEHRAN = 'Asia/Tehran';

export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

export interface JalaliDateTime extends JalaliDate {
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, calendar: 'persian' | 'gregory', date: Date): Record<string, number> {
  const key = `${timeZone}|${calendar}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`en-US-u-ca-${calendar}-nu-latn`, {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    // `relatedYear`/`era` are not needed; the Persian year comes as `year` ("1405 AP" in some engines).
    if (part.type !== 'literal') parts[part.type] = Number.parseInt(part.value, 10);
  }
  return parts;
}

/** The Jalali date and Tehran time of an instant. */
export function toJalali(value: string | number | Date, timeZone = TEHRAN): JalaliDateTime {
  const date = value instanceof Date ? value : new Date(value);
  const p = partsIn(timeZone, 'persian', date);
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute };
}

/** Days from the start of a Jalali year: months 1-6 have 31 days, 7-11 have 30. */
const dayOfYear = (month: number, day: number) => (month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30) + day;

/** The UTC midnight of the Gregorian day that is the Jalali day given (calendar arithmetic only). */
function jalaliDayToUtcMidnight({ year, month, day }: JalaliDate): number {
  // 1 Farvardin falls on 20 or 21 March of Gregorian year jy + 621.
  let guess = Date.UTC(year + 621, 2, 21) + (dayOfYear(month, day) - 1) * DAY_MS;
  for (let step = 0; step < 5; step += 1) {
    const at = toJalali(guess, 'UTC');
    if (at.year === year && at.month === month && at.day === day) return guess;
    // 365 a year is a day short across a leap year: at least one step towards the day.
    const diff = (year - at.year) * 365 + dayOfYear(month, day) - dayOfYear(at.month, at.day) || Math.sign(year - at.year);
    guess += diff * DAY_MS;
  }
  throw new RangeError(`No such Jalali day: ${year}/${month}/${day}`);
}

/** The Gregorian day (YYYY-MM-DD) that is the Jalali day given. */
export function jalaliToGregorianDay(date: JalaliDate): string {
  return new Date(jalaliDayToUtcMidnight(date)).toISOString().slice(0, 10);
}

/** The Jalali day of a Gregorian day (YYYY-MM-DD), whatever the zone. */
export function gregorianDayToJalali(day: string): JalaliDate {
  const { year, month, day: d } = toJalali(`${day}T00:00:00Z`, 'UTC');
  return { year, month, day: d };
}

/** 29 or 30 for Esfand (leap years), else 31 or 30. */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  const esfandFirst = jalaliDayToUtcMidnight({ year, month: 12, day: 1 });
  const nextYear = jalaliDayToUtcMidnight({ year: year + 1, month: 1, day: 1 });
  return Math.round((nextYear - esfandFirst) / DAY_MS);
}

/**
 * The instant at which Tehran's clocks read the Jalali date and time given. The zone's offset is
 * read from Intl at that instant (so historical daylight-saving time is right), then checked.
 */
export function fromJalali(value: JalaliDateTime, timeZone = TEHRAN): Date {
  const wall = jalaliDayToUtcMidnight(value) + (value.hour * 60 + value.minute) * 60_000;
  let instant = wall;
  for (let step = 0; step < 3; step += 1) {
    const p = partsIn(timeZone, 'gregory', new Date(instant));
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour % 24, p.minute);
    if (seen === wall) break;
    instant += wall - seen;
  }
  return new Date(instant);
}

/** Today's (or an instant's) day in Tehran as YYYY-MM-DD, as the API's `revenue_by_day` names days. */
export function tehranDay(value: string | number | Date = Date.now()): string {
  const p = partsIn(TEHRAN, 'gregory', value instanceof Date ? value : new Date(value));
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
