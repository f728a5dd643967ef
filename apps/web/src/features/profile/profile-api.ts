import type { Accessory, Faq } from '@fest/contract';
import { http } from '@/shared/http';

export type { Faq };

/** The contract's User. */
export interface User {
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  accessories: Accessory[];
  is_signed_up_for_competition: boolean;
}

/** What the profile form may change; phone_number is never sent (the server ignores it anyway). */
export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  avatar?: File | null;
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
}

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
