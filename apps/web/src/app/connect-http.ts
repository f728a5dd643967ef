import { configureHttp } from '@/shared/http';
import { accessTokenRefreshed, loggedOut } from '@/shared/session-events';
import { router } from './router';
import { store } from './store';

/** Gives the HTTP client its two ways out: updating the store and going to the login page. */
export function connectHttp(): void {
  configureHttp({
    onAccessTokenRefreshed: (access) => store.dispatch(accessTokenRefreshed(access)),
    onLoggedOut: () => {
      store.dispatch(loggedOut());
      const { pathname, search } = router.state.location;
      const next = pathname.startsWith('/login') ? '' : `?next=${encodeURIComponent(pathname + search)}`;
      void router.navigate(`/login${next}`, { replace: true });
    },
  });
}
