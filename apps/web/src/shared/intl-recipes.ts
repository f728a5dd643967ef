import type { Locale } from './i18n';

/**
 * How every Intl formatter of the interface is made, in one place for the two modules that build
 * them (shared/format.ts, shared/tehran-time.ts).
 */

/** The festival's own clock, whatever the visitor's zone. */
export const TIME_ZONE = 'Asia/Tehran';

const tags: Record<Locale, { number: string; calendar: string }> = {
  fa: { number: 'fa-IR', calendar: 'fa-IR-u-ca-persian' },
  // British English writes '16 February 2027': day, month, year, the order the Persian dates use.
  en: { number: 'en-GB-u-nu-latn', calendar: 'en-GB-u-ca-gregory-nu-latn' },
};

export const formatterRecipes = {
  number: (locale: Locale) => new Intl.NumberFormat(tags[locale].number),
  // ICU's own fa pattern for a long Persian-calendar date differs between engines (some put the
  // year first and a Latin comma before the weekday), so the parts are assembled in order (format.ts).
  dateParts: (locale: Locale) =>
    new Intl.DateTimeFormat(tags[locale].calendar, { timeZone: TIME_ZONE, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
  time: (locale: Locale) =>
    new Intl.DateTimeFormat(tags[locale].number, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

export type Formatters = { [K in keyof typeof formatterRecipes]: ReturnType<(typeof formatterRecipes)[K]> };

/** The Tehran clock of shared/tehran-time.ts: a day and a time of day as digits, in any language. */
export const tehranClockRecipe = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
