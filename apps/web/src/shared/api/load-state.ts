/**
 * A query's result as the three states every list shows (docs/conventions.md: loading, failed, loaded).
 * Only a view of RTK Query's own state, for pages that switch on it; the loading is RTK Query's.
 */
export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; data: T };

export function loadState<T>(query: { data?: T; error?: unknown; isError: boolean }): Load<T> {
  if (query.data !== undefined) return { state: 'loaded', data: query.data };
  if (query.isError) return { state: 'failed', error: query.error };
  return { state: 'loading' };
}
