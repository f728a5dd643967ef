import type { ChangePasswordBody, Faq, TokenPair, User } from '@fest/contract';
import { http } from '@/shared/http';

export type { Faq, User };

/** What the profile form may change; phone_number is never sent (the server ignores it anyway). */
export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  avatar?: File | null;
}

export type PasswordChange = ChangePasswordBody;

/** The contract's AVATAR_MAX_BYTES, repeated because a value import from the contract would bundle zod. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const userPath = (phone: string) => `/api/users/${encodeURIComponent(phone)}/`;

export async function getUser(phone: string): Promise<User> {
  const { data } = await http.get<User>(userPath(phone));
  return data;
}

/** Spec 3: multipart form data holding every non-empty field except phone_number. */
export function userUpdateForm(update: UserUpdate & { phone_number?: unknown }): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(update)) {
    if (field === 'phone_number' || value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') form.append(field, value.trim());
    } else if (value instanceof Blob) {
      if (value.size > 0) form.append(field, value);
    }
  }
  return form;
}

export async function putUser(phone: string, update: UserUpdate): Promise<User> {
  const { data } = await http.put<User>(userPath(phone), userUpdateForm(update));
  return data;
}

export async function postPasswordChange(change: PasswordChange): Promise<void> {
  await http.post('/api/users/change_password/', change);
}

export async function getFaqs(): Promise<Faq[]> {
  const { data } = await http.get<Faq[]>('/api/faq/');
  return data;
}

/**
 * Changing the password revokes every refresh token, this session's too (contract): sign in again
 * with the new password so the visitor stays logged in here.
 */
export async function renewTokens(phone_number: string, password: string): Promise<TokenPair> {
  const { data } = await http.post<TokenPair>('/api/token/access/', { phone_number, password });
  return data;
}
