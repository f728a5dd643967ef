import { useEffect, useState, type ComponentType } from 'react';
import { onToastWanted } from '../toast';
import { whenIdle } from '../when-idle';

/** How long after the first paint a browser that is never idle may wait before the toasts load. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Where toasts appear (ToastHost: bottom centre, at most 5, no progress bar, click to close, RTL).
 * Nothing on the first screen needs it, so its code (react-toastify) is fetched once the browser
 * is idle after the first paint, or at once when a toast is asked for earlier. A failed download
 * (no network) renders nothing and is tried again by the next toast, never breaking the page.
 */
export function Toasts() {
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    let loading = false;
    const mount = () => {
      if (loading) return;
      loading = true;
      import('./ToastHost').then(
        (module) => setHost(() => module.default),
        () => {
          loading = false;
        },
      );
    };
    const unsubscribe = onToastWanted(mount);
    const cancelIdle = whenIdle(mount, IDLE_TIMEOUT_MS);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, []);

  // In a box of its own, drawn by the server too: the toasts' container, inserted beside the page as its
  // last child, made the page's root stop being the last child, which (with toastify's
  // `:not(:last-child) > *` rule) had the browser compute the style of every element of the page again,
  // 120 ms of a slow phone's main thread about two seconds in (docs/performance.md).
  return <div className="toasts">{Host ? <Host /> : null}</div>;
}
