import { createRoot } from 'react-dom/client';
import { t } from '@/shared/i18n';

/** The ribbon every page of a demo server shows: payments (and text messages) go to a sandbox. */
export function DemoRibbon() {
  return (
    <div role="note" className="fixed inset-x-0 bottom-0 z-50 bg-amber-400 px-4 py-1 text-center text-sm font-bold text-black shadow">
      {t('common.demoRibbon')}
    </div>
  );
}

/** Mounts the ribbon in a root of its own, beside the app. */
export function showDemoRibbon(): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<DemoRibbon />);
}
