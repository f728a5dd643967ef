import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPair } from '../api/auth';
import { readRenewableSession, readSession } from '../cookies';
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
  /**
   * The access token cookie is gone but a refresh token is there: the app is renewing the session at
   * start (app/restore-session.ts), and pages that need a session wait instead of sending to /login.
   */
  restoring?: boolean;
}

/** docs/product.md#session-restore: with all three cookies present, the session is restored as authenticated. */
export function initialSessionState(): SessionState {
  const stored = readSession();
  return {
    isAuthenticated: stored !== null,
    tokens: stored ? { access: stored.access, refresh: stored.refresh } : null,
    phoneNumber: stored?.phoneNumber ?? null,
    restoring: stored === null && readRenewableSession() !== null,
  };
}

const signedOut: SessionState = { isAuthenticated: false, tokens: null, phoneNumber: null, restoring: false };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ tokens: TokenPair; phoneNumber: string }>) {
      return { isAuthenticated: true, restoring: false, ...action.payload };
    },
    /**
     * A page the server rendered (for nobody) has been hydrated: now the cookies say who is here.
     * Until then the store holds nobody, so the first render matches the server's.
     */
    sessionCookiesRead() {
      return initialSessionState();
    },
    /** The renewal at start could not be done now (no network): signed out for this visit, cookies kept. */
    sessionRestoreGaveUp(state) {
      state.restoring = false;
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

export const { sessionStarted, sessionRestoreGaveUp, sessionCookiesRead } = sessionSlice.actions;
/** Nobody signed in: how the server renders every public page. */
export const anonymousSession: SessionState = signedOut;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectIsAuthenticated = (state: WithSession) => state.session.isAuthenticated;
export const selectPhoneNumber = (state: WithSession) => state.session.phoneNumber;
export const selectSessionRestoring = (state: WithSession) => state.session.restoring === true;
