import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeFromSandbox, requestCode, sandboxMessagesOf } from '../messages/support';
import { expectError, expectFieldError, login, signupUser, uniqueAddress, uniquePhone } from './support';

/**
 * Login by a one-time code and the lock-outs it ends (docs/api.md, "Text messages and one-time codes"):
 * guesses from unfamiliar addresses used to shut the owner out of every new address for a day, and
 * signup codes asked for someone else's phone used up that owner's reset codes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '2', OTP_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const byCode = (phone_number: string, code: string, remoteAddress = uniqueAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/token/access/', remoteAddress, payload: { phone_number, code } });

describe('login by a login code', () => {
  it('texts a login code to a registered phone and logs in with it, once', async () => {
    const owner = await signupUser(t.app);
    const asked = await requestCode(t, owner.phone, 'login', uniqueAddress());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ expires_in: 120, resend_in: 60 });
    const code = await codeFromSandbox(t, owner.phone);

    const res = await byCode(owner.phone, code);
    expect(res.statusCode, res.body).toBe(200);
    const { access } = res.json() as { access: string; refresh: string };
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${owner.phone}/`, headers: { authorization: `Bearer ${access}` } });
    expect(me.statusCode).toBe(200);
    // Spent on use.
    expectError(await byCode(owner.phone, code), 401, 'INVALID_CREDENTIALS');
  });

  it('sends nothing for an unknown phone but answers the same, and any code for it is refused like a wrong one', async () => {
    const owner = await signupUser(t.app);
    const stranger = uniquePhone();
    const known = await requestCode(t, owner.phone, 'login', uniqueAddress());
    const unknown = await requestCode(t, stranger, 'login', uniqueAddress());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await sandboxMessagesOf(t, stranger)).toEqual([]);
    const wrong = await byCode(owner.phone, '000000');
    const none = await byCode(stranger, '000000');
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    expect(none.json()).toEqual(wrong.json());
  });

  it('spends the code after five wrong tries: then even the right digits are refused', async () => {
    const owner = await signupUser(t.app);
    await requestCode(t, owner.phone, 'login', uniqueAddress());
    const code = await codeFromSandbox(t, owner.phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1) expectError(await byCode(owner.phone, wrong), 401, 'INVALID_CREDENTIALS');
    expectError(await byCode(owner.phone, code), 401, 'INVALID_CREDENTIALS');
  });

  it('takes neither a signup nor a reset code as a login code', async () => {
    const owner = await signupUser(t.app);
    await requestCode(t, owner.phone, 'reset_password', uniqueAddress());
    expectError(await byCode(owner.phone, await codeFromSandbox(t, owner.phone)), 401, 'INVALID_CREDENTIALS');
  });

  it('wants a password or a code, not both and not neither (400 naming the field)', async () => {
    const owner = await signupUser(t.app);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/token/access/', remoteAddress: uniqueAddress(), payload });
    expectFieldError(await post({ phone_number: owner.phone }), 'password');
    expectFieldError(await post({ phone_number: owner.phone, password: owner.password, code: '123456' }), 'code');
  });
});

describe('codes are counted per purpose', () => {
  it('signup codes asked for someone else’s phone never use up the owner’s reset or login codes', async () => {
    const owner = await signupUser(t.app);
    // Five an hour per phone: all spent on signup codes (not sent: the phone is taken), a minute apart.
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t, owner.phone, 'signup', uniqueAddress())).statusCode).toBe(200);
      await t.database.db.execute(sql`update one_time_codes set created_at = created_at - interval '61 seconds' where phone_number = ${owner.phone}`);
    }
    expectError(await requestCode(t, owner.phone, 'signup', uniqueAddress()), 429, 'RATE_LIMITED');
    expect((await requestCode(t, owner.phone, 'reset_password', uniqueAddress())).statusCode).toBe(200);
    expect((await requestCode(t, owner.phone, 'login', uniqueAddress())).statusCode).toBe(200);
    expect((await byCode(owner.phone, await codeFromSandbox(t, owner.phone))).statusCode).toBe(200);
  });
});

describe('nobody can lock an owner out (LOGIN_RATE_LIMIT=2)', () => {
  it('answers a spent password budget with login_by_code, and login by code still lets the owner in from a new address', async () => {
    const owner = await signupUser(t.app);
    // 3 x LOGIN_RATE_LIMIT guesses in 10 minutes from addresses the phone never used, then refused.
    for (let i = 0; i < 6; i += 1) expectError(await login(t.app, owner.phone, `Wrong-Guess-${i}`, uniqueAddress()), 401, 'INVALID_CREDENTIALS');
    const refused = await login(t.app, owner.phone, owner.password, uniqueAddress());
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json()).toMatchObject({ login_by_code: true });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const travelling = uniqueAddress();
    expect((await requestCode(t, owner.phone, 'login', travelling)).statusCode).toBe(200);
    const res = await byCode(owner.phone, await codeFromSandbox(t, owner.phone), travelling);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('does not say login_by_code when only one address is too quick', async () => {
    const owner = await signupUser(t.app);
    const address = uniqueAddress();
    for (let i = 0; i < 2; i += 1) expectError(await login(t.app, owner.phone, `Wrong-${i}`, address), 401, 'INVALID_CREDENTIALS');
    const refused = await login(t.app, owner.phone, 'Wrong-again', address);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.json()).not.toHaveProperty('login_by_code');
  });

  it('counts refused (429) attempts against no budget', async () => {
    const address = uniqueAddress();
    const target = await signupUser(t.app);
    // LOGIN_RATE_LIMIT a minute at one phone from one address: two go through, the rest are refused ...
    for (let i = 0; i < 2; i += 1) expectError(await login(t.app, target.phone, `Wrong-${i}`, address), 401, 'INVALID_CREDENTIALS');
    for (let i = 0; i < 30; i += 1) expectError(await login(t.app, target.phone, `Wrong-more-${i}`, address), 429, 'RATE_LIMITED');
    // ... and don't count against the address's 10 x LOGIN_RATE_LIMIT a minute: 18 more logins from it go through.
    for (let i = 0; i < 9; i += 1) {
      const other = await signupUser(t.app);
      expect((await login(t.app, other.phone, other.password, address)).statusCode).toBe(200);
      expect((await login(t.app, other.phone, other.password, address)).statusCode).toBe(200);
    }
    expectError(await login(t.app, uniquePhone(), 'Anything-1', address), 429, 'RATE_LIMITED');
  });
});
