import type { LoginBody, SignupAnswer, SignupBody, TokenPair } from '@fest/contract';
import { http } from '@/shared/http';

// Types only: a value import from the contract would pull zod into the bundle.
export type { TokenPair, SignupAnswer };
export type LoginCredentials = LoginBody;
export type SignupDetails = SignupBody;

export async function requestTokens(credentials: LoginCredentials): Promise<TokenPair> {
  const { data } = await http.post<TokenPair>('/api/token/access/', credentials);
  return data;
}

export async function registerUser(details: SignupDetails): Promise<SignupAnswer> {
  const { data } = await http.post<SignupAnswer>('/api/users/signup/', details);
  return data;
}

/** Revokes the refresh token on the server, so a copied cookie is useless after logout. */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await http.post('/api/token/blacklist/', { refresh });
}
