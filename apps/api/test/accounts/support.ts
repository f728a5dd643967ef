import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { SignupBody } from '@fest/contract';

/** A phone nobody else uses: tests on Redis share counters across runs and vitest projects. */
export const uniquePhone = () => `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A private address nobody else uses, for rate-limit counters keyed by client address. */
export const uniqueAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const STRONG_PASSWORD = 'Narenj-e-Sabz-1403';

export const signupBody = (overrides: Partial<SignupBody> = {}): SignupBody => ({
  first_name: 'سارا',
  last_name: 'محمدی',
  email: `user${randomInt(0, 1_000_000_000)}@example.com`,
  phone_number: uniquePhone(),
  password: STRONG_PASSWORD,
  ...overrides,
});

export const signupRequest = (app: FastifyInstance, body: Partial<SignupBody> | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/signup/', payload: body });

export interface SignedUp {
  phone: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/** Signs a user up (one argon2 hash: keep the count low) and returns its tokens. */
export async function signupUser(app: FastifyInstance, overrides: Partial<SignupBody> = {}): Promise<SignedUp> {
  const body = signupBody(overrides);
  const res = await signupRequest(app, body);
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json();
  return {
    phone: answer.phone_number,
    email: answer.email,
    password: body.password,
    access: answer.tokens.access,
    refresh: answer.tokens.refresh,
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const login = (app: FastifyInstance, phone_number: string, password: string, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/token/access/', payload: { phone_number, password }, remoteAddress });

/** Asserts the contract's error shape and code; returns the body. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ code, detail: expect.any(String) });
  // Persian detail for people, never a stack trace.
  expect(body.detail).toMatch(/[\u0600-\u06FF]/);
  expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  return body as { detail: string; code: string; errors?: Record<string, string[]> };
}

/** A validation failure naming `field`, with Persian messages. */
export function expectFieldError(res: LightMyRequestResponse, field: string) {
  const body = expectError(res, 400, 'VALIDATION_ERROR');
  expect(body.errors, JSON.stringify(body)).toHaveProperty(field);
  expect(body.errors?.[field]?.[0]).toMatch(/[\u0600-\u06FF]/);
  return body;
}

export type FormValue = string | { data: Buffer; filename: string; type?: string };

/** A multipart/form-data payload, encoded by the platform's own FormData as a browser would send it. */
export async function multipart(fields: Record<string, FormValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const image = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6fdb' } })
    .toFormat(format)
    .toBuffer();
