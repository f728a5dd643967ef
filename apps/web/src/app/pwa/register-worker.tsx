import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';

/**
 * Registers the service worker (dist/sw.js, src/service-worker/worker.ts). Loaded from main.tsx once
 * the page has loaded, in its own chunk: none of it is in the JavaScript the first paint waits for.
 *
 * A new version never takes over an open page by itself (it would swap the app's files under it):
 * it waits, and the visitor is offered "new version, reload". Only that choice makes it take over
 * (`skip-waiting`) and then reloads, once, when it has.
 */
export async function registerWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/' });
  let accepted = false;
  const offer = (waiting: ServiceWorker) => {
    const reload = () => {
      accepted = true;
      waiting.postMessage({ type: 'skip-waiting' });
    };
    toast.info(
      <div className="flex flex-wrap items-center gap-3">
        <span>{t('offline.updateReady')}</span>
        <button type="button" onClick={reload} className="rounded-lg bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white">
          {t('offline.updateReload')}
        </button>
      </div>,
      { autoClose: false, closeOnClick: false, toastId: 'new-version' },
    );
  };
  // The first worker (no controller yet) installs quietly: there is nothing to reload for.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (!accepted) return;
    accepted = false;
    window.location.reload();
  });
}
