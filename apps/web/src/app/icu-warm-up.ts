import type { Locale } from '@/shared/i18n';

/** How long the page waits for the worker at most before building its formatters itself. */
const MAX_WAIT_MS = 1_000;

/**
 * Loads ICU's data for the page's language on another thread: a worker builds the same formatters the
 * interface uses (shared/intl-recipes.ts) while the page evaluates its code and makes its store. The
 * first Intl object a page makes otherwise starts ICU on the main thread, 17-46 ms of a 2-core host,
 * unthrottled (four times that on Lighthouse's phone), one long task as the page is adopted; after the
 * worker, the page's own take about a millisecond (docs/performance.md, 2026-11-27). Resolves once the
 * worker is done, or failed, or after MAX_WAIT_MS; at once where there are no workers (the server, tests).
 */
function warmUpIcu(locale: Locale): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    const end = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(end, MAX_WAIT_MS);
    try {
      worker = new Worker(new URL('./icu-warm-up.worker.ts', import.meta.url), { type: 'module', name: locale });
      worker.onmessage = end;
      worker.onerror = end;
    } catch {
      end();
    }
  });
}

/**
 * Started as this module is evaluated: app/main.tsx imports it first of all, so the worker's start
 * overlaps the evaluation of the app's code. The page's language as the server drew it.
 */
export const icuReady: Promise<void> =
  typeof document === 'undefined' ? Promise.resolve() : warmUpIcu(document.documentElement.lang === 'en' ? 'en' : 'fa');
