import { clearSession, hasSessionLeftovers, readRenewableSession, readRefreshToken, readSession } from '@/shared/cookies';
import { isHttpError, refreshAccessToken } from '@/shared/http';
import { loggedOut } from '@/shared/session-events';
import { sessionRestoreGaveUp, sessionStarted } from '@/shared/store/session';
import type { AppStore } from './store';

/**
 * Run once at start. The access token cookie may be gone (it expired, or the browser dropped it)
 * while the refresh token is still good: the session is renewed silently, so reloading a profile
 * page keeps the visitor on it. A session the server refuses to renew is over: all three cookies
 * go. Cookies that are not a session any more (some of the three without the others) go too.
 * Without a network nothing is decided: the cookies stay for the next visit.
 */
export async function restoreSession(store: AppStore): Promise<void> {
  const renewable = readRenewableSession();
  if (!renewable) {
    if (!readSession() && hasSessionLeftovers()) clearSession();
    return;
  }
  try {
    const access = await refreshAccessToken();
    store.dispatch(sessionStarted({ tokens: { access, refresh: readRefreshToken() ?? renewable.refresh }, phoneNumber: renewable.phoneNumber }));
  } catch (err) {
    if (isHttpError(err) && (err.response?.status === 401 || err.response?.status === 400)) {
      clearSession();
      store.dispatch(loggedOut());
    } else {
      store.dispatch(sessionRestoreGaveUp());
    }
  }
}
