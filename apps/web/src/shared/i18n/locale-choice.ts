import Cookies from 'js-cookie';
import { getLocale, setLocale, type Locale } from './index';

/**
 * The visitor's language, remembered per browser: in the `lang` cookie (so the server can write
 * `<html lang dir>` into the page it sends, and could set the language itself) and in localStorage
 * (kept if cookies are cleared with the session's). The cookie wins when both are there.
 */
export const LANG_COOKIE = 'lang';
const STORAGE_KEY = 'fest-lang';
const COOKIE_DAYS = 365;

const isLocale = (value: unknown): value is Locale => value === 'fa' || value === 'en';

/** The text direction of a locale. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'en' ? 'ltr' : 'rtl');

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window, a policy): the cookie alone remembers.
    return null;
  }
}

/** The language this browser chose before: the cookie, else localStorage, else Persian. */
export function storedLocale(): Locale {
  if (typeof document === 'undefined') return 'fa';
  const cookie = Cookies.get(LANG_COOKIE);
  if (isLocale(cookie)) return cookie;
  const stored = readStorage();
  return isLocale(stored) ? stored : 'fa';
}

function remember(locale: Locale): void {
  Cookies.set(LANG_COOKIE, locale, { path: '/', sameSite: 'lax', secure: window.isSecureContext, expires: COOKIE_DAYS });
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // See readStorage.
  }
}

/**
 * `<html lang dir>` for a locale: the page's direction follows its language. Written only when they
 * differ: writing even the same value makes the browser compute again the style of every element
 * that depends on them (31 ms of a slow phone's main thread as the page is adopted, unthrottled).
 */
export function applyToDocument(locale: Locale): void {
  const root = document.documentElement;
  const dir = directionOf(locale);
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: called after each change of the shown locale. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let starting = false;

/** True while the remembered language's strings are on their way at start (show nothing yet). */
export function isLocaleStarting(): boolean {
  return starting;
}

/**
 * At start: the remembered language is applied to `<html>` at once (before the first paint), and
 * its strings are loaded (English is a chunk of its own, fetched only here or on a switch). Until
 * they arrive isLocaleStarting() is true, so a page is never drawn in Persian first.
 */
export async function startLocale(): Promise<Locale> {
  const locale = storedLocale();
  applyToDocument(locale);
  if (locale === getLocale()) return locale;
  starting = true;
  try {
    await setLocale(locale);
  } finally {
    starting = false;
    for (const listener of listeners) listener();
  }
  return getLocale();
}

/** The visitor picks a language: strings loaded, `<html>` updated, remembered, the app told. */
export async function chooseLocale(locale: Locale): Promise<void> {
  remember(locale);
  await setLocale(locale);
  // An overlapping later choice has won (setLocale's rule): it will apply itself.
  if (getLocale() !== locale) return;
  applyToDocument(locale);
  for (const listener of listeners) listener();
}
