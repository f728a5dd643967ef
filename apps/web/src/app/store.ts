import { configureStore } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { userReducer } from '@/features/profile/user-slice';
import { presentationReducer } from '@/features/presentations/presentation-slice';

/** One slice per feature; adding a feature's slice is one import and one line here. */
export const store = configureStore({
  reducer: {
    auth: authReducer,
    user: userReducer,
    presentations: presentationReducer,
  },
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
