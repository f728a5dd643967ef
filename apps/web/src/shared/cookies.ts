import Cookies from 'js-cookie';

/** The three cookies that hold a session (docs/product.md#session-cookies), all at path /. */
export const cookieNames = {
  access: 'access_token',
  refresh: 'refresh_token',
  phone: 'phone_number',
} as const;

const REFRESH_DAYS = 30; // the contract's refresh-token lifetime

/**
 * Secure + SameSite=Strict as docs/product.md#session-cookies asks. Browsers only keep Secure cookies in a secure
 * context (https, or http://localhost), so on a plain-http address such as a LAN IP the flag
 * would make the cookie vanish and the session with it: there we set it without Secure.
 */
function attributes(days?: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.isSecureContext;
  return { path: '/', sameSite: 'strict', secure, ...(days ? { expires: days } : {}) };
}

export interface StoredSession {
  access: string;
  refresh: string;
  phoneNumber: string;
}

export function readSession(): StoredSession | null {
  if (typeof document === 'undefined') return null;
  const access = Cookies.get(cookieNames.access);
  const refresh = Cookies.get(cookieNames.refresh);
  const phoneNumber = Cookies.get(cookieNames.phone);
  return access && refresh && phoneNumber ? { access, refresh, phoneNumber } : null;
}

/**
 * A session that lost its access token (the cookie expired or was cleared) but can be renewed: the
 * refresh token and the phone number are still there. Null otherwise.
 */
export function readRenewableSession(): { refresh: string; phoneNumber: string } | null {
  if (typeof document === 'undefined' || Cookies.get(cookieNames.access)) return null;
  const refresh = Cookies.get(cookieNames.refresh);
  const phoneNumber = Cookies.get(cookieNames.phone);
  return refresh && phoneNumber ? { refresh, phoneNumber } : null;
}

/** Some of the session's cookies, but not a usable set: what is left of a session that ended. */
export function hasSessionLeftovers(): boolean {
  if (typeof document === 'undefined') return false;
  return Object.values(cookieNames).some((name) => Cookies.get(name) !== undefined);
}

export function writeSession(session: StoredSession): void {
  Cookies.set(cookieNames.access, session.access, attributes(REFRESH_DAYS));
  Cookies.set(cookieNames.refresh, session.refresh, attributes(REFRESH_DAYS));
  Cookies.set(cookieNames.phone, session.phoneNumber, attributes(REFRESH_DAYS));
}

export function readAccessToken(): string | undefined {
  return Cookies.get(cookieNames.access);
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(cookieNames.refresh);
}

export function writeAccessToken(access: string): void {
  Cookies.set(cookieNames.access, access, attributes(REFRESH_DAYS));
}

export function clearSession(): void {
  for (const name of Object.values(cookieNames)) Cookies.remove(name, { path: '/' });
}
