import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from '../api/auth';
import { readSession } from '../cookies';
import { accessTokenRefreshed, loggedOut, sessionRenewed } from '../session-events';

/**
 * Who is signed in. It lives in shared/ because every feature asks it (the buy button, the home
 * page's call to action, the contest, the payment page) and a feature may not import another
 * feature; only the auth feature starts a session (`sessionStarted`), and anyone ends it (`loggedOut`).
 */
export interface SessionState {
  isAuthenticated: boolean;
  tokens: TokenPair | null;
  phoneNumber: string | null;
}

/** Spec 4: with all three cookies present, the session is restored as authenticated. */
export function initialSessionState(): SessionState {
  const stored = readSession();
  return {
    isAuthenticated: stored !== null,
    tokens: stored ? { access: stored.access, refresh: stored.refresh } : null,
    phoneNumber: stored?.phoneNumber ?? null,
  };
}

const signedOut: SessionState = { isAuthenticated: false, tokens: null, phoneNumber: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ tokens: TokenPair; phoneNumber: string }>) {
      return { isAuthenticated: true, ...action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => signedOut)
      .addCase(accessTokenRefreshed, (state, action) => {
        if (state.tokens) state.tokens.access = action.payload;
      })
      .addCase(sessionRenewed, (state, action) => {
        if (state.isAuthenticated) state.tokens = action.payload;
      });
  },
});

export const { sessionStarted } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectIsAuthenticated = (state: WithSession) => state.session.isAuthenticated;
export const selectPhoneNumber = (state: WithSession) => state.session.phoneNumber;
