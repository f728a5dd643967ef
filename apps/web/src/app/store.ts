import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { userReducer } from '@/features/profile/user-slice';
import { presentationReducer } from '@/features/presentations/presentation-slice';
import { cartReducer } from '@/features/cart/cart-slice';
import { paymentReducer } from '@/features/payments/payment-slice';
import { cartSession, loadCartAtStartup } from './routes/cart-session';

/** One slice per feature; adding a feature's slice is one import and one line here. */
export const store = configureStore({
  reducer: {
    auth: authReducer,
    user: userReducer,
    presentations: presentationReducer,
    cart: cartReducer,
    payments: paymentReducer,
  },
  middleware: (getDefault) => getDefault().prepend(cartSession.middleware),
});

loadCartAtStartup(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
