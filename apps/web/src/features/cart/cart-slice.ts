import { createAsyncThunk, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toast } from '@/shared/toast';
import { errorMessage, toApiError, type SerializedApiError } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { loggedOut } from '@/shared/session-events';
import {
  deleteParticipation,
  getAccessories,
  getCart,
  getCouponStatus,
  postParticipation,
  postPayAll,
  type Accessory,
  type CartItem,
  type CouponStatus,
  type PayAllOutcome,
  type Presentation,
} from './cart-api';
import { readSelection } from './cart-selection';
import { cartTotal, discountedTotal, pendingCount, pendingItems } from './cart-totals';

/** Spec 2: the cart page is at step Cart (1, the list) or Checkout (2, the payment method). */
export const CartStep = { Cart: 1, Checkout: 2 } as const;
export type CartStep = (typeof CartStep)[keyof typeof CartStep];

/** Where the coupon look-up stands; `couponStatus` holds the server's answer when one came. */
export type CouponLookup = 'idle' | 'checking' | 'answered' | 'not_found' | 'failed';

/** Spec 3 "Cart state", plus what the pages need to show progress and failures. */
export interface CartState {
  items: CartItem[];
  count: number;
  totalAmount: number;
  discountedAmount: number;
  step: CartStep;
  loading: boolean;
  /** The cart was loaded at least once for this session (so "empty" means empty, not "not asked yet"). */
  loaded: boolean;
  loadFailed: boolean;
  accessoryLoading: boolean;
  accessoryList: Accessory[];
  accessoryFailed: boolean;
  /** Accessory ids. */
  selectedAccessories: number[];
  couponStatus: CouponStatus | null;
  /** The code `couponStatus` (or the failed look-up) belongs to. */
  couponCode: string;
  couponLookup: CouponLookup;
  /** Presentation ids being added, cart item ids being removed: their buttons show progress. */
  adding: number[];
  removing: number[];
  paying: boolean;
}

export const initialCartState: CartState = {
  items: [],
  count: 0,
  totalAmount: 0,
  discountedAmount: 0,
  step: CartStep.Cart,
  loading: false,
  loaded: false,
  loadFailed: false,
  accessoryLoading: false,
  accessoryList: [],
  accessoryFailed: false,
  selectedAccessories: [],
  couponStatus: null,
  couponCode: '',
  couponLookup: 'idle',
  adding: [],
  removing: [],
  paying: false,
};

/** Spec 4: the totals are recomputed after every change. */
function recompute(state: CartState): void {
  state.totalAmount = cartTotal(state.items, state.accessoryList, state.selectedAccessories);
  state.discountedAmount = discountedTotal(state.items, state.totalAmount, state.couponStatus);
}

function clearSelection(state: CartState): void {
  state.selectedAccessories = [];
  state.couponStatus = null;
  state.couponCode = '';
  state.couponLookup = 'idle';
  recompute(state);
}

type Rejection = { rejectValue: SerializedApiError };

export const fetchCart = createAsyncThunk<CartItem[], void, Rejection>('cart/fetchCart', async (_, { rejectWithValue }) => {
  try {
    return await getCart();
  } catch (err) {
    // Spec 8: one fixed message, whatever went wrong.
    toast.error(t('cart.loadFailed'), { toastId: 'cart-load-failed' });
    return rejectWithValue(toApiError(err));
  }
});

/** Adds a presentation; the new item is built from it (the server answers only the item's id). */
export const addToCart = createAsyncThunk<CartItem, Presentation, Rejection>(
  'cart/addToCart',
  async (presentation, { rejectWithValue }) => {
    try {
      const { id } = await postParticipation(presentation.id);
      toast.success(t('cart.added'));
      return { id, presentation, payment_state: 'PENDING', service_type: presentation.service_type };
    } catch (err) {
      // Spec 8: the server's detail (errorMessage falls back to the catalogue when there is none).
      toast.error(errorMessage(err));
      return rejectWithValue(toApiError(err));
    }
  },
);

/** Takes the cart item id. */
export const removeFromCart = createAsyncThunk<number, number, Rejection>(
  'cart/removeFromCart',
  async (cartItemId, { rejectWithValue }) => {
    try {
      await deleteParticipation(cartItemId);
      toast.success(t('cart.removed'));
      return cartItemId;
    } catch (err) {
      toast.error(errorMessage(err));
      return rejectWithValue(toApiError(err));
    }
  },
);

