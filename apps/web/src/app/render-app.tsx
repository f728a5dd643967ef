import { render } from '@testing-library/preact';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from './router';
import { makeStore, type RootState } from './store';

/** For tests: the address the app is at, written into the page so a test can read it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/**
 * For tests: the whole app (routes, layouts, lazy pages) at `url`, on a store started from `preloaded`.
 * No StrictMode: preact/compat's does nothing (effects run once, as in the app).
 */
export function renderApp(url: string, preloaded?: Partial<RootState>) {
  const store = makeStore(preloaded);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

/** A signed-in session as the cookies would restore it. */
export const signedIn = (phoneNumber = '09120000000'): Partial<RootState> => ({
  session: { isAuthenticated: true, tokens: { access: 'access', refresh: 'refresh' }, phoneNumber },
});
