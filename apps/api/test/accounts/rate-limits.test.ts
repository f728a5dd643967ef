import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, login, signupBody, signupUser, uniqueAddress, uniquePhone } from './support';

const REDIS_URL = 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const redisUp = await redisReachable();
if (!redisUp) console.warn(`[accounts rate limits] Redis at ${REDIS_URL} is unreachable: the shared-store test is SKIPPED.`);

function expectRateLimited(res: Parameters<typeof expectError>[0]) {
  expectError(res, 429, 'RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits (LOGIN_RATE_LIMIT=3, SIGNUP_RATE_LIMIT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '2' } });
  });
  afterAll(() => t.close());

  it('allows LOGIN_RATE_LIMIT logins a minute per phone, whatever its spelling, then 429 with Retry-After', async () => {
    const address = uniqueAddress();
    expect((await login(t.app, '09170000001', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expect((await login(t.app, '+98 917 000 0001', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expect((await login(t.app, '۰۹۱۷۰۰۰۰۰۰۱', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expectRateLimited(await login(t.app, '00989170000001', 'Wrong-Password-1', address));
    // From another address too: the limit follows the phone number.
    expectRateLimited(await login(t.app, '09170000001', 'Wrong-Password-1', uniqueAddress()));
    // Another phone from the same address is still allowed.
    expect((await login(t.app, '09170000002', 'Wrong-Password-1', address)).statusCode).toBe(401);
  });

  it('allows ten times that per client address, across phones', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 30; i++) {
      const res = await login(t.app, `0917100${String(i).padStart(4, '0')}`, 'Wrong-Password-1', address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectRateLimited(await login(t.app, '09171009999', 'Wrong-Password-1', address));
    // Another address is not affected.
    expect((await login(t.app, '09171009999', 'Wrong-Password-1', uniqueAddress())).statusCode).toBe(401);
  });

  it('allows SIGNUP_RATE_LIMIT signups an hour per client address, refused ones included, then 429', async () => {
    const address = uniqueAddress();
    const send = (body: object, remoteAddress = address) =>
      t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: body, remoteAddress });
    expect((await send({})).statusCode).toBe(400);
    expect((await send({ ...signupBody(), password: 'short' })).statusCode).toBe(400);
    expectRateLimited(await send(signupBody()));
    expect((await send(signupBody(), uniqueAddress())).statusCode).toBe(201);
  });

  it('holds guesses of the old password on change_password to the login pace, per user', async () => {
    const user = await signupUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/change_password/',
        headers: auth(user.access),
        payload: { old_password: 'Guess-Number-One', new_password: 'Brand-New-Secret-9' },
      });
    for (let i = 0; i < 3; i++) expectError(await attempt(), 400, 'WRONG_PASSWORD');
    expectRateLimited(await attempt());
  });
});

describe.skipIf(!redisUp)('rate limits shared through Redis (REDIS_URL set)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { LOGIN_RATE_LIMIT: '2', REDIS_URL };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts attempts on two API processes against one limit', async () => {
    // Fresh phone and address: the counters outlive this run and are shared with the other vitest project.
    const phone = uniquePhone();
    const address = uniqueAddress();
    expect((await login(a.app, phone, 'Wrong-Password-1', address)).statusCode).toBe(401);
    expect((await login(b.app, phone, 'Wrong-Password-1', address)).statusCode).toBe(401);
    expectRateLimited(await login(a.app, phone, 'Wrong-Password-1', address));
    expectRateLimited(await login(b.app, phone, 'Wrong-Password-1', address));
  });

  it('shares the signup limit per address too', async () => {
    const address = uniqueAddress();
    const send = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: {}, remoteAddress: address });
    // SIGNUP_RATE_LIMIT is the default 20 here: use it up across both processes.
    for (let i = 0; i < 20; i++) expect((await send(i % 2 ? a : b)).statusCode).toBe(400);
    expectRateLimited(await send(a));
    expectRateLimited(await send(b));
  });
});
