/**
 * Runs `task` when the browser is idle, or after `timeoutMs` at the latest (a browser that is never
 * idle still runs it); returns how to cancel it. For work nobody waits for, so that it does not
 * lengthen the tasks of a page's start (Lighthouse's total blocking time counts each task's time
 * over 50 ms on a slow phone).
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeoutMs / 2);
  return () => window.clearTimeout(id);
}

/** Resolves when the browser is idle, or after `timeoutMs` (whenIdle). */
export const idle = (timeoutMs: number): Promise<void> => new Promise((resolve) => whenIdle(resolve, timeoutMs));
