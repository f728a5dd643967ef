import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many "couldn't load" states (shared/ui/ErrorState.tsx) are on screen. The offline note says the
 * page shows saved copies; above a failure it would say two things at once (one of them untrue of
 * what the visitor looks at), so it gives way while one is shown: the failure says what to do.
 */
let shown = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  shown += by;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the calling component as a failure on screen while it is mounted (and `counts`). */
export function useShownFailure(counts = true): void {
  useEffect(() => {
    if (!counts) return;
    change(1);
    return () => change(-1);
  }, [counts]);
}

/** Whether any failure is on screen (never on the server, which draws no failures' effects). */
export function useAnyFailureShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown > 0, () => false);
}
