import { http } from '@/shared/http';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface LoginCredentials {
  phone_number: string;
  password: string;
}

export interface SignupDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
}

export interface SignupAnswer {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  tokens: TokenPair;
}

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
