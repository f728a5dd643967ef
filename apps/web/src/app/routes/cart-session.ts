import { createListenerMiddleware } from '@reduxjs/toolkit';
import { writeSelection } from '@/features/cart/cart-selection';
import { fetchCart, selectionCleared, selectSelection } from '@/features/cart/cart-slice';
import { verifyPayment } from '@/features/payments/payment-slice';

/**
 * Keeps the cart (and the header's badge) in step with the session. It lives in app/ because it
 * joins three features that may not import one another: auth (signing in), payments (a verified
 * payment completes cart items) and the cart itself. Logout needs nothing here: the cart slice
 * clears itself on the shared `loggedOut` event (and the cleared selection is saved like any other).
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
  effect: (action, api) => {
    // The order's accessories and coupon are spent once it completed; after a failure they stay for another try.
    if (action.payload.payment_state === 'COMPLETED') api.dispatch(selectionCleared());
    void api.dispatch(fetchCart());
  },
});

type WithCart = Parameters<typeof selectSelection>[0];
/** The buyer's choices survive the trip to the bank and reloads (cart-selection.ts). */
cartSession.startListening({
  predicate: (_action, current, previous) => selectSelection(current as WithCart) !== selectSelection(previous as WithCart),
  effect: (_action, api) => {
    writeSelection(selectSelection(api.getState() as WithCart));
  },
});

/** A session restored from the cookies at startup: load its cart for the badge. */
export function loadCartAtStartup(store: { getState: () => WithAuth; dispatch: (action: ReturnType<typeof fetchCart>) => unknown }) {
  if (store.getState().auth.isAuthenticated) void store.dispatch(fetchCart());
}
