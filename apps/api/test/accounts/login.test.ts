import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, login, signupUser, type SignedUp } from './support';

describe('POST /api/token/access/', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    user = await signupUser(t.app, { phone_number: '09121234567' });
  });
  afterAll(() => t.close());

  it.each([
    ['the stored form', '09121234567'],
    ['+98', '+989121234567'],
    ['0098', '00989121234567'],
    ['98', '989121234567'],
    ['no prefix', '9121234567'],
    ['Persian digits', '۰۹۱۲۱۲۳۴۵۶۷'],
    ['Arabic-Indic digits', '٠٩١٢١٢٣٤٥٦٧'],
    ['spaces', '+98 912 123 4567'],
    ['dashes', '0912-123-4567'],
    ['Persian digits, +98 and spaces', '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷'],
  ])('logs in with the phone written with %s', async (_form, phone) => {
    const res = await login(t.app, phone, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const pair = res.json();
    expect(pair).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const claims = await t.app.tokens.verify(pair.access, 'access');
    expect(claims.phone).toBe('09121234567');
  });

  it.each(['12345', '0812345678', '091212345678', '+44 7700 900123', 'phone'])('refuses the malformed phone %j with 400 naming phone_number', async (phone) => {
    expectFieldError(await login(t.app, phone, user.password), 'phone_number');
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/access/', payload: {} });
    const body = expectFieldError(res, 'phone_number');
    expect(body.errors).toHaveProperty('password');
  });

  it('answers a wrong password and an unknown phone identically', async () => {
    const wrong = await login(t.app, user.phone, 'Not-The-Password-1');
    const unknown = await login(t.app, '09350000000', 'Not-The-Password-1');
    const a = expectError(wrong, 401, 'INVALID_CREDENTIALS');
    const b = expectError(unknown, 401, 'INVALID_CREDENTIALS');
    expect(a).toEqual(b);
    expect(a.errors).toBeUndefined();
  });

  it('takes comparable time for an unknown phone and a wrong password (a password hash is checked either way)', async () => {
    // Without the stand-in hash an unknown phone answers in about a millisecond, against tens for argon2.
    const time = async (phone: string) => {
      const start = performance.now();
      const res = await login(t.app, phone, 'Not-The-Password-1');
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.phone));
      unknown.push(await time('09350000001'));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('records each refresh token it issues', async () => {
    const res = await login(t.app, user.phone, user.password);
    const { refresh } = res.json();
    const again = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(again.statusCode).toBe(200);
  });
});
