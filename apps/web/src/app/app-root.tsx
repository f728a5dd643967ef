import { StrictMode, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/shared/store/hooks';
import { Toasts } from '@/shared/ui/Toasts';
import { hydrationEnded } from './hydration';
import { LocaleBoundary } from './layouts/LocaleBoundary';
import { NavigationBridge } from './navigation';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The first navigation away from the page the app started on ends the hydrated page's exception (hydration.ts). */
function HydratedPageWatch() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (pathname !== first.current) dispatch(hydrationEnded());
  }, [pathname, dispatch]);
  return null;
}

/**
 * The whole app on a store, under a router: BrowserRouter in the browser (main.tsx), a static one
 * on the server (entry-server.tsx). Both draw this same tree, so the browser can hydrate the server's.
 */
export function App({ store, Router }: { store: AppStore; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router>
          <NavigationBridge />
          <HydratedPageWatch />
          <LocaleBoundary>
            <AppRoutes />
          </LocaleBoundary>
        </Router>
        <Toasts />
      </Provider>
    </StrictMode>
  );
}
