import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import '@/styles/index.css';
import { startLocale } from '@/shared/i18n/locale-choice';
import { Toasts } from '@/shared/ui/Toasts';
import { connectHttp } from './connect-http';
import { LocaleBoundary } from './layouts/LocaleBoundary';
import { NavigationBridge } from './navigation';
import { AppRoutes } from './router';
import { restoreSession } from './restore-session';
import { makeStore } from './store';

// A demo server (a sandbox in production) marks index.html; only then is the ribbon loaded, off the
// critical path (apps/api/src/plugins/index-html.ts).
if (document.querySelector('meta[name="fest-demo-sandboxes"]')) void import('./layouts/DemoRibbon').then((m) => m.showDemoRibbon());

// The service worker (offline copies, the installable app) registers from its own chunk
// (app/pwa/register-worker.tsx) a little after the page has loaded, so that its downloads do not
// compete with the first screen's data; only the production build has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa/register-worker').then((m) => m.registerWorker()).catch(() => undefined);
  window.addEventListener('load', () => setTimeout(register, 2_000), { once: true });
}

void startLocale();
const store = makeStore();
connectHttp(store);
void restoreSession(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <NavigationBridge />
        <LocaleBoundary>
          <AppRoutes />
        </LocaleBoundary>
      </BrowserRouter>
      <Toasts />
    </Provider>
  </StrictMode>,
);
