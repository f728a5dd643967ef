import type { Messages, Mirror } from './types';
import { common as faCommon } from './fa/common';
import { common as enCommon } from './en/common';
import { auth as faAuth } from './fa/auth';
import { auth as enAuth } from './en/auth';
import { profile as faProfile } from './fa/profile';
import { profile as enProfile } from './en/profile';
import { cart as faCart } from './fa/cart';
import { cart as enCart } from './en/cart';
import { payments as faPayments } from './fa/payments';
import { payments as enPayments } from './en/payments';
import { contest as faContest } from './fa/contest';
import { contest as enContest } from './en/contest';
import { programme as faProgramme } from './fa/programme';
import { programme as enProgramme } from './en/programme';
import { errors as faErrors } from './fa/errors';
import { errors as enErrors } from './en/errors';

export type { Messages, Mirror } from './types';

/** Pairs an area's Persian messages with their English mirror (which must have the same keys). */
function area<T extends Messages>(fa: T, en: Mirror<T>) {
  return { fa, en };
}

/**
 * Every message area. Adding one: write fa/<area>.ts and en/<area>.ts, import them above and add
 * a single line here. Areas are split so that engineers working on different features don't collide.
 */
const areas = {
  common: area(faCommon, enCommon),
  auth: area(faAuth, enAuth),
  profile: area(faProfile, enProfile),
  cart: area(faCart, enCart),
  payments: area(faPayments, enPayments),
  contest: area(faContest, enContest),
  programme: area(faProgramme, enProgramme),
  errors: area(faErrors, enErrors),
};

type Areas = typeof areas;
export type Area = keyof Areas;
export type Locale = 'fa' | 'en';
/** 'area.key', checked at compile time. */
export type MessageKey = {
  [A in Area]: `${A}.${Extract<keyof Areas[A]['fa'], string>}`;
}[Area];

let locale: Locale = 'fa';

export function getLocale(): Locale {
  return locale;
}

/** Persian is the product's language; English is kept in step for a future switch and for tests. */
export function setLocale(next: Locale): void {
  locale = next;
}

/** The message for 'area.key' in the current locale, with {name} placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const dot = key.indexOf('.');
  const areaName = key.slice(0, dot) as Area;
  const messages: Messages = areas[areaName][locale];
  const text = messages[key.slice(dot + 1)] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when `key` is a message of `areaName` (used to look up server error codes). */
export function hasMessage(areaName: Area, key: string): boolean {
  return Object.hasOwn(areas[areaName].fa, key);
}
