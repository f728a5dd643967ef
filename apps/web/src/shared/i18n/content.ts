import { getLocale } from './index';

/**
 * The festival's own content comes in both languages where the organisers wrote both (contract
 * "Content in two languages"): the Persian field always, its English twin (`en_*`) when someone
 * filled it in. In English the English field is shown, and the Persian one when the English is empty
 * (a Persian title beats an empty heading); then it must be marked as Persian (`lang="fa" dir="rtl"`),
 * so that it is read, spoken and laid out as Persian inside the English page. One picker for every
 * field: `local(item, field)`.
 */
export interface LocalText {
  text: string;
  /** The English site shows the Persian here: mark it with `persianMark(...)` (or `<Local>`). */
  fellBack: boolean;
}

/** The English twin of a field: `fa_title` -> `en_title`, `question` -> `en_question`. */
export type EnglishOf<K extends string> = K extends `fa_${infer Rest}` ? `en_${Rest}` : `en_${K}`;
/** Anything with a Persian field `K` and, perhaps, its English twin. */
export type Bilingual<K extends string> = { [P in K]: string } & { [P in EnglishOf<K>]?: string };

const englishOf = <K extends string>(field: K) => (field.startsWith('fa_') ? `en_${field.slice(3)}` : `en_${field}`) as EnglishOf<K>;

/** Arabic-script letters and digits (Persian, Arabic and their presentation forms). */
const PERSIAN = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The text in the current language from a Persian value and its English twin. */
export function pickLocal(persian: string, english: string | undefined): LocalText {
  if (getLocale() !== 'en') return { text: persian, fellBack: false };
  if (english?.trim()) return { text: english, fellBack: false };
  return { text: persian, fellBack: persian.trim() !== '' };
}

/** `item[field]` in the current language: its English twin on the English site when set, else the Persian. */
export function local<K extends string>(item: Bilingual<K>, field: K): LocalText {
  return pickLocal(item[field], (item as Partial<Record<EnglishOf<K>, string>>)[englishOf(field)]);
}

/**
 * A value that has no English twin (free text such as a phone's opening hours, an edition's name):
 * marked Persian on the English site when it holds Persian script.
 */
export function untranslated(text: string): LocalText {
  return { text, fellBack: getLocale() === 'en' && PERSIAN.test(text) };
}

/** A person's name: the English one whole when either half is set (half a name in each script reads badly). */
export function localName(person: { first_name: string; last_name: string; en_first_name?: string; en_last_name?: string }): LocalText {
  const english = `${person.en_first_name ?? ''} ${person.en_last_name ?? ''}`.trim();
  return pickLocal(`${person.first_name} ${person.last_name}`.trim(), english);
}

/** The attributes that mark a fallen-back value as Persian (nothing otherwise), for any element. */
export function persianMark(value: LocalText): { lang?: 'fa'; dir?: 'rtl' } {
  return value.fellBack ? { lang: 'fa', dir: 'rtl' } : {};
}

/** The title in the current language (Persian when there is no English one). */
export function localTitle(item: Bilingual<'fa_title'>): string {
  return local(item, 'fa_title').text;
}

/** The description (sanitised HTML) in the current language, Persian when there is no English one. */
export function localDescription(item: Bilingual<'fa_description'>): string {
  return local(item, 'fa_description').text;
}

/** The English title shown under the Persian one on the Persian site; "" in English (it is the title). */
export function secondTitle(item: Bilingual<'fa_title'>): string {
  return getLocale() === 'fa' ? (item.en_title ?? '') : '';
}
