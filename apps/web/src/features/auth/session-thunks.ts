import { createAsyncThunk } from '@reduxjs/toolkit';
import { normalizePhone } from '@fest/contract';
import { authApi, type LoginCredentials, type SignupDetails } from '@/shared/api/auth';
import { usersApi } from '@/shared/api/users';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { clearSession, readRefreshToken, writeSession } from '@/shared/cookies';
import { loggedOut } from '@/shared/session-events';
import { sessionStarted } from '@/shared/store/session';

/**
 * Starting and ending a session: the token calls (shared/api), the cookies and the session state
 * in one step each. The pages show their own progress from the thunk's promise.
 */
type Rejection = { rejectValue: SerializedApiError };

export const login = createAsyncThunk<void, LoginCredentials, Rejection>('auth/login', async (credentials, { dispatch, rejectWithValue }) => {
  // The server accepts any written form of the number; the cookie and the profile URL need the canonical one.
  const phoneNumber = normalizePhone(credentials.phone_number) ?? credentials.phone_number.trim();
  try {
    const tokens = await dispatch(authApi.endpoints.requestTokens.initiate({ ...credentials, phone_number: phoneNumber })).unwrap();
    writeSession({ ...tokens, phoneNumber });
    dispatch(sessionStarted({ tokens, phoneNumber }));
  } catch (err) {
    return rejectWithValue(toApiError(err));
  }
});

export const signup = createAsyncThunk<void, SignupDetails, Rejection>('auth/signup', async (details, { dispatch, rejectWithValue }) => {
  try {
    const answer = await dispatch(usersApi.endpoints.registerUser.initiate(details)).unwrap();
    writeSession({ ...answer.tokens, phoneNumber: answer.phone_number });
    dispatch(sessionStarted({ tokens: answer.tokens, phoneNumber: answer.phone_number }));
  } catch (err) {
    return rejectWithValue(toApiError(err));
  }
});

/** Ends the session here at once, then revokes the refresh token on the server (best effort). */
export const logout = createAsyncThunk('auth/logout', async (_, { dispatch }) => {
  const refresh = readRefreshToken();
  clearSession();
  dispatch(loggedOut());
  if (refresh) {
    // The local session is already gone; a server that can't be reached only leaves a token that expires.
    await dispatch(authApi.endpoints.revokeRefreshToken.initiate(refresh))
      .unwrap()
      .catch(() => undefined);
  }
});
