import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '@/shared/api/base-api';
import { cartApi } from '@/shared/api/cart';
import { paymentsApi } from '@/shared/api/payments';
import { t } from '@/shared/i18n';
import { loggedOut } from '@/shared/session-events';
import { toast } from '@/shared/toast';
import { writeSelection } from '@/features/cart/cart-selection';
import { accessoryToggled, couponApplied, couponCleared, selectionCleared, selectSelection } from '@/features/cart/cart-slice';
import { selectPhoneNumber } from '@/shared/store/session';

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

type WithCart = Parameters<typeof selectSelection>[0] & Parameters<typeof selectPhoneNumber>[0];
/**
 * The buyer's choices survive the trip to the bank, reloads and new tabs (cart-selection.ts). Only
 * the buyer's own acts write them: a tab that never opened the cart holds nothing, and must not
 * wipe what another tab chose.
 */
cartSession.startListening({
  matcher: isAnyOf(accessoryToggled, couponApplied, couponCleared, selectionCleared, paymentsApi.endpoints.payAll.matchFulfilled),
  effect: (_action, listener) => {
    const state = listener.getState() as WithCart;
    const phone = selectPhoneNumber(state);
    if (phone) writeSelection(phone, selectSelection(state));
  },
});

/** docs/product.md#logout: logout clears the cart, the choices kept in the browser too. */
cartSession.startListening({
  actionCreator: loggedOut,
  effect: (_action, listener) => {
    const phone = selectPhoneNumber(listener.getOriginalState() as WithCart);
    if (phone) writeSelection(phone, { selectedAccessories: [], couponCode: '' });
  },
});
