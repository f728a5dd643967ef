import type { Messages } from './types';
import { fa, type PersianAreas } from './fa';

export type { Messages, Mirror } from './types';

export type Area = keyof PersianAreas;
export type Locale = 'fa' | 'en';
/** 'area.key', checked at compile time. */
export type MessageKey = {
  [A in Area]: `${A}.${Extract<keyof PersianAreas[A], string>}`;
}[Area];

type Catalogue = Readonly<Record<Area, Messages>>;

const persian: Catalogue = fa;
/** The English mirror (en/index.ts), present once setLocale('en') has loaded it. */
let english: Catalogue | undefined;
let locale: Locale = 'fa';
let requested: Locale = 'fa';

export function getLocale(): Locale {
  return locale;
}

/**
 * Persian is the product's language and always at hand. English is kept in step for a future
 * switch and for tests: its chunk is fetched on the first switch to it, and the locale changes
 * once it has arrived (the last call wins if calls overlap).
 */
export async function setLocale(next: Locale): Promise<void> {
  requested = next;
  if (next === 'en' && !english) {
    const { en } = await import('./en');
    english = en;
  }
  if (requested === next) locale = next;
}

/** The message for 'area.key' in the current locale, with {name} placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const dot = key.indexOf('.');
  const areaName = key.slice(0, dot) as Area;
  const messages = (locale === 'en' && english ? english : persian)[areaName];
  const text = messages[key.slice(dot + 1)] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when `key` is a message of `areaName` (used to look up server error codes). */
export function hasMessage(areaName: Area, key: string): boolean {
  return Object.hasOwn(persian[areaName], key);
}
