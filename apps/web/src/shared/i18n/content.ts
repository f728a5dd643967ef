import { getLocale } from './index';

/**
 * The festival's own content comes in both languages where the organisers wrote both: `fa_*` always,
 * `en_*` when someone filled it in. In English the English field is shown, and the Persian one when
 * the English is empty (a Persian title beats an empty heading).
 */
interface Titled {
  fa_title: string;
  en_title?: string;
}
interface Described {
  fa_description: string;
  en_description?: string;
}

const pick = (persian: string, english: string | undefined) => (getLocale() === 'en' && english?.trim() ? english : persian);

/** The title in the current language (Persian when there is no English one). */
export function localTitle(item: Titled): string {
  return pick(item.fa_title, item.en_title);
}

/** The description (sanitised HTML) in the current language, Persian when there is no English one. */
export function localDescription(item: Described): string {
  return pick(item.fa_description, item.en_description);
}

/** The English title shown under the Persian one on the Persian site; "" in English (it is the title). */
export function secondTitle(item: Titled): string {
  return getLocale() === 'fa' ? (item.en_title ?? '') : '';
}

/** The direction of the description shown: right to left when the English site falls back to Persian. */
export function descriptionDir(item: Described): 'rtl' | undefined {
  return getLocale() === 'en' && !item.en_description?.trim() ? 'rtl' : undefined;
}
