import type { Festival, Presentation, Presenter, Staff } from '@fest/contract';
import { jalaliYearOf } from '../../lib/jalali';
import { formatDay, formatNumber, formatShortDay, formatTime, listOf } from '../../lib/pdf/format';
import { pdfTexts } from '../../lib/pdf/texts';
import { tehranTime } from '../../lib/tehran-time';
import { DEFAULT_ACCENT, type Card, type Lang } from './card';
import { ogTexts } from './texts';

/*
 * What each image shows, from the catalogue's public answers: the same data the page itself is drawn
 * from. Dates and times are Tehran's (Jalali with Persian digits in Persian, Gregorian in English,
 * lib/pdf/format.ts); English cards show the `en_*` field where the data has one, else the Persian.
 */

/** What every card of an edition shares: the festival's facts, and the site's host. */
export interface Setting {
  festival: Festival;
  site: string;
  lang: Lang;
}

/** The English twin of a field where it is set, else the Persian (contract, "Content in two languages"). */
function inLanguage(lang: Lang, thing: object, persian: string, english: string): string {
  if (lang === 'fa') return persian;
  const value = (thing as Record<string, unknown>)[english];
  return typeof value === 'string' && value.trim() ? value : persian;
}

const tehranNoon = (day: string) => new Date(`${day}T12:00:00+03:30`);
const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(tehranNoon(day).getTime());

/** The festival's name as the site shows it; in English its English name, else "Linux Festival" with the edition's Jalali year. */
export function festivalName({ festival, lang }: Setting): string {
  if (lang === 'fa') return festival.festival_name || ogTexts.fa.festival;
  const english = inLanguage(lang, festival, '', 'en_festival_name');
  if (english) return english;
  return isDay(festival.starts_on) ? ogTexts.en.festivalOfYear(jalaliYearOf(festival.starts_on)) : ogTexts.en.festival;
}

/** "۲۶ تا ۲۸ بهمن ۱۴۰۵", "۳۰ بهمن تا ۱ اسفند ۱۴۰۵", "15–17 February 2027"; "" while the dates are unset. */
export function dayRange(first: string, last: string, lang: Lang): string {
  if (!isDay(first)) return '';
  const parts = (day: string) => {
    const [d = '', month = '', year = ''] = formatShortDay(tehranNoon(day), lang).split(' ');
    return { d, month, year, whole: `${d} ${month} ${year}` };
  };
  const a = parts(first);
  const b = isDay(last) ? parts(last) : a;
  const range = ogTexts[lang].range;
  if (a.year !== b.year) return range(a.whole, b.whole);
  if (a.month !== b.month) return range(`${a.d} ${a.month}`, b.whole);
  return a.d === b.d ? a.whole : range(a.d, b.whole);
}

/** A session's day and hours: "سه‌شنبه ۲۷ بهمن ۱۴۰۵، ۱۱:۰۰ تا ۱۵:۰۰"; both days when it ends on another. */
export function sessionWhen(startIso: string, endIso: string, lang: Lang): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const comma = pdfTexts.comma[lang];
  const range = ogTexts[lang].range;
  if (tehranTime(start).day === tehranTime(end).day) return `${formatDay(start, lang)}${comma}${range(formatTime(start, lang), formatTime(end, lang))}`;
  return range(`${formatDay(start, lang)}${comma}${formatTime(start, lang)}`, `${formatDay(end, lang)}${comma}${formatTime(end, lang)}`);
}

/** Persian text without a Latin letter: a field the English card fell back to (no `en_*` yet). */
const isPersian = (text: string) => /[\u0600-\u06ff]/.test(text) && !/[A-Za-z]/.test(text);

/** The language whose commas and "and" join `parts`: Persian for Persian parts even on an English card. */
const joinedIn = (parts: string[], lang: Lang): Lang => (lang === 'en' && parts.length > 0 && parts.every(isPersian) ? 'fa' : lang);

/** At most `max` names, then "and N more". */
function someNames(names: string[], lang: Lang, max = 3): string {
  const shown = names.filter(Boolean);
  const joiner = joinedIn(shown, lang);
  if (shown.length <= max) return listOf(shown, joiner);
  const rest = shown.length - max;
  return listOf([...shown.slice(0, max), ogTexts[joiner].andMore(formatNumber(rest, joiner))], joiner);
}

const personName = (lang: Lang, p: Pick<Presenter, 'first_name' | 'last_name'>) =>
  `${inLanguage(lang, p, p.first_name, 'en_first_name')} ${inLanguage(lang, p, p.last_name, 'en_last_name')}`.trim();

/** The festival's days and venue: the facts of any page about the festival as a whole. */
function festivalFacts(setting: Setting): Card['facts'] {
  const { festival, lang } = setting;
  const facts: Card['facts'] = [];
  const days = dayRange(festival.starts_on, festival.ends_on, lang);
  if (days) facts.push({ icon: 'calendar', text: days });
  const venue = inLanguage(lang, festival, festival.venue, 'en_venue');
  if (venue) facts.push({ icon: 'place', text: venue });
  return facts;
}

const relativeLuminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
};

/**
 * A tag's colour made light enough to carry navy text and show on the navy ground (mixed with white
 * as much as it takes); the site's amber when there is no usable colour.
 */
export function readableAccent(color: string | undefined): string {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color)) return DEFAULT_ACCENT;
  const mix = (t: number) =>
    `#${[0, 1, 2].map((i) => Math.round(parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - t) + 255 * t).toString(16).padStart(2, '0')).join('')}`;
  for (let t = 0; t < 1; t += 0.1) if (relativeLuminance(mix(t)) >= 0.3) return mix(t);
  return '#ffffff';
}

const base = (setting: Setting, eyebrow: string, title: string, facts: Card['facts'], accent = DEFAULT_ACCENT): Card => ({
  lang: setting.lang,
  festival: festivalName(setting),
  site: setting.site,
  eyebrow,
  title,
  facts,
  accent,
});

export function homeCard(setting: Setting): Card {
  return base(setting, ogTexts[setting.lang].homeEyebrow, festivalName(setting), festivalFacts(setting));
}

/** Any other page: the festival itself, without a claim about the page. */
export function defaultCard(setting: Setting): Card {
  return base(setting, '', festivalName(setting), festivalFacts(setting));
}

export function presentationCard(setting: Setting, p: Presentation): Card {
  const { lang, festival } = setting;
  const place = [inLanguage(lang, p, p.room, 'en_room'), inLanguage(lang, festival, festival.venue, 'en_venue')].map((s) => s.trim()).filter(Boolean);
  const facts: Card['facts'] = [{ icon: 'calendar', text: sessionWhen(p.start, p.end, lang) }];
  if (place.length) facts.push({ icon: 'place', text: place.join(pdfTexts.comma[joinedIn(place, lang)]) });
  if (p.presenters.length) facts.push({ icon: 'people', text: someNames(p.presenters.map((person) => personName(lang, person)), lang) });
  const title = lang === 'en' && p.en_title.trim() ? p.en_title : p.fa_title;
  return base(setting, ogTexts[lang][p.service_type], title, facts, readableAccent(p.tags[0]?.color));
}

export function programmeCard(setting: Setting, presentations: Presentation[]): Card {
  const t = ogTexts[setting.lang];
  const facts = festivalFacts(setting);
  if (presentations.length) facts.splice(1, 0, { icon: 'people', text: t.sessions(presentations.length, formatNumber(presentations.length, setting.lang)) });
  return base(setting, t.programmeEyebrow, t.programmeTitle, facts);
}

export function scheduleCard(setting: Setting): Card {
  const t = ogTexts[setting.lang];
  return base(setting, t.programmeEyebrow, t.scheduleTitle, festivalFacts(setting));
}

export function presentersCard(setting: Setting, presenters: Presenter[]): Card {
  const t = ogTexts[setting.lang];
  const facts = festivalFacts(setting);
  if (presenters.length) facts.unshift({ icon: 'people', text: someNames(presenters.map((p) => personName(setting.lang, p)), setting.lang) });
  return base(setting, t.programmeEyebrow, t.presentersTitle, facts);
}

export function presenterCard(setting: Setting, presenter: Presenter): Card {
  const { lang } = setting;
  const sessions = presenter.presentations.map((p) => (lang === 'en' && p.en_title.trim() ? p.en_title : p.fa_title));
  const facts: Card['facts'] = sessions.length ? [{ icon: 'session', text: listOf(sessions, joinedIn(sessions, lang)) }] : [];
  return base(setting, ogTexts[lang].presenterEyebrow, personName(lang, presenter), [...facts, ...festivalFacts(setting)]);
}

export function faqCard(setting: Setting): Card {
  const t = ogTexts[setting.lang];
  return base(setting, t.faqEyebrow, t.faqTitle, festivalFacts(setting));
}

export function staffCard(setting: Setting, staff: Staff[]): Card {
  const t = ogTexts[setting.lang];
  const facts = festivalFacts(setting);
  if (staff.length) facts.unshift({ icon: 'people', text: t.people(staff.length, formatNumber(staff.length, setting.lang)) });
  return base(setting, t.staffEyebrow, t.staffTitle, facts);
}

export function contestCard(setting: Setting): Card {
  const { festival, lang } = setting;
  const t = ogTexts[lang];
  const facts: Card['facts'] = [];
  if (isDay(festival.competition_date)) {
    const moment = new Date(`${festival.competition_date}T${festival.competition_time}:00+03:30`);
    const day = formatDay(tehranNoon(festival.competition_date), lang);
    facts.push({ icon: 'calendar', text: /^\d{2}:\d{2}$/.test(festival.competition_time) && !Number.isNaN(moment.getTime()) ? t.dayAtTime(day, formatTime(moment, lang)) : day });
  }
  const venue = inLanguage(lang, festival, festival.venue, 'en_venue');
  if (venue) facts.push({ icon: 'place', text: venue });
  return base(setting, t.contestEyebrow, t.contestTitle, facts);
}
