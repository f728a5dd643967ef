import { useSyncExternalStore } from 'react';
import { PUBLIC_CACHE, SAVED_AT_HEADER, userCaches } from './offline-cache-rules';
import { idle } from './when-idle';

/**
 * When the answers on screen were saved, while the service worker serves saved copies because the
 * network failed (offline-cache-rules.ts). Every API answer reports here (shared/api/base-api.ts):
 * a saved copy carries its time in a header, a fresh answer has none and ends the offline state.
 * The oldest saved time wins: the note must not claim the page is newer than its oldest part.
 */
let savedAt: Date | null = null;
const listeners = new Set<() => void>();

export function noteAnswer(headers: Record<string, unknown> | undefined): void {
  const header = headers?.[SAVED_AT_HEADER];
  const time = typeof header === 'string' ? new Date(header) : null;
  const next = time && !Number.isNaN(time.getTime()) ? (savedAt && savedAt < time ? savedAt : time) : null;
  if (next?.getTime() === savedAt?.getTime()) return;
  savedAt = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time of the oldest saved copy on screen, or null while answers come from the server. */
export function useSavedCopyTime(): Date | null {
  return useSyncExternalStore(subscribe, () => savedAt, () => null);
}

/**
 * Drops every per-user copy the service worker kept (logout): the next person on this browser is
 * never served them. Done from the page itself, so it holds even before a worker controls it; the
 * worker is told too, for a copy it is filing at this moment.
 */
export async function clearUserCopies(): Promise<void> {
  savedAt = null;
  listeners.forEach((listener) => listener());
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'logout' });
  try {
    for (const name of userCaches(await caches.keys())) await caches.delete(name);
  } catch {
    /* storage switched off: there is nothing kept either */
  }
}

/** How long a copy may wait for an idle moment before it is filed anyway. */
const KEEP_IDLE_TIMEOUT_MS = 2_000;

/**
 * A page the server rendered arrives with its answers and asks for none, so the service worker
 * never sees them to keep for offline use. The page files them itself, as the worker would have:
 * in the shared cache (they are anyone's, asked without a token), stamped with the time. Each step
 * waits for an idle moment: opening the cache and filing one answer each take a phone's main thread
 * for several milliseconds (5-12 ms measured here, unthrottled), which in one task beside the app's
 * start made a long task of its own.
 */
export async function keepPublicCopies(copies: ReadonlyArray<{ url: string; value: unknown }>): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await idle(KEEP_IDLE_TIMEOUT_MS);
    const cache = await caches.open(PUBLIC_CACHE);
    const headers = { 'content-type': 'application/json; charset=utf-8', [SAVED_AT_HEADER]: new Date().toISOString() };
    for (const { url, value } of copies) {
      await idle(KEEP_IDLE_TIMEOUT_MS);
      await cache.put(new URL(url, window.location.origin).href, new Response(JSON.stringify(value), { headers }));
    }
  } catch {
    /* storage switched off: nothing is kept, as with the worker */
  }
}
