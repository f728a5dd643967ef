import type { OtpAnswer, OtpPurpose, ResetPasswordBody } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { OtpAnswer, OtpPurpose };
export type PasswordReset = ResetPasswordBody;

/** One-time codes by SMS (POST /api/otp/) and the password reset that spends one. */
export const otpApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestCode: build.mutation<OtpAnswer, { phone_number: string; purpose: OtpPurpose }>({
      query: (body) => ({ url: '/api/otp/', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ detail: string }, PasswordReset>({
      query: (body) => ({ url: '/api/users/reset_password/', method: 'POST', body }),
    }),
  }),
});

export const { useRequestCodeMutation, useResetPasswordMutation } = otpApi;
