/**
 * The service worker, written by hand (docs/decisions/011-service-worker-by-hand.md). Built on its own
 * by apps/web/service-worker-plugin.ts into dist/sw.js, which fills in VERSION (a hash of the build's
 * file names) and PRECACHE (this build's hashed files a visitor may need, and the shell files).
 * Which request is answered how: src/shared/offline-cache-rules.ts.
 *
 * Updating never breaks an open page: a new worker installs its files beside the old ones and waits;
 * the old version's cache goes only when the new worker takes over, which happens when every tab of
 * the old version has closed, or when the page (after asking the visitor) posts 'skip-waiting'.
 */
import {
  SAVED_AT_HEADER,
  SHELL_FILES,
  isStorable,
  otherUsersCaches,
  staleStaticCaches,
  staticCacheName,
  strategyFor,
  userCaches,
} from '../shared/offline-cache-rules';

declare const VERSION: string;
declare const PRECACHE: string[];

// The worker's globals, as far as it uses them (the app's TypeScript program uses the DOM library,
// which cannot be mixed with the WebWorker one).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const worker = self as unknown as WorkerScope;
const current = staticCacheName(VERSION);

worker.addEventListener('install', (event) => {
  // `cache: 'reload'`: straight from the server, never an HTTP-cached copy of an older shell.
  event.waitUntil(caches.open(current).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of staleStaticCaches(await caches.keys(), VERSION)) await caches.delete(name);
      // The first install takes the open page at once, so what it loads from now on is kept.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'skip-waiting') void worker.skipWaiting();
  if (type === 'logout') void dropCaches(userCaches);
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    authorization: request.headers.get('authorization'),
  });
  if (strategy.kind === 'pass') return;
  if (strategy.kind === 'asset') return event.respondWith(assetFirst(request));
  if (strategy.kind === 'shell') return event.respondWith(shellFromNetwork(request));
  event.respondWith(apiFromNetwork(event, strategy.cache, strategy.userKey));
});

/**
 * A hashed file never changes: from any version's cache, else fetched and kept in this version's.
 * `ignoreVary`: the server varies assets on Origin, which a module script's request carries and the
 * precache's did not, so an exact match would miss every chunk imported offline (the HTTP client,
 * a page) and the app would fail there. The bytes are the same whoever asks.
 */
async function assetFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(current)).put(request, response.clone());
  return response;
}

/** Pages and shell files from the server; offline, this version's copy (a page: the app's shell). */
async function shellFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const cache = await caches.open(current);
    const path = new URL(request.url).pathname;
    const copy = await cache.match(request.mode === 'navigate' || !SHELL_FILES.includes(path) ? '/' : path);
    if (copy) return copy;
    throw err;
  }
}

/**
 * The server's answer whenever there is one (so no other page ever reads a stale programme or cart);
 * the last good answer, stamped with when it was fetched, only when the network fails.
 */
async function apiFromNetwork(event: FetchEvent, cacheName: string, userKey: string | null): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (isStorable(response.status, response.headers.get('cache-control'))) event.waitUntil(keep(cacheName, userKey, request, response.clone()));
    return response;
  } catch (err) {
    // caches.has first: opening a cache that does not exist would create it.
    if (await caches.has(cacheName)) {
      const copy = await (await caches.open(cacheName)).match(request, { ignoreVary: true });
      if (copy) return copy;
    }
    throw err;
  }
}

async function keep(cacheName: string, userKey: string | null, request: Request, response: Response): Promise<void> {
  // A different user's answer: whoever used this browser before has gone, and their copies with them.
  if (userKey) for (const name of otherUsersCaches(await caches.keys(), userKey)) await caches.delete(name);
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  await (await caches.open(cacheName)).put(request.url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
}

async function dropCaches(which: (names: readonly string[]) => string[]): Promise<void> {
  for (const name of which(await caches.keys())) await caches.delete(name);
}
