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
 * Every Persian message area: the product's language, bundled with the app. Adding an area: write
 * fa/<area>.ts and en/<area>.ts and add one line here and one in en/index.ts. Areas are split so
 * that engineers working on different features don't collide.
 */
export const fa = { common, auth, profile, cart, programme, errors, festival, pages, schedule, offline, waitlist };

export type PersianAreas = typeof fa;
