import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accessoryApi, type Accessory } from '@/shared/api/accessory';
import type { api } from '@/shared/api/base-api';
import { cartApi, type CartItem } from '@/shared/api/cart';
import { couponApi, type CouponStatus } from '@/shared/api/coupon';
import { paymentsApi } from '@/shared/api/payments';
import { loggedOut } from '@/shared/session-events';
import type { CartSelection } from './cart-selection';
import { cartTotal, couponVerdict, discountedTotal, pendingCount, pendingItems, type CouponLookupState } from './cart-totals';

/** docs/product.md#cart-steps: the cart page is at step Cart (1, the list) or Checkout (2, the payment method). */
export const CartStep = { Cart: 1, Checkout: 2 } as const;
export type CartStep = (typeof CartStep)[keyof typeof CartStep];

/** Where the coupon look-up stands (derived from the look-up in the api cache). */
export type CouponLookup = CouponLookupState;

/**
 * What only the browser knows about the cart: the step, the accessories ticked and the coupon
 * being applied. The items, the accessory catalogue and the coupon's answer are server data
 * (shared/api); the totals are selectors over both.
 */
export interface CartState {
  step: CartStep;
  /** Accessory ids. */
  selectedAccessories: number[];
  /** The code being applied ('' for none): its look-up is `getCouponStatus(couponCode)`. */
  couponCode: string;
}

export const initialCartState: CartState = { step: CartStep.Cart, selectedAccessories: [], couponCode: '' };

const without = (list: number[], id: number) => list.filter((x) => x !== id);

function clearSelection(state: CartState): void {
  state.selectedAccessories = [];
  state.couponCode = '';
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The choices kept in the browser for this visitor (cart-selection.ts): on opening the cart, or changed in another tab. */
    selectionRestored(state, action: PayloadAction<CartSelection>) {
      state.selectedAccessories = action.payload.selectedAccessories;
      state.couponCode = action.payload.couponCode;
    },
    stepChanged(state, action: PayloadAction<CartStep>) {
      state.step = action.payload;
    },
    accessoryToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedAccessories = state.selectedAccessories.includes(id)
        ? without(state.selectedAccessories, id)
        : [...state.selectedAccessories, id];
    },
    /** docs/product.md#coupon-lookup: the code is looked up (by whoever shows it) once it is the one being applied. */
    couponApplied(state, action: PayloadAction<string>) {
      state.couponCode = action.payload.trim();
    },
    couponCleared(state) {
      state.couponCode = '';
    },
    /** A purchase completed: its accessories and coupon are spent. */
    selectionCleared(state) {
      clearSelection(state);
    },
  },
  extraReducers: (builder) => {
    builder
      // docs/product.md#logout: logout clears the cart.
      .addCase(loggedOut, () => initialCartState)
      // An accessory that is no longer offered can't stay selected.
      .addMatcher(accessoryApi.endpoints.getAccessories.matchFulfilled, (state, action) => {
        const offered = new Set(action.payload.map((a) => a.id));
        state.selectedAccessories = state.selectedAccessories.filter((id) => offered.has(id));
      })
      // A free order (pay_all 204) completed at once: its accessories and coupon are spent.
      .addMatcher(paymentsApi.endpoints.payAll.matchFulfilled, (state, action) => {
        if (action.payload.kind === 'completed') clearSelection(state);
      });
  },
});

export const { stepChanged, accessoryToggled, couponApplied, couponCleared, selectionCleared, selectionRestored } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState; api: ReturnType<typeof api.reducer> };
const noItems: CartItem[] = [];
const noAccessories: Accessory[] = [];

export const selectCart = (state: WithCart) => state.cart;
const selectCartQuery = (state: WithCart) => cartApi.endpoints.getCart.select()(state);
/** Every item of the cart (PENDING and COMPLETED), empty until it has loaded. */
export const selectCartItems = (state: WithCart) => selectCartQuery(state).data ?? noItems;
export const selectCartCount = createSelector([selectCartItems], (items) => pendingCount(items));
export const selectPendingItems = createSelector([selectCartItems], (items) => pendingItems(items));
export const selectAccessoryList = (state: WithCart) => accessoryApi.endpoints.getAccessories.select()(state).data ?? noAccessories;
export const selectSelectedAccessories = createSelector([selectAccessoryList, (state: WithCart) => state.cart.selectedAccessories], (list, selected) =>
  list.filter((a) => selected.includes(a.id)),
);
/** The cart item for a presentation, if the visitor has one (PENDING or COMPLETED). */
export const selectCartItemFor = (state: WithCart, presentationId: number) => selectCartItems(state).find((item) => item.presentation.id === presentationId);

const selectCouponQuery = (state: WithCart) => couponApi.endpoints.getCouponStatus.select(state.cart.couponCode)(state);
/** The server's answer for the coupon being applied, once it came. */
export const selectCouponStatus = (state: WithCart): CouponStatus | null => (state.cart.couponCode ? (selectCouponQuery(state).data ?? null) : null);
export const selectCouponLookup = (state: WithCart): CouponLookup => {
  if (!state.cart.couponCode) return 'idle';
  const query = selectCouponQuery(state);
  if (query.isSuccess) return 'answered';
  if (query.isError) return (query.error as { status?: number } | undefined)?.status === 404 ? 'not_found' : 'failed';
  return 'checking';
};

/** docs/product.md#money-as-the-visitor-sees-it: the preview of what the order costs (cart-totals.ts), recomputed whenever any input changes. */
export const selectTotals = createSelector(
  [selectCartItems, selectAccessoryList, (state: WithCart) => state.cart.selectedAccessories, selectCouponStatus],
  (items, accessories, selected, coupon) => {
    const totalAmount = cartTotal(items, accessories, selected);
    const discountedAmount = discountedTotal(items, totalAmount, coupon);
    return { totalAmount, discountedAmount, discount: totalAmount - discountedAmount };
  },
);
export const selectDiscount = (state: WithCart) => selectTotals(state).discount;

/** Whether the coupon being applied takes something off the cart as it is now (cart-totals.ts couponVerdict). */
export const selectCouponVerdict = createSelector(
  [selectCouponLookup, selectCouponStatus, selectPendingItems, selectDiscount],
  (lookup, coupon, items, discount) => couponVerdict(lookup, coupon, items, discount),
);

/** What the browser keeps between page loads (cart-selection.ts). */
export const selectSelection = createSelector(
  [(state: WithCart) => state.cart.selectedAccessories, (state: WithCart) => state.cart.couponCode],
  (selectedAccessories, couponCode) => ({ selectedAccessories, couponCode }),
);

/**
 * pay_all's body: every PENDING item (the server's), the offered accessories ticked, and the coupon
 * only when it takes something off this cart (a coupon that does not is never sent: the checkout
 * page stops and explains it instead, see couponBlocksCheckout).
 */
export const selectPayAllBody = createSelector([selectSelectedAccessories, selectCouponVerdict, (state: WithCart) => state.cart.couponCode], (accessories, verdict, code) => ({
  coupon: verdict === 'applies' ? code : undefined,
  accessories: accessories.map((a) => a.id),
}));
