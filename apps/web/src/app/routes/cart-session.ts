import { createListenerMiddleware } from '@reduxjs/toolkit';
import { fetchCart } from '@/features/cart/cart-slice';
import { verifyPayment } from '@/features/payments/payment-slice';

/**
 * Keeps the cart (and the header's badge) in step with the session. It lives in app/ because it
 * joins three features that may not import one another: auth (signing in), payments (a verified
 * payment completes cart items) and the cart itself. Logout needs nothing here: the cart slice
 * clears itself on the shared `loggedOut` event.
 */
export const cartSession = createListenerMiddleware();

type WithAuth = { auth: { isAuthenticated: boolean } };
const signedIn = (state: unknown) => (state as WithAuth).auth.isAuthenticated;

cartSession.startListening({
  predicate: (_action, current, previous) => signedIn(current) && !signedIn(previous),
  effect: (_action, api) => {
    void api.dispatch(fetchCart());
  },
});

cartSession.startListening({
  actionCreator: verifyPayment.fulfilled,
  effect: (_action, api) => {
    void api.dispatch(fetchCart());
  },
});

/** A session restored from the cookies at startup: load its cart for the badge. */
export function loadCartAtStartup(store: { getState: () => WithAuth; dispatch: (action: ReturnType<typeof fetchCart>) => unknown }) {
  if (store.getState().auth.isAuthenticated) void store.dispatch(fetchCart());
}
