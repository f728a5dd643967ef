import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { api } from '@/shared/api/base-api';
import { sessionReducer } from '@/shared/store/session-slice';
import { cartReducer } from '@/features/cart/cart-slice';
import { apiReducer } from './hydration';
import { cartSession } from './routes/cart-session';
import { offlineData } from './routes/offline-data';

// Immer freezes every state it produces, deeply: the server's answers put into the store as a drawn page
// is adopted were walked and frozen inside the start's longest tasks. Development and the tests keep
// freezing, so a reducer or a component that changes state in place still fails there (decision 026).
if (import.meta.env.PROD) setAutoFreeze(false);

/**
 * Server data lives in the `api` cache (shared/api, RTK Query); the slices hold what only the
 * browser knows: who is signed in, a form's progress, the cart's step and choices.
 */
const rootReducer = combineReducers({
  [api.reducerPath]: apiReducer,
  session: sessionReducer,
  cart: cartReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A store with the app's reducers and middleware; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
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
