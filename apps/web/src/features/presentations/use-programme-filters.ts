import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type ProgrammeFilters } from './programme-filter';

const TYPING_PAUSE_MS = 250;
const FILTER_KEYS = ['type', 'tag', 'q'] as const;

/**
 * The programme filters, kept in the query string (shareable, survive a reload, Back works).
 * The search box answers every keystroke from local state; the URL follows once typing pauses,
 * so the history and the router are not driven at typing speed.
 */
export function useProgrammeFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [query, setQuery] = useState(filters.q);
  // The q this hook last wrote: when the URL changes to anything else (Clear, Back), the box follows it.
  const [written, setWritten] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== written) setQuery(filters.q);
  }

  const write = useCallback(
    (next: ProgrammeFilters) => {
      setWritten(next.q);
      // Only the filters' own keys change: a page's other parameters (the schedule's day) stay.
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const key of FILTER_KEYS) params.delete(key);
          for (const [key, value] of filtersToParams(next)) params.set(key, value);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const urlQ = filters.q;
  useEffect(() => {
    if (query === urlQ) return;
    const timer = setTimeout(() => write({ ...filtersFromParams(new URLSearchParams(window.location.search)), q: query }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, urlQ, write]);

  return {
    /** Filters as the list should apply them: the live query, the URL's type and tag. */
    filters: { ...filters, q: query },
    query,
    setQuery,
    update: (next: Partial<ProgrammeFilters>) => write({ ...filters, q: query, ...next }),
    clear: () => {
      setQuery('');
      write({ type: null, tag: null, q: '' });
    },
  };
}
