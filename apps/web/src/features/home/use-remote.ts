import { useEffect, useState } from 'react';

export type Remote<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; data: T };

/** Loads one thing for a section of the page, with its own loading and failed states and a retry. */
export function useRemote<T>(load: () => Promise<T>): { remote: Remote<T>; retry: () => void } {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setRemote({ state: 'loaded', data }),
      (error: unknown) => current && setRemote({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  return {
    remote,
    retry: () => {
      setRemote({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
