import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';

/** Helpers of the text-message tests: codes asked for through the API and read from the SMS sandbox. */

export const requestCode = (t: TestApp, phone: string, purpose: 'signup' | 'reset_password' | 'login', address = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/otp/', remoteAddress: address, payload: { phone_number: phone, purpose } });

export interface SandboxMessage {
  id: number;
  phone_number: string;
  text: string;
  created_at: string;
  state: string;
}

export async function sandboxMessagesOf(t: TestApp, phone: string): Promise<SandboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/_sandbox/sms/messages/?phone=${phone}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SandboxMessage[];
}

/** The newest code texted to `phone` (the sandbox shows the code's text). */
export async function codeFromSandbox(t: TestApp, phone: string): Promise<string> {
  const [newest] = await sandboxMessagesOf(t, phone);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
