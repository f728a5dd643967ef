import { configureHttp } from '@/shared/http';
import { accessTokenRefreshed, loggedOut } from '@/shared/session-events';
import { replaceLocation } from './navigation';
import type { AppStore } from './store';

/** Gives the HTTP client its two ways out: updating the store and going to the login page. */
export function connectHttp(store: AppStore): void {
  configureHttp({
    onAccessTokenRefreshed: (access) => store.dispatch(accessTokenRefreshed(access)),
    onLoggedOut: () => {
      store.dispatch(loggedOut());
      // BrowserRouter keeps the address bar and its location in step, so the window's location is the router's.
      const { pathname, search } = window.location;
      const next = pathname.startsWith('/login') ? '' : `?next=${encodeURIComponent(pathname + search)}`;
      replaceLocation(`/login${next}`);
    },
  });
}
