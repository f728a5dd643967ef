import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '@/shared/api/auth';
import { usersApi, type PasswordChange } from '@/shared/api/users';
import { toApiError, type SerializedApiError } from '@/shared/api-error';
import { readSession, writeSession } from '@/shared/cookies';
import { sessionRenewed } from '@/shared/session-events';

/**
 * Changes the password. Changing it revokes every refresh token, this session's too (contract):
 * sign in again with the new password so the visitor stays logged in here.
 */
export const changePassword = createAsyncThunk<void, PasswordChange, { rejectValue: SerializedApiError }>(
  'user/changePassword',
  async (change, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(usersApi.endpoints.changePassword.initiate(change)).unwrap();
    } catch (err) {
      return rejectWithValue(toApiError(err));
    }
    const session = readSession();
    if (!session) return;
    try {
      const tokens = await dispatch(
        authApi.endpoints.requestTokens.initiate({ phone_number: session.phoneNumber, password: change.new_password }),
      ).unwrap();
      writeSession({ ...tokens, phoneNumber: session.phoneNumber });
      dispatch(sessionRenewed(tokens));
    } catch {
      // The password did change. Without new tokens the session ends when the access token
      // expires, and the visitor logs in again with the new password: nothing to report now.
    }
  },
);