export const fetchAccessories = createAsyncThunk<Accessory[], void, Rejection>(
  'cart/fetchAccessories',
  async (_, { rejectWithValue }) => {
    try {
      return await getAccessories();
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

/** Spec 5: an empty code is not looked up at all. */
export const checkCoupon = createAsyncThunk<CouponStatus, string, Rejection>(
  'cart/checkCoupon',
  async (code, { rejectWithValue }) => {
    try {
      return await getCouponStatus(code.trim());
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
  { condition: (code) => code.trim() !== '' },
);

/**
 * Starts the payment of every PENDING item plus the selected accessories, with the coupon when it
 * is valid. The page sends the browser to the bank; a 204 (all free) completed everything already.
 */
export const payCart = createAsyncThunk<PayAllOutcome, void, Rejection & { state: { cart: CartState } }>(
  'cart/payCart',
  async (_, { getState, dispatch, rejectWithValue }) => {
    const { couponStatus, couponCode, selectedAccessories } = getState().cart;
    try {
      const outcome = await postPayAll({
        coupon: couponStatus?.is_valid ? couponCode : undefined,
        accessories: selectedAccessories,
      });
      if (outcome.kind === 'completed') void dispatch(fetchCart());
      return outcome;
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

const without = (list: number[], id: number) => list.filter((x) => x !== id);

const cartSlice = createSlice({
  name: 'cart',
  // The accessories and coupon chosen before a trip to the bank come back with the page (see cart-selection.ts).
  initialState: (): CartState => ({ ...initialCartState, ...readSelection() }),
  reducers: {
    stepChanged(state, action: PayloadAction<CartStep>) {
      state.step = action.payload;
    },
    accessoryToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.selectedAccessories = state.selectedAccessories.includes(id)
        ? without(state.selectedAccessories, id)
        : [...state.selectedAccessories, id];
      recompute(state);
    },
    couponCleared(state) {
      state.couponStatus = null;
      state.couponCode = '';
      state.couponLookup = 'idle';
      recompute(state);
    },
    /** A purchase completed: its accessories and coupon are spent. */
    selectionCleared(state) {
      clearSelection(state);
    },
  },
  extraReducers: (builder) => {
    builder
      // Spec 4: logout clears the cart (the accessory catalogue is public and stays).
      .addCase(loggedOut, (state) => ({ ...initialCartState, accessoryList: state.accessoryList }))
      .addCase(fetchCart.pending, (state) => {
        state.loading = true;
        state.loadFailed = false;
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        state.loading = false;
        state.loaded = true;
        state.items = action.payload;
        state.count = pendingCount(action.payload);
        recompute(state);
      })
      .addCase(fetchCart.rejected, (state) => {
        state.loading = false;
        state.loadFailed = true;
      })
      .addCase(addToCart.pending, (state, action) => {
        state.adding.push(action.meta.arg.id);
      })
      .addCase(addToCart.fulfilled, (state, action) => {
        state.adding = without(state.adding, action.meta.arg.id);
        state.items.push(action.payload);
        state.count += 1;
        recompute(state);
      })
      .addCase(addToCart.rejected, (state, action) => {
        state.adding = without(state.adding, action.meta.arg.id);
      })
      .addCase(removeFromCart.pending, (state, action) => {
        state.removing.push(action.meta.arg);
      })
      .addCase(removeFromCart.fulfilled, (state, action) => {
        state.removing = without(state.removing, action.payload);
        const before = state.items.length;
        state.items = state.items.filter((item) => item.id !== action.payload);
        if (state.items.length < before) state.count = Math.max(0, state.count - 1);
        recompute(state);
      })
      .addCase(removeFromCart.rejected, (state, action) => {
        state.removing = without(state.removing, action.meta.arg);
      })
      .addCase(fetchAccessories.pending, (state) => {
        state.accessoryLoading = true;
        state.accessoryFailed = false;
      })
      .addCase(fetchAccessories.fulfilled, (state, action) => {
        state.accessoryLoading = false;
        state.accessoryList = action.payload;
        // An accessory that is no longer offered can't stay selected.
        const offered = new Set(action.payload.map((a) => a.id));
        state.selectedAccessories = state.selectedAccessories.filter((id) => offered.has(id));
        recompute(state);
      })
      .addCase(fetchAccessories.rejected, (state) => {
        state.accessoryLoading = false;
        state.accessoryFailed = true;
      })
      .addCase(checkCoupon.pending, (state, action) => {
        state.couponCode = action.meta.arg.trim();
        state.couponLookup = 'checking';
        state.couponStatus = null;
        recompute(state);
      })
      .addCase(checkCoupon.fulfilled, (state, action) => {
        if (action.meta.arg.trim() !== state.couponCode) return; // an older look-up answering late
        state.couponLookup = 'answered';
        state.couponStatus = action.payload;
        recompute(state);
      })
      .addCase(checkCoupon.rejected, (state, action) => {
        if (action.meta.condition || action.meta.arg.trim() !== state.couponCode) return;
        state.couponLookup = action.payload?.status === 404 ? 'not_found' : 'failed';
      })
      .addCase(payCart.pending, (state) => {
        state.paying = true;
      })
      .addCase(payCart.fulfilled, (state, action) => {
        // When redirecting, the page itself keeps the button busy until the bank page loads.
        state.paying = false;
        if (action.payload.kind === 'completed') clearSelection(state);
      })
      .addCase(payCart.rejected, (state) => {
        state.paying = false;
      });
  },
});

export const { stepChanged, accessoryToggled, couponCleared, selectionCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCart = (state: WithCart) => state.cart;
export const selectCartCount = (state: WithCart) => state.cart.count;
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectPendingItems = createSelector([selectCartItems], (items) => pendingItems(items));
export const selectSelectedAccessories = createSelector(
  [(state: WithCart) => state.cart.accessoryList, (state: WithCart) => state.cart.selectedAccessories],
  (list, selected) => list.filter((a) => selected.includes(a.id)),
);
/** The cart item for a presentation, if the visitor has one (PENDING or COMPLETED). */
export const selectCartItemFor = (state: WithCart, presentationId: number) =>
  state.cart.items.find((item) => item.presentation.id === presentationId);
export const selectDiscount = (state: WithCart) => state.cart.totalAmount - state.cart.discountedAmount;
/** What the browser keeps between page loads (cart-selection.ts). */
export const selectSelection = createSelector(
  [(state: WithCart) => state.cart.selectedAccessories, (state: WithCart) => state.cart.couponCode],
  (selectedAccessories, couponCode) => ({ selectedAccessories, couponCode }),
);
