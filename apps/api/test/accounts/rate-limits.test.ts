import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { rowsOf } from '../../src/db/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, login, multipart, signupBody, signupUser, uniqueAddress, uniquePhone } from './support';

// .ci/run names the machine's Redis (TEST_REDIS_URL); the local default otherwise.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
  // The wait is written in Persian digits, like every number the visitor reads.
  const detail = (res.json() as { detail: string }).detail;
  expect(detail).toMatch(/[۰-۹]+ ثانیه/);
  expect(detail).not.toMatch(/[0-9]/);
}

describe('rate limits (LOGIN_RATE_LIMIT=3, SIGNUP_RATE_LIMIT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '2' } });
  });
  afterAll(() => t.close());

  it('allows LOGIN_RATE_LIMIT guesses a minute at one phone from one address, whatever its spelling, then 429 with Retry-After', async () => {
    const address = uniqueAddress();
    expect((await login(t.app, '09170000001', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expect((await login(t.app, '+98 917 000 0001', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expect((await login(t.app, '۰۹۱۷۰۰۰۰۰۰۱', 'Wrong-Password-1', address)).statusCode).toBe(401);
    expectRateLimited(await login(t.app, '00989170000001', 'Wrong-Password-1', address));
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

describe('login guesses at one phone from many addresses (LOGIN_RATE_LIMIT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '2' } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** One guess each from fresh addresses until one is refused; the number of guesses that got through. */
  async function guessUntilRefused(phone: string, max = 50) {
    for (let i = 0; i < max; i++) {
      const res = await login(t.app, phone, `Wrong-Guess-${i}`, uniqueAddress());
      if (res.statusCode === 429) {
        expectRateLimited(res);
        return { allowed: i, retryAfter: Number(res.headers['retry-after']) };
      }
      expectError(res, 401, 'INVALID_CREDENTIALS');
    }
    throw new Error('never refused');
  }

  /** Signs up from `address`, which becomes one of the phone's own. */
  async function signupFrom(address: string) {
    const body = signupBody();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: body, remoteAddress: address });
    expect(res.statusCode, res.body).toBe(201);
    return { phone: body.phone_number, password: body.password };
  }

  it('lets the owner in from their own address while guesses from every other address are refused', async () => {
    const owner = await signupUser(t.app); // from another address
    const home = uniqueAddress();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // The owner logged in from home once, a while ago.
      expect((await login(t.app, owner.phone, owner.password, home)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 11 * 60_000);

      const attack = await guessUntilRefused(owner.phone);
      expect(attack.allowed).toBe(6); // 3 x LOGIN_RATE_LIMIT in 10 minutes, over all addresses
      expectRateLimited(await login(t.app, owner.phone, 'Wrong-Guess-again', uniqueAddress()));

      // The right password from yet another address waits too; from home it goes through.
      expectRateLimited(await login(t.app, owner.phone, owner.password, uniqueAddress()));
      const res = await login(t.app, owner.phone, owner.password, home);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the address the owner signed up from as their own', async () => {
    const home = uniqueAddress();
    const owner = await signupFrom(home);
    await guessUntilRefused(owner.phone);
    expect((await login(t.app, owner.phone, owner.password, home)).statusCode).toBe(200);
  });

  it('writes an own address again only once it was last seen more than a day ago', async () => {
    const home = uniqueAddress();
    const owner = await signupFrom(home);
    const seen = async () =>
      rowsOf<{ seen: string; count: number }>(
        await t.database.db.execute(sql`select max(last_seen_at)::text as seen, count(*)::int as count from login_addresses
          where user_id = (select id from users where phone_number = ${owner.phone})`),
      )[0];
    const setSeen = (ago: string) =>
      t.database.db.execute(sql`update login_addresses set last_seen_at = now() - ${ago}::interval
        where user_id = (select id from users where phone_number = ${owner.phone})`);

    // Seen two hours ago: a login leaves the row as it is (no second write in a login rush).
    await setSeen('2 hours');
    const twoHoursAgo = await seen();
    expect((await login(t.app, owner.phone, owner.password, home)).statusCode).toBe(200);
    expect(await seen()).toEqual(twoHoursAgo);

    // Seen two days ago: the login writes it again, and it is still one row.
    await setSeen('2 days');
    const twoDaysAgo = await seen();
    expect((await login(t.app, owner.phone, owner.password, home)).statusCode).toBe(200);
    const after = await seen();
    expect(after.count).toBe(1);
    expect(new Date(after.seen).getTime()).toBeGreaterThan(new Date(twoDaysAgo.seen).getTime() + 47 * 3_600_000);
  });

  it('still holds the owner’s own address to LOGIN_RATE_LIMIT guesses a minute', async () => {
    const home = uniqueAddress();
    const owner = await signupFrom(home);
    expect((await login(t.app, owner.phone, 'Wrong-Guess-1', home)).statusCode).toBe(401);
    expect((await login(t.app, owner.phone, 'Wrong-Guess-2', home)).statusCode).toBe(401);
    expectRateLimited(await login(t.app, owner.phone, owner.password, home));
  });

  it('makes an attacker with many addresses wait longer and longer: at most 10 x LOGIN_RATE_LIMIT guesses a day at one phone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const owner = await signupUser(t.app);
      // Every budget counts every guess it lets through; a refused one (429) counts against none, and a
      // refusal names the longest wait among the budgets spent.
      const first = await guessUntilRefused(owner.phone);
      expect(first).toMatchObject({ allowed: 6 }); // 3 x LOGIN_RATE_LIMIT in 10 minutes
      expect(first.retryAfter).toBeLessThanOrEqual(600);

      vi.setSystemTime(Date.now() + 11 * 60_000); // the 10-minute budget is back; the hour's has 6 left
      const second = await guessUntilRefused(owner.phone);
      expect(second.allowed).toBe(6); // 6 x LOGIN_RATE_LIMIT in an hour
      expect(second.retryAfter).toBeGreaterThan(600);
      expect(second.retryAfter).toBeLessThanOrEqual(3600);

      vi.setSystemTime(Date.now() + 61 * 60_000); // the hour's budget is back; the day's has 8 left
      const third = await guessUntilRefused(owner.phone);
      expect(third.allowed).toBe(6);
      vi.setSystemTime(Date.now() + 11 * 60_000);
      const fourth = await guessUntilRefused(owner.phone);
      expect(fourth.allowed).toBe(2); // 10 x LOGIN_RATE_LIMIT a day
      expect(fourth.retryAfter).toBeGreaterThan(3600);
      expect(first.allowed + second.allowed + third.allowed + fourth.allowed).toBe(20);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('changing the profile e-mail (SIGNUP_RATE_LIMIT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '2', LOGIN_RATE_LIMIT: '100' } });
  });
  afterAll(() => t.close());

  const put = async (user: { phone: string; access: string }, fields: Record<string, string>, remoteAddress: string) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.phone}/`,
      headers: { ...auth(user.access), ...form.headers },
      payload: form.payload,
      remoteAddress,
    });
  };

  it('answers EMAIL_TAKEN at most SIGNUP_RATE_LIMIT times an hour per address, then 429 whether the address is taken or not', async () => {
    const signup = async () => {
      const body = signupBody();
      const res = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: body, remoteAddress: uniqueAddress() });
      expect(res.statusCode, res.body).toBe(201);
      return { phone: body.phone_number, email: body.email, access: res.json().tokens.access as string };
    };
    const prober = await signup();
    const others = [await signup(), await signup(), await signup()];
    const address = uniqueAddress();
    expectFieldError(await put(prober, { email: others[0]!.email }, address), 'email');
    expectFieldError(await put(prober, { email: others[1]!.email.toUpperCase() }, address), 'email');
    expectRateLimited(await put(prober, { email: others[2]!.email }, address));
    // A free address answers the same: a 200 here would tell the prober it is not registered.
    expectRateLimited(await put(prober, { email: 'nobody-has-this@example.com' }, address));
    // Its own e-mail (any case) and other fields are not e-mail changes.
    expect((await put(prober, { email: prober.email.toUpperCase(), first_name: 'نو' }, address)).statusCode).toBe(200);
    // Another address still may.
    expect((await put(prober, { email: 'fresh-address@example.com' }, uniqueAddress())).statusCode).toBe(200);
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
