import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { api } from '@/shared/api/base-api';
import { sessionReducer } from '@/shared/store/session-slice';
import { cartReducer } from '@/features/cart/cart-slice';
import { apiReducer } from './hydration';
import { cartSession } from './routes/cart-session';
import { offlineData } from './routes/offline-data';

// Immer freezes every state it produces, deeply: the page's answers put into the store as a drawn page
// is adopted were walked and frozen, part of the longest tasks of its start on a slow phone. Development
// and the tests keep freezing, so that a reducer or component that mutates state still fails there.
if (import.meta.env.PROD) setAutoFreeze(false);

/**
 * Server data lives in the `api` cache (shared/api, RTK Query); the slices hold what only the
 * browser knows: who is signed in, a form's progress, the cart's step and choices.
 */
const rootReducer = () =>
  combineReducers({
    [api.reducerPath]: apiReducer,
    session: sessionReducer,
    cart: cartReducer,
  });

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

/**
 * A store with the app's reducers and middleware; tests pass the state they start from. The reducers
 * are combined here, not as the module is evaluated: combining runs every reducer once to check its
 * initial state (the API's slices are built then), 10-17 ms of a slow phone's main thread, which a
 * drawn page's start pays in a task of its own (main.tsx) instead of in the app chunk's evaluation.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer(),
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(cartSession.middleware, offlineData.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

declare module '@/shared/store/hooks' {
  interface RegisteredStore {
    store: AppStore;
  }
}
