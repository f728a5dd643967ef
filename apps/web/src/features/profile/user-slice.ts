import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { readSession, writeSession } from '@/shared/cookies';
import { loggedOut, sessionRenewed } from '@/shared/session-events';
import { getFaqs, getUser, postPasswordChange, putUser, renewTokens, type Faq, type PasswordChange, type User, type UserUpdate } from './profile-api';

/** Spec 3 "User state". */
export interface UserState {
  faqs: Faq[];
  user: User | null;
  loading: boolean;
  error: SerializedApiError | null;
  passwordChangeSuccess: boolean;
  changePasswordLoading: boolean;
  updateUserLoading: boolean;
}

const initialState: UserState = {
  faqs: [],
  user: null,
  loading: false,
  error: null,
  passwordChangeSuccess: false,
  changePasswordLoading: false,
  updateUserLoading: false,
};

type Rejection = { rejectValue: SerializedApiError };

/** The header and the profile page both ask for the user on first load: share one request. */
const userRequests = new Map<string, Promise<User>>();
function getUserOnce(phone: string): Promise<User> {
  let request = userRequests.get(phone);
  if (!request) {
    request = getUser(phone).finally(() => userRequests.delete(phone));
    userRequests.set(phone, request);
  }
  return request;
}

export const fetchUser = createAsyncThunk<User, string, Rejection>('user/fetchUser', async (phone, { rejectWithValue }) => {
  try {
    return await getUserOnce(phone);
  } catch (err) {
    return rejectWithValue(toApiError(err));
  }
});

export const updateUser = createAsyncThunk<User, { phone: string; update: UserUpdate }, Rejection>(
  'user/updateUser',
  async ({ phone, update }, { rejectWithValue }) => {
    try {
      return await putUser(phone, update);
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

export const changePassword = createAsyncThunk<void, PasswordChange, Rejection>(
  'user/changePassword',
  async (change, { dispatch, rejectWithValue }) => {
    try {
      await postPasswordChange(change);
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
    const session = readSession();
    if (!session) return;
    try {
      const tokens = await renewTokens(session.phoneNumber, change.new_password);
      writeSession({ ...tokens, phoneNumber: session.phoneNumber });
      dispatch(sessionRenewed(tokens));
    } catch {
      // The password did change. Without new tokens the session ends when the access token
      // expires, and the visitor logs in again with the new password: nothing to report now.
    }
  },
);

export const fetchFaqs = createAsyncThunk<Faq[], void, Rejection>('user/fetchFaqs', async (_, { rejectWithValue }) => {
  try {
    return await getFaqs();
  } catch (err) {
    return rejectWithValue(toApiError(err));
  }
});

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    passwordChangeReset(state) {
      state.passwordChangeSuccess = false;
      state.error = null;
    },
    userErrorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => ({ ...initialState, faqs: state.faqs }))
      .addCase(fetchUser.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.loading = false;
        state.user = action.payload;
      })
      .addCase(fetchUser.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? { code: 'UNKNOWN' };
      })
      .addCase(updateUser.pending, (state) => {
        state.updateUserLoading = true;
        state.error = null;
      })
      .addCase(updateUser.fulfilled, (state, action) => {
        state.updateUserLoading = false;
        state.user = action.payload;
      })
      .addCase(updateUser.rejected, (state, action) => {
        state.updateUserLoading = false;
        state.error = action.payload ?? { code: 'UNKNOWN' };
      })
      .addCase(changePassword.pending, (state) => {
        state.changePasswordLoading = true;
        state.passwordChangeSuccess = false;
        state.error = null;
      })
      .addCase(changePassword.fulfilled, (state) => {
        state.changePasswordLoading = false;
        state.passwordChangeSuccess = true;
      })
      .addCase(changePassword.rejected, (state, action) => {
        state.changePasswordLoading = false;
        state.error = action.payload ?? { code: 'UNKNOWN' };
      })
      .addCase(fetchFaqs.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchFaqs.fulfilled, (state, action) => {
        state.loading = false;
        state.faqs = action.payload;
      })
      .addCase(fetchFaqs.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? { code: 'UNKNOWN' };
      });
  },
});

export const { passwordChangeReset, userErrorCleared } = userSlice.actions;
export const userReducer = userSlice.reducer;

type WithUser = { user: UserState };
export const selectUser = (state: WithUser) => state.user.user;
export const selectUserState = (state: WithUser) => state.user;
