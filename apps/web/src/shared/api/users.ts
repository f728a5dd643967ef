import type { ChangePasswordBody, CompetitionSignupResult, User } from '@fest/contract';
import { api } from './base-api';
import type { SignupAnswer, SignupDetails } from './auth';

export type { User };
export type PasswordChange = ChangePasswordBody;

/** What the profile form may change; phone_number is never sent (the server ignores it anyway). */
export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  avatar?: File | null;
  /** The channels the person hears on: either or both. */
  notify_by?: { sms?: boolean; email?: boolean };
  /** The language of the person's e-mails. */
  language?: 'fa' | 'en';
}

/** The contract's AVATAR_MAX_BYTES, repeated because a value import from the contract would bundle zod. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const userPath = (phone: string) => `/api/users/${encodeURIComponent(phone)}/`;

/**
 * docs/product.md#profile-update: multipart form data holding every non-empty field except phone_number;
 * notify_by as JSON text (a form has no objects; the server reads it so).
 */
export function userUpdateForm(update: UserUpdate & { phone_number?: unknown }): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(update)) {
    if (field === 'phone_number' || value === undefined || value === null) continue;
    if (field === 'notify_by') {
      form.append(field, JSON.stringify(value));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') form.append(field, value.trim());
    } else if (value instanceof Blob) {
      if (value.size > 0) form.append(field, value);
    }
  }
  return form;
}

/** competition_signup's refusals that mean the page showed an old state. */
const staleSignupCodes = new Set(['ALREADY_REGISTERED', 'CAPACITY_FULL', 'REGISTRATION_CLOSED']);

/** Where to pay, or (a free competition) that the user is registered already. */
export type SignupOutcome = { kind: 'pay'; paymentUrl: string } | { kind: 'registered'; detail: string };

/** /api/users/*: sign-up, the profile, the password, the competition sign-up. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<SignupAnswer, SignupDetails>({
      query: (body) => ({ url: '/api/users/signup/', method: 'POST', body }),
    }),
    /** Keyed by phone: one user's profile is never shown to the next one signing in. */
    getUser: build.query<User, string>({
      query: (phone) => userPath(phone),
      providesTags: ['User'],
    }),
    updateUser: build.mutation<User, { phone: string; update: UserUpdate }>({
      query: ({ phone, update }) => ({ url: userPath(phone), method: 'PUT', body: userUpdateForm(update) }),
      // The answer is the saved user: put it in the cache instead of asking again.
      async onQueryStarted({ phone }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(usersApi.util.upsertQueryData('getUser', phone, data));
      },
    }),
    changePassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: '/api/users/change_password/', method: 'POST', body }),
    }),
    competitionSignup: build.mutation<SignupOutcome, void>({
      query: () => ({ url: '/api/users/competition_signup/', method: 'POST' }),
      transformResponse: (data: CompetitionSignupResult): SignupOutcome =>
        'payment_url' in data ? { kind: 'pay', paymentUrl: data.payment_url } : { kind: 'registered', detail: data.detail },
      // Registered at once, or refused because the card was stale (another tab signed up, the seats
      // ran out, registration closed): the user's flag and the seats are asked again.
      invalidatesTags: (result, error) =>
        result?.kind === 'registered' || (error && staleSignupCodes.has(error.code)) ? ['User', 'Competition'] : [],
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation, useChangePasswordMutation, useCompetitionSignupMutation } = usersApi;
