import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, fieldErrors, toApiError } from './api-error';
import { HttpError } from './http';
import { setLocale } from './i18n';

/** What the HTTP client throws: with the server's answer, or without one (status null: no network). */
function httpError(status: number | null, data?: unknown): HttpError {
  return new HttpError('failed', status === null ? undefined : { status, data, headers: {} });
}

afterEach(() => setLocale('fa'));

describe('errorMessage', () => {
  it("prefers the server's detail", () => {
    const err = httpError(401, { detail: 'رمز اشتباه است', code: 'INVALID_CREDENTIALS' });
    expect(errorMessage(err)).toBe('رمز اشتباه است');
  });

  it('falls back to the catalogue message for a known code', async () => {
    await setLocale('en');
    expect(errorMessage(httpError(401, { code: 'INVALID_CREDENTIALS' }))).toBe('The provided credentials are invalid.');
    expect(errorMessage(httpError(404, { code: 'USER_NOT_FOUND' }))).toBe('No user found with the provided details.');
    expect(errorMessage(httpError(401, { code: 'TOKEN_EXPIRED' }))).toBe('The authentication token has expired.');
  });

  it('uses the generic message for an unknown code, in the current locale', async () => {
    await setLocale('en');
    expect(errorMessage(httpError(418, { code: 'TEAPOT' }))).toBe('An unexpected error occurred. Please try again.');
    setLocale('fa');
    expect(errorMessage(httpError(418, { code: 'TEAPOT' }))).toBe('خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.');
  });

  it('does not mistake inherited object keys for codes', async () => {
    await setLocale('en');
    expect(errorMessage(httpError(400, { code: 'toString' }))).toBe('An unexpected error occurred. Please try again.');
  });

  it("in English, says it by the code rather than show the server's Persian detail", async () => {
    await setLocale('en');
    expect(errorMessage(httpError(409, { detail: 'ظرفیت تکمیل است', code: 'CAPACITY_FULL' }))).toBe('There are no seats left.');
  });

  it('tells a network failure apart', () => {
    expect(toApiError(httpError(null)).code).toBe('NETWORK_ERROR');
  });

  it('calls anything thrown while the browser is offline (the HTTP client failing to download) an offline failure', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(toApiError(new TypeError('Failed to fetch dynamically imported module')).code).toBe('OFFLINE');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(toApiError(new TypeError('Failed to fetch dynamically imported module')).code).toBe('UNKNOWN');
  });

  it('handles a thrown value that is not an HTTP error', async () => {
    await setLocale('en');
    expect(errorMessage(new Error('boom'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('fieldErrors', () => {
  it('takes the first message of each field', () => {
    const err = httpError(400, {
      detail: 'x',
      code: 'VALIDATION_ERROR',
      errors: { email: ['تکراری است', 'دوم'], password: ['کوتاه است'] },
    });
    expect(fieldErrors(err)).toEqual({ email: 'تکراری است', password: 'کوتاه است' });
  });
  it("in English, replaces the server's Persian field messages with an English one", async () => {
    await setLocale('en');
    const err = httpError(400, { detail: 'x', code: 'VALIDATION_ERROR', errors: { email: ['تکراری است'] } });
    expect(fieldErrors(err)).toEqual({ email: 'The server did not accept this value. Check it and try again.' });
  });
  it('is empty without field errors', () => {
    expect(fieldErrors(httpError(401, { detail: 'x', code: 'INVALID_CREDENTIALS' }))).toEqual({});
  });
});
