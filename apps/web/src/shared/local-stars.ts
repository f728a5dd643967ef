/**
 * The stars of a visitor who is not signed in, kept in this browser (localStorage) until they sign
 * in, when the app puts each into their account's agenda and forgets them here. Components read
 * them through useSyncExternalStore (subscribeLocalStars / localStarsSnapshot): a star set in one
 * card shows in every other at once, and in other tabs through the storage event.
 */
const KEY = 'fest.stars';
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): stars simply are not kept
  }
}

/** The starred presentation ids, in the order starred; the same array until they change. */
export function localStarsSnapshot(): readonly number[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))];
  } catch {
    ids = []; // a hand-edited or broken value is dropped, not fatal
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly number[]) {
  const store = storage();
  if (!store) return;
  if (ids.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

export function setLocalStar(id: number, starred: boolean): void {
  const ids = localStarsSnapshot();
  if (starred === ids.includes(id)) return;
  write(starred ? [...ids, id] : ids.filter((x) => x !== id));
}

export function clearLocalStars(ids?: readonly number[]): void {
  write(ids ? localStarsSnapshot().filter((id) => !ids.includes(id)) : []);
}

export function subscribeLocalStars(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
