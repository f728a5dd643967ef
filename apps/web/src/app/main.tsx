import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/index.css';
import { api } from '@/shared/api/base-api';
import { upsertPublicEntries } from '@/shared/api/public-queries';
import { prepareFormatters } from '@/shared/format';
import { hydrateInParts, renderAsBrowser, renderAsServer } from '@/shared/hydration';
import { getLocale } from '@/shared/i18n';
import { startLocale } from '@/shared/i18n/locale-choice';
import { nextTask } from '@/shared/next-task';
import { keepPublicCopies } from '@/shared/offline-copy';
import { anonymousSession, sessionCookiesRead } from '@/shared/store/session';
import { dropEarlyPresses, replayEarlyPresses } from './early-presses';
import { hydrationEnded, hydrationStarted } from './hydration';
import { restoreSession } from './restore-session';
import { PAGE_STATE_ID, type PageState } from './server-pages';
import { makeStore } from './store';
import './pause-before-the-interface';
import { BrowserRouter } from 'react-router';
import { App } from './app-root';
import { connectHttp } from './connect-http';
import { preloadPages } from './lazy-page';
import { routes } from './router';

// A demo server (a sandbox in production) marks index.html; only then is the ribbon loaded, off the
// critical path (apps/api/src/plugins/index-html.ts).
if (document.querySelector('meta[name="fest-demo-sandboxes"]')) void import('./layouts/DemoRibbon').then((m) => m.showDemoRibbon());

// The service worker (offline copies, the installable app) registers from its own chunk
// (app/pwa/register-worker.tsx) a little after the page has loaded, so that its downloads do not
// compete with the first screen's data; only the production build has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa/register-worker').then((m) => m.registerWorker()).catch(() => undefined);
  // The boot script may fetch this module after the load event (vite.config.ts, appAfterFirstPaint).
  if (document.readyState === 'complete') setTimeout(register, 2_000);
  else window.addEventListener('load', () => setTimeout(register, 2_000), { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The state the server drew this page from, when it drew this very page (not a copy kept for another address). */
function serverState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent || !root?.firstElementChild) return null;
  try {
    const state = JSON.parse(script.textContent) as PageState;
    return state.path === window.location.pathname ? state : null;
  } catch {
    return null;
  }
}

/**
 * `<html data-app="ready">` once the app runs the page: on a page the server drew, links and buttons
 * before that are plain HTML (the app arrives after the first paint, vite.config.ts), and what needs
 * the app (tests of in-app navigation, say) can wait for it.
 */
function markAppReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Draws the app in the browser alone (every page the server does not render, and the offline shell). */
function renderFresh(container: HTMLElement) {
  // The server's page, and any button pressed on it before now, is replaced.
  dropEarlyPresses();
  void startLocale();
  const store = makeStore();
  connectHttp(store);
  void restoreSession(store);
  container.textContent = '';
  createRoot(container).render(<App store={store} Router={BrowserRouter} />);
  markAppReady();
}

/**
 * Adopts the page the server drew (docs/decisions/012-public-pages-rendered-on-the-server.md): the
 * store starts with the server's answers and nobody signed in, as the server drew it, so the first
 * render matches it; then the visitor's own parts (session, stars, screen width) are read.
 */
async function hydrate(container: HTMLElement, state: PageState) {
  // Tasks of their own: the store made, the server's answers put in, then the route's page matched and
  // evaluated. Side by side without these pauses (and without the chunk's pause and Immer's freezing
  // off), Lighthouse's blocking time on a drawn page rose in each of three alternating rounds
  // (docs/decisions/026).
  await nextTask();
  renderAsServer({ wide: state.wide });
  const store = makeStore({ session: anonymousSession });
  await nextTask();
  store.dispatch(hydrationStarted());
  store.dispatch(upsertPublicEntries(state.entries));
  connectHttp(store);
  await nextTask();
  // The page's code is modulepreloaded by the server, and English (if chosen) is fetched alongside.
  const [, language] = await Promise.all([preloadPages(routes, state.path), startLocale()]);
  if (language !== state.language || getLocale() !== state.language) {
    renderAsBrowser();
    store.dispatch(api.util.resetApiState());
    return renderFresh(container);
  }
  // The formatters are built first, in tasks of their own (ICU's start, then the calendar's data), not
  // inside the adoption; then the adoption, in parts (docs/decisions/020-the-page-adopted-in-parts.md):
  // the layout and the router's first matching, then the HydrateLater parts (the header, the page, its
  // cards and sections, the footer), a task each; the visitor's own state is read once all are
  // adopted, as the server drew them.
  await prepareFormatters();
  await hydrateInParts(() => hydrateRoot(container, <App store={store} Router={BrowserRouter} />));
  markAppReady();
  renderAsBrowser();
  store.dispatch(sessionCookiesRead());
  // A signed-in visitor's programme is their own (a bought session's link): the page's queries ask
  // again with the token as they subscribe, which happens after this (in effects), as on any page.
  const { isAuthenticated, restoring } = store.getState().session;
  if (isAuthenticated || restoring) store.dispatch(hydrationEnded());
  void restoreSession(store);
  // After the render that reads who is here (scheduled by the dispatches above), so that a button
  // pressed early acts for the visitor as they are.
  setTimeout(replayEarlyPresses, 0);
  // Kept for offline use as if the worker had fetched them (only the production build has a worker).
  if (import.meta.env.PROD) {
    const keep = () => void keepPublicCopies(state.entries);
    if (document.readyState === 'complete') keep();
    else window.addEventListener('load', keep, { once: true });
  }
}

const state = serverState();
if (state) hydrate(root, state).catch(() => renderFresh(root));
else renderFresh(root);
