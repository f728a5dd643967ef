import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '@/shared/api/base-api';
import { cartApi } from '@/shared/api/cart';
import { paymentsApi } from '@/shared/api/payments';
import { t } from '@/shared/i18n';
import { loggedOut } from '@/shared/session-events';
import { toast } from '@/shared/toast';
import { writeSelection } from '@/features/cart/cart-selection';
import { selectionCleared, selectSelection } from '@/features/cart/cart-slice';

/**
 * Keeps the cart's client state in step with the session and the server. It lives in app/ because
 * it joins what features may not join themselves. The cart's items reload by themselves (RTK Query
 * tags: a verified payment invalidates the cart); what remains is the browser's own choices.
 */
export const cartSession = createListenerMiddleware();

cartSession.startListening({
  matcher: paymentsApi.endpoints.verifyPayment.matchFulfilled,
  effect: (action, listener) => {
    // The order's accessories and coupon are spent once it completed; after a failure they stay for another try.
    if (action.payload.payment_state === 'COMPLETED') listener.dispatch(selectionCleared());
  },
});

/** docs/product.md#fixed-messages: a cart that could not be loaded says so in one fixed message, whatever went wrong, wherever it was asked. */
cartSession.startListening({
  matcher: cartApi.endpoints.getCart.matchRejected,
  effect: (action) => {
    // A request skipped (the same one was on its way) or dropped (logout) is not a failure.
    if (action.meta.condition || action.meta.aborted) return;
    // A dead session has its own single toast ("log in again").
    if ((action.payload as { code?: string } | undefined)?.code === 'SESSION_ENDED') return;
    toast.error(t('cart.loadFailed'), { toastId: 'cart-load-failed' });
  },
});

/** Another visitor may sign in next in this tab: nothing of the last one's server data may show. */
cartSession.startListening({
  actionCreator: loggedOut,
  effect: (_action, listener) => {
    listener.dispatch(api.util.resetApiState());
  },
});

type WithCart = Parameters<typeof selectSelection>[0];
/** The buyer's choices survive the trip to the bank and reloads (cart-selection.ts). */
cartSession.startListening({
  predicate: (_action, current, previous) => selectSelection(current as WithCart) !== selectSelection(previous as WithCart),
  effect: (_action, listener) => {
    writeSelection(selectSelection(listener.getState() as WithCart));
  },
});
