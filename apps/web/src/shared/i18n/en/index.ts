import type { Mirror } from '../types';
import type { PersianAreas } from '../fa';
import { common } from './common';
import { auth } from './auth';
import { profile } from './profile';
import { cart } from './cart';
import { programme } from './programme';
import { errors } from './errors';
import { festival } from './festival';
import { pages } from './pages';
import { schedule } from './schedule';
import { offline } from './offline';
import { waitlist } from './waitlist';

/**
 * The English mirror of every area, with the same keys as the Persian (checked here). The app
 * never shows it unless the locale is switched to English, so it is its own chunk, loaded by
 * `setLocale('en')` and never at start.
 */
export const en = { common, auth, profile, cart, programme, errors, festival, pages, schedule, offline, waitlist } satisfies {
  [A in keyof PersianAreas]: Mirror<PersianAreas[A]>;
};
