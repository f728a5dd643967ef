import { createAction } from '@reduxjs/toolkit';

/**
 * Session events that several features react to. They live in shared/ because a feature may
 * not import another feature: the auth slice dispatches them, the cart slice (and anyone else)
 * listens with extraReducers.
 */
export const loggedOut = createAction('auth/loggedOut');
export const accessTokenRefreshed = createAction<string>('auth/accessTokenRefreshed');
/** The session got a fresh token pair without a new login (e.g. after a password change). */
export const sessionRenewed = createAction<{ access: string; refresh: string }>('auth/sessionRenewed');
