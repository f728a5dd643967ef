import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; data: T };

/**
 * Loads data for a page that keeps it in component state: loading, loaded or failed, with a retry.
 * An answer that arrives after the page left (or after a retry started) is dropped.
 */
export function useLoad<T>(fetch: () => Promise<T>): { load: Load<T>; retry: () => void } {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetch().then(
      (data) => current && setLoad({ state: 'loaded', data }),
      (error: unknown) => current && setLoad({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // The fetcher is a module-level API call; a new attempt is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { load, retry };
}
