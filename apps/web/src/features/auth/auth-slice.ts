import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { normalizePhone } from '@fest/contract';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { clearSession, readRefreshToken, readSession, writeSession } from '@/shared/cookies';
import { accessTokenRefreshed, loggedOut, sessionRenewed } from '@/shared/session-events';
import {
  registerUser,
  requestTokens,
  revokeRefreshToken,
  type LoginCredentials,
  type SignupDetails,
  type TokenPair,
} from './auth-api';

// Other features react to logout by importing it from '@/shared/session-events' (features don't import each other).
export { loggedOut, accessTokenRefreshed, sessionRenewed };

export interface AuthState {
  isAuthenticated: boolean;
  user: TokenPair | null;
  loading: boolean;
  error: SerializedApiError | null;
  phoneNumber: string | null;
}

/** Spec 4: with all three cookies present, the session is restored as authenticated. */
export function initialAuthState(): AuthState {
  const stored = readSession();
  return {
    isAuthenticated: stored !== null,
    user: stored ? { access: stored.access, refresh: stored.refresh } : null,
    loading: false,
    error: null,
    phoneNumber: stored?.phoneNumber ?? null,
  };
}

interface SessionStarted {
  tokens: TokenPair;
  phoneNumber: string;
}

export const login = createAsyncThunk<SessionStarted, LoginCredentials, { rejectValue: SerializedApiError }>(
  'auth/login',
  async (credentials, { rejectWithValue }) => {
    // The server accepts any written form of the number; the cookie and the profile URL need the canonical one.
    const phoneNumber = normalizePhone(credentials.phone_number) ?? credentials.phone_number.trim();
    try {
      const tokens = await requestTokens({ ...credentials, phone_number: phoneNumber });
      writeSession({ ...tokens, phoneNumber });
      return { tokens, phoneNumber };
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

export const signup = createAsyncThunk<SessionStarted, SignupDetails, { rejectValue: SerializedApiError }>(
  'auth/signup',
  async (details, { rejectWithValue }) => {
    try {
      const answer = await registerUser(details);
      writeSession({ ...answer.tokens, phoneNumber: answer.phone_number });
      return { tokens: answer.tokens, phoneNumber: answer.phone_number };
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
  },
);

/** Ends the session here at once, then revokes the refresh token on the server (best effort). */
export const logout = createAsyncThunk('auth/logout', async (_, { dispatch }) => {
  const refresh = readRefreshToken();
  clearSession();
  dispatch(loggedOut());
  if (refresh) {
    // The local session is already gone; a server that can't be reached only leaves a token that expires.
    await revokeRefreshToken(refresh).catch(() => undefined);
  }
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authErrorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.isAuthenticated = false;
        state.user = null;
        state.phoneNumber = null;
        state.error = null;
        state.loading = false;
      })
      .addCase(accessTokenRefreshed, (state, action) => {
        if (state.user) state.user.access = action.payload;
      })
      .addCase(sessionRenewed, (state, action) => {
        if (state.isAuthenticated) state.user = action.payload;
      });
    for (const thunk of [login, signup]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loading = false;
          state.isAuthenticated = true;
          state.user = action.payload.tokens;
          state.phoneNumber = action.payload.phoneNumber;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false;
          state.error = action.payload ?? { code: 'UNKNOWN' };
        });
    }
  },
});

export const { authErrorCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectPhoneNumber = (state: WithAuth) => state.auth.phoneNumber;
export const selectAuthLoading = (state: WithAuth) => state.auth.loading;
export const selectAuthError = (state: WithAuth) => state.auth.error;
