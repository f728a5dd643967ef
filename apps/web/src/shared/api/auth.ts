import type { LoginBody, SignupAnswer, SignupBody, TokenPair } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { TokenPair, SignupAnswer };
export type LoginCredentials = LoginBody;
export type SignupDetails = SignupBody;

/** /api/token/*: issuing and revoking the session's tokens (the refresh itself is http.ts'). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestTokens: build.mutation<TokenPair, LoginCredentials>({
      query: (body) => ({ url: '/api/token/access/', method: 'POST', body }),
    }),
    /** Revokes the refresh token on the server, so a copied cookie is useless after logout. */
    revokeRefreshToken: build.mutation<void, string>({
      query: (refresh) => ({ url: '/api/token/blacklist/', method: 'POST', body: { refresh } }),
    }),
  }),
});
