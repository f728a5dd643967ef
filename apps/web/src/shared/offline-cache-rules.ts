/**
 * What the service worker (src/service-worker/worker.ts) keeps for offline use, and under which cache,
 * as pure functions: the worker and the page (which purges per-user caches at logout) share them,
 * and unit tests check them without a browser. docs/decisions/011-service-worker-by-hand.md.
 *
 * - Hashed build assets (/assets/...): cache-first; their names change with their content.
 * - Navigations and the few unhashed shell files: network-first, the installed version's shell when offline.
 * - The API answers a visitor needs in the hall (the programme, the festival's facts, their cart with
 *   its tickets, their agenda and name): network-first, the last good answer only when the network fails.
 *   An answer to a request with an Authorization header goes to that user's own cache, never a shared one.
 * - Everything else (writes, other API reads, media, the sandboxes) is not touched at all.
 */

export const CACHE_PREFIX = 'fest-';
const STATIC_PREFIX = `${CACHE_PREFIX}static-`;
const USER_PREFIX = `${CACHE_PREFIX}user-`;
/** API answers to requests without an Authorization header: the same for everyone. */
export const PUBLIC_CACHE = `${CACHE_PREFIX}public`;
/** Set by the worker on an answer it serves from its cache: when that answer came from the network. */
export const SAVED_AT_HEADER = 'x-fest-saved-at';

export const staticCacheName = (version: string): string => `${STATIC_PREFIX}${version}`;
export const userCacheName = (userKey: string): string => `${USER_PREFIX}${userKey}`;

/** GET /api/... answers kept for offline use (paths as the contract writes them, trailing slash included). */
const OFFLINE_API: readonly RegExp[] = [
  /^\/api\/presentations\/all\/$/,
  /^\/api\/presentations\/\d+\/?$/,
  /^\/api\/presentations\/cart\/$/,
  /^\/api\/festival\/$/,
  /^\/api\/presenter\/$/,
  /^\/api\/agenda\/$/,
  /^\/api\/users\/[^/]+\/$/,
  /^\/api\/faq\/$/,
  /^\/api\/staff\/$/,
];

/** Files outside /assets/ that the shell needs offline (no hash in their names: network-first). */
export const SHELL_FILES: readonly string[] = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

export interface RequestFacts {
  method: string;
  /** The full URL. */
  url: string;
  /** The page's origin (the worker's scope origin). */
  origin: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  authorization: string | null;
}

export type Strategy =
  | { kind: 'pass' }
  | { kind: 'asset' }
  | { kind: 'shell' }
  | { kind: 'api'; cache: string; userKey: string | null };

/** How the worker answers a request. */
export function strategyFor(request: RequestFacts): Strategy {
  if (request.method !== 'GET') return { kind: 'pass' };
  const url = new URL(request.url);
  if (url.origin !== request.origin) return { kind: 'pass' };
  const path = url.pathname;
  if (request.mode === 'navigate') return /^\/(api|media|_sandbox)(\/|$)/.test(path) ? { kind: 'pass' } : { kind: 'shell' };
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  if (SHELL_FILES.includes(path)) return { kind: 'shell' };
  if (!OFFLINE_API.some((pattern) => pattern.test(path))) return { kind: 'pass' };
  if (!request.authorization) return { kind: 'api', cache: PUBLIC_CACHE, userKey: null };
  const userKey = userKeyFromAuthorization(request.authorization);
  // A token we cannot read names nobody: its answer is not kept anywhere.
  return userKey ? { kind: 'api', cache: userCacheName(userKey), userKey } : { kind: 'pass' };
}

/**
 * The user a bearer token was issued to (its `sub`), read without checking the signature: the worker
 * only files answers the server gave to that token, so a forged token gets nothing the server refused.
 */
export function userKeyFromAuthorization(header: string): string | null {
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

/** An answer worth keeping: a complete 200 the server did not mark `no-store`. */
export function isStorable(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/(^|[\s,])no-store([\s,]|$)/i.test(cacheControl ?? '');
}

/** Every per-user cache: all of them go at logout. */
export const userCaches = (names: readonly string[]): string[] => names.filter((name) => name.startsWith(USER_PREFIX));

/** Another user's caches: they go as soon as a different user's answer is filed (a user change). */
export const otherUsersCaches = (names: readonly string[], userKey: string): string[] =>
  userCaches(names).filter((name) => name !== userCacheName(userKey));

/** Static caches of other versions: they go when this version takes over (never while it waits). */
export const staleStaticCaches = (names: readonly string[], version: string): string[] =>
  names.filter((name) => name.startsWith(STATIC_PREFIX) && name !== staticCacheName(version));
