import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { loggedOut } from '@/shared/session-events';
import { getPayments, verifyOnce, type Payment, type VerifyResult } from './payments-api';

/** Spec 3 "Payment state" (plus `loaded`, so that an empty list is told apart from "not asked yet"). */
export interface PaymentState {
  payments: Payment[];
  loading: boolean;
  loaded: boolean;
  error: SerializedApiError | null;
}

export const initialPaymentState: PaymentState = { payments: [], loading: false, loaded: false, error: null };

/** Spec 3: newest first, by id (the server's order is by date; ids settle ties the same way). */
export function sortPayments(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => b.id - a.id);
}

type Rejection = { rejectValue: SerializedApiError };

export const fetchPayments = createAsyncThunk<Payment[], void, Rejection>('payments/fetchPayments', async (_, { rejectWithValue }) => {
  try {
    return await getPayments();
  } catch (err) {
    return rejectWithValue(toApiError(err));
  }
});

/**
 * The buyer is back from the bank. Fulfilled with the server's verdict, FAILED included (the bank
 * said no); rejected only when no verdict came (not the caller's payment, gateway or network down).
 * Other features react to its fulfilment (the cart reloads its items).
 */
export const verifyPayment = createAsyncThunk<VerifyResult, { authority: string; status: string | null }, Rejection>(
  'payments/verifyPayment',
  async ({ authority, status }, { rejectWithValue }) => {
    try {
      return await verifyOnce(authority, status);
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

const paymentSlice = createSlice({
  name: 'payments',
  initialState: initialPaymentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialPaymentState)
      .addCase(fetchPayments.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchPayments.fulfilled, (state, action) => {
        state.loading = false;
        state.loaded = true;
        state.payments = sortPayments(action.payload);
      })
      .addCase(fetchPayments.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? { code: 'UNKNOWN' };
      });
  },
});

export const paymentReducer = paymentSlice.reducer;

type WithPayments = { payments: PaymentState };
export const selectPaymentState = (state: WithPayments) => state.payments;
export const selectPaymentByAuthority = (state: WithPayments, authority: string) =>
  state.payments.payments.find((p) => p.authority === authority);
