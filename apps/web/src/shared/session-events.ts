import { createAction } from '@reduxjs/toolkit';

/**
 * Session events that several features react to. They live in shared/ because a feature may
 * not import another feature: the auth slice dispatches them, the cart slice (and anyone else)
 * listens with extraReducers.
 */
export const loggedOut = createAction('auth/loggedOut');
export const accessTokenRefreshed = createAction<string>('auth/accessTokenRefreshed');
