import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, login, signupUser, type SignedUp } from './support';

describe('refresh and blacklist tokens', () => {
  let t: TestApp;
  let user: SignedUp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
    user = await signupUser(t.app, { phone_number: '09130000001' });
  });
  afterAll(() => t.close());

  const refresh = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const blacklist = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: { refresh: token } });
  const newSession = async () => (await login(t.app, user.phone, user.password)).json() as { access: string; refresh: string };

  it('gives a working access token for a live refresh token', async () => {
    const res = await refresh(user.refresh);
    expect(res.statusCode, res.body).toBe(200);
    const { access } = res.json();
    expect(Object.keys(res.json())).toEqual(['access']);
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: auth(access) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses garbage, a forged token and an access token with 401 TOKEN_INVALID', async () => {
    expectError(await refresh('not.a.jwt'), 401, 'TOKEN_INVALID');
    const forged = await new SignJWT({ phone: user.phone, type: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('forged')
      .setIssuer('linux-festival')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-too'));
    expectError(await refresh(forged), 401, 'TOKEN_INVALID');
    expectError(await refresh(user.access), 401, 'TOKEN_INVALID');
  });

  it('refuses a well-signed refresh token that was never recorded', async () => {
    const unrecorded = await t.app.tokens.sign('refresh', 1, user.phone);
    expectError(await refresh(unrecorded.token), 401, 'TOKEN_INVALID');
  });

  it('answers 401 TOKEN_EXPIRED for an expired token, by its own expiry or by the record', async () => {
    const old = await t.app.tokens.sign('refresh', 1, user.phone, -10);
    expectError(await refresh(old.token), 401, 'TOKEN_EXPIRED');

    const session = await newSession();
    const { jti } = await t.app.tokens.verify(session.refresh, 'refresh');
    await t.app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.jti, jti));
    expectError(await refresh(session.refresh), 401, 'TOKEN_EXPIRED');
  });

  it('requires the refresh field', async () => {
    expectFieldError(await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} }), 'refresh');
    expectFieldError(await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', payload: {} }), 'refresh');
  });

  it('logs out: a blacklisted refresh token no longer refreshes, other sessions still do', async () => {
    const a = await newSession();
    const b = await newSession();
    const res = await blacklist(a.refresh);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    // Logging out twice (two tabs) is fine.
    expect((await blacklist(a.refresh)).statusCode).toBe(200);
    expect((await refresh(b.refresh)).statusCode).toBe(200);
  });

  it('treats a revoked token presented again as theft: every session of that user ends', async () => {
    const stolen = await newSession();
    const other = await newSession();
    expect((await blacklist(stolen.refresh)).statusCode).toBe(200);
    expectError(await refresh(stolen.refresh), 401, 'TOKEN_INVALID');
    expectError(await refresh(other.refresh), 401, 'TOKEN_INVALID');
  });

  it('does not end other users’ sessions on reuse', async () => {
    const someoneElse = await signupUser(t.app, { phone_number: '09130000002' });
    const session = await newSession();
    await blacklist(session.refresh);
    await refresh(session.refresh);
    expect((await refresh(someoneElse.refresh)).statusCode).toBe(200);
  });

  it('refuses to blacklist garbage or an access token with 401 TOKEN_INVALID', async () => {
    expectError(await blacklist('garbage'), 401, 'TOKEN_INVALID');
    expectError(await blacklist(user.access), 401, 'TOKEN_INVALID');
  });
});
