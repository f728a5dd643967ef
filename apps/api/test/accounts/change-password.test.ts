import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, login, signupUser, type SignedUp } from './support';

describe('POST /api/users/change_password/', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    user = await signupUser(t.app, { phone_number: '09140000001', email: 'hafez.shirazi@example.com' });
  });
  afterAll(() => t.close());

  const change = (token: string | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: token ? auth(token) : {},
      payload: body,
    });

  it('needs a token', async () => {
    expectError(await change(null, { old_password: user.password, new_password: 'Another-Good-One-77' }), 401, 'NOT_AUTHENTICATED');
  });

  it('refuses a wrong old password with 400 WRONG_PASSWORD', async () => {
    const res = await change(user.access, { old_password: 'Not-My-Password-1', new_password: 'Another-Good-One-77' });
    const body = expectError(res, 400, 'WRONG_PASSWORD');
    expect(body.errors).toBeUndefined();
  });

  it.each([
    ['short', 'Ab1!x'],
    ['all digits', '58203746192'],
    ['common', 'sunshine1'],
    ['similar to the phone', 'pw-9140000001'],
    ['similar to the e-mail', 'hafez.shirazi'],
  ])('refuses a new password that is %s, naming new_password', async (_why, new_password) => {
    expectFieldError(await change(user.access, { old_password: user.password, new_password }), 'new_password');
  });

  it('requires both fields', async () => {
    const body = expectFieldError(await change(user.access, {}), 'old_password');
    expect(body.errors).toHaveProperty('new_password');
  });

  it('changes the password and revokes every refresh token issued before', async () => {
    const before = (await login(t.app, user.phone, user.password)).json();
    const res = await change(user.access, { old_password: user.password, new_password: 'Another-Good-One-77' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });

    for (const refresh of [user.refresh, before.refresh]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
      expectError(r, 401, 'TOKEN_INVALID');
    }
    expectError(await login(t.app, user.phone, user.password), 401, 'INVALID_CREDENTIALS');
    const after = await login(t.app, user.phone, 'Another-Good-One-77');
    expect(after.statusCode).toBe(200);
    const r = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: after.json().refresh } });
    expect(r.statusCode).toBe(200);
  });
});
