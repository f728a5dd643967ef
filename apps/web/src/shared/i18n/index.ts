import type { Messages } from './types';
import { fa, type PersianAreas } from './fa';
import type { admin } from './fa/admin';
import type { archive } from './fa/archive';
import type { cancel } from './fa/cancel';
import type { contest } from './fa/contest';
import type { certificates } from './fa/certificates';
import type { door } from './fa/door';
import type { invoices } from './fa/invoices';
import type { payments } from './fa/payments';
import type { proposals } from './fa/proposals';
import type { review } from './fa/review';
import type { feedback } from './fa/feedback';
import type { tickets } from './fa/tickets';
import type { transfer } from './fa/transfer';

export type { Messages, Mirror } from './types';

/**
 * Areas that are not bundled with the app: their page chunks bring them and register them with
 * addArea (the organiser console's strings never reach a visitor). Only their types are known here.
 */
export interface LazyAreas {
  admin: typeof admin;
  archive: typeof archive;
  cancel: typeof cancel;
  contest: typeof contest;
  certificates: typeof certificates;
  door: typeof door;
  feedback: typeof feedback;
  invoices: typeof invoices;
  payments: typeof payments;
  proposals: typeof proposals;
  review: typeof review;
  tickets: typeof tickets;
  transfer: typeof transfer;
}
type AllAreas = PersianAreas & LazyAreas;
export type Area = keyof AllAreas;
export type Locale = 'fa' | 'en';
/** 'area.key', checked at compile time. */
export type MessageKey = {
  [A in Area]: `${A}.${Extract<keyof AllAreas[A], string>}`;
}[Area];

type Catalogue = Readonly<Record<keyof PersianAreas, Messages>>;

const persian: Catalogue = fa;
const lazyPersian: Partial<Record<keyof LazyAreas, Messages>> = {};
const lazyEnglish: Partial<Record<keyof LazyAreas, Messages>> = {};
const englishLoaders = new Map<keyof LazyAreas, () => Promise<Messages>>();

async function loadLazyEnglish(): Promise<void> {
  await Promise.all(
    [...englishLoaders].map(async ([name, load]) => {
      lazyEnglish[name] ??= await load();
    }),
  );
}

/**
 * Registers a lazily loaded area (called once by the chunk that owns it). Its English mirror is
 * fetched now if the app is in English, else with the next setLocale('en').
 */
export async function addArea<A extends keyof LazyAreas>(name: A, messages: LazyAreas[A], loadEnglish: () => Promise<Messages>): Promise<void> {
  lazyPersian[name] = messages;
  englishLoaders.set(name, loadEnglish);
  if (requested === 'en') await loadLazyEnglish();
}

function areaMessages(name: Area, inEnglish: boolean): Messages | undefined {
  if (name in persian) return (inEnglish && english ? english : persian)[name as keyof PersianAreas];
  const lazyName = name as keyof LazyAreas;
  return (inEnglish ? lazyEnglish[lazyName] : undefined) ?? lazyPersian[lazyName];
}
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
  if (next === 'en') await loadLazyEnglish();
  if (requested === next) locale = next;
}

/**
 * Switches at once, with no waiting: for the server's renderer, which has loaded English before
 * (setLocale('en')) and draws pages in both languages one after the other.
 */
export function setLoadedLocale(next: Locale): void {
  if (next === 'en' && !english) throw new Error('English strings are not loaded: await setLocale("en") first');
  requested = next;
  locale = next;
}

/** The message for 'area.key' in the current locale, with {name} placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const dot = key.indexOf('.');
  const areaName = key.slice(0, dot) as Area;
  const text = areaMessages(areaName, locale === 'en')?.[key.slice(dot + 1)] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when `key` is a message of `areaName` (used to look up server error codes). */
export function hasMessage(areaName: Area, key: string): boolean {
  const messages = areaMessages(areaName, false);
  return messages !== undefined && Object.hasOwn(messages, key);
}
