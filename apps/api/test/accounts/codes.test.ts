import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { createTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/sign-in';
import { codeFromSandbox, requestCode, sandboxMessagesOf } from '../messages/support';

/** One-time codes, signup with a code and password reset (docs/api.md, "Text messages and one-time codes"). */

let t: TestApp;
let phoneCounter = 1_000_000;
const freshPhone = () => `0936${String((phoneCounter += 1)).padStart(7, '0')}`;
let addressCounter = 1;
const freshAddress = () => `10.9.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

const PASSWORD = 'Festival-Pass-2026';

async function registered(p = freshPhone(), password = PASSWORD) {
  const [row] = await t.database.db
    .insert(users)
    .values({ phoneNumber: p, email: `u${p}@example.ir`, firstName: 'آزمون', lastName: 'کاربر', passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return { id: row!.id, phone: p };
}

const reset = (p: string, code: string, newPassword = 'Brand-New-Secret-77', address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/users/reset_password/', remoteAddress: address, payload: { phone_number: p, code, new_password: newPassword } });

const signup = (p: string, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/signup/',
    remoteAddress: freshAddress(),
    payload: { first_name: 'سارا', last_name: 'رضایی', email: `s${p}@example.ir`, phone_number: p, password: PASSWORD, ...(code ? { code } : {}) },
  });

/** Moves a phone's codes back in time by `seconds` (as if that much time passed). */
const age = (p: string, seconds: number) =>
  t.database.db.execute(sql`update one_time_codes set created_at = created_at - make_interval(secs => ${seconds}),
                            expires_at = expires_at - make_interval(secs => ${seconds}) where phone_number = ${p}`);

beforeAll(async () => {
  t = await createTestApp({ env: { PHONE_VERIFICATION: 'on', OTP_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/otp/', () => {
  it('answers a registered and an unknown phone alike, and sends the reset code only to the registered one', async () => {
    const known = await registered();
    const unknown = freshPhone();
    const a = await requestCode(t, known.phone, 'reset_password', freshAddress());
    const b = await requestCode(t, unknown, 'reset_password', freshAddress());
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ expires_in: 120, resend_in: 60 });
    expect(await sandboxMessagesOf(t, known.phone)).toHaveLength(1);
    expect(await sandboxMessagesOf(t, unknown)).toHaveLength(0);
    // And a second ask within the minute is refused alike: the limits can't tell them apart either.
    const a2 = await requestCode(t, known.phone, 'reset_password', freshAddress());
    const b2 = await requestCode(t, unknown, 'reset_password', freshAddress());
    expect([a2.statusCode, b2.statusCode]).toEqual([429, 429]);
    expect(b2.json()).toEqual(a2.json());
  });

  it('sends a signup code to a free phone and nothing to a taken one, with the same answer', async () => {
    const taken = await registered();
    const free = freshPhone();
    const a = await requestCode(t, taken.phone, 'signup', freshAddress());
    const b = await requestCode(t, free, 'signup', freshAddress());
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await sandboxMessagesOf(t, taken.phone)).toHaveLength(0);
    expect(await sandboxMessagesOf(t, free)).toHaveLength(1);
  });

  it('takes as long for an unknown phone as for a registered one (50 tries each, interleaved)', async () => {
    const known = await Promise.all(Array.from({ length: 50 }, () => registered(freshPhone(), 'x'.repeat(8))));
    const timeOf = async (p: string) => {
      const started = process.hrtime.bigint();
      const res = await requestCode(t, p, 'reset_password', freshAddress());
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(res.statusCode).toBe(200);
      return ms;
    };
    // Warm up both paths first.
    await timeOf(freshPhone());
    await timeOf((await registered()).phone);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      knownTimes.push(await timeOf(known[i]!.phone));
      unknownTimes.push(await timeOf(freshPhone()));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    // Paired differences (each known try against the unknown one right after it) cancel the drift of a
    // shared machine's load; their median is the gap. Both paths run the same queries, so what is left
    // is noise: a gap of an extra password hash or of work done only for registered phones would show.
    const gap = Math.abs(median(knownTimes.map((k, i) => k - unknownTimes[i]!)));
    expect(gap).toBeLessThan(Math.max(1.5, 0.2 * median([...knownTimes, ...unknownTimes])));
  });

  it('allows one code a minute per phone (429 with Retry-After), and the earlier code stays valid', async () => {
    const user = await registered();
    expect((await requestCode(t, user.phone, 'reset_password', freshAddress())).statusCode).toBe(200);
    const first = await codeFromSandbox(t, user.phone);
    const again = await requestCode(t, user.phone, 'reset_password', freshAddress());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The wait is said in Persian digits, as the rest of the sentence is Persian.
    expect(again.json().detail).toMatch(/لطفاً [۰-۹]+ ثانیه/);
    expect(again.json().detail).not.toMatch(/[0-9]/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await reset(user.phone, first)).statusCode).toBe(200);
  });

  it('lets the owner ask again at once after using a code (signup, then a reset), but not after burning it with wrong tries', async () => {
    const p = freshPhone();
    await requestCode(t, p, 'signup', freshAddress());
    expect((await signup(p, await codeFromSandbox(t, p))).statusCode).toBe(201);
    expect((await requestCode(t, p, 'reset_password', freshAddress())).statusCode).toBe(200);
    const code = await codeFromSandbox(t, p);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await reset(p, wrong);
    expect((await requestCode(t, p, 'reset_password', freshAddress())).statusCode).toBe(429);
  });

  it('allows five codes an hour per phone', async () => {
    const p = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(t, p, 'signup', freshAddress())).statusCode).toBe(200);
      await age(p, 61);
    }
    const sixth = await requestCode(t, p, 'signup', freshAddress());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    await age(p, 3600);
    expect((await requestCode(t, p, 'signup', freshAddress())).statusCode).toBe(200);
  });

  it('allows OTP_RATE_LIMIT codes an hour per client address, whatever the phones', async () => {
    const limited = await createTestApp({ env: { PHONE_VERIFICATION: 'on', OTP_RATE_LIMIT: '3' } });
    try {
      const ask = (p: string) => requestCode(limited, p, 'signup', '10.77.0.1');
      for (let i = 0; i < 3; i += 1) expect((await ask(freshPhone())).statusCode).toBe(200);
      const refused = await ask(freshPhone());
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await requestCode(limited, freshPhone(), 'signup', '10.77.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses a bad phone or purpose with 400 naming the field', async () => {
    const bad = await requestCode(t, '12345', 'signup', freshAddress());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('phone_number');
    const purpose = await t.app.inject({ method: 'POST', url: '/api/otp/', payload: { phone_number: freshPhone(), purpose: 'admin' } });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().errors).toHaveProperty('purpose');
  });

  it('keeps only a keyed hash of the code', async () => {
    const p = freshPhone();
    await requestCode(t, p, 'signup', freshAddress());
    const code = await codeFromSandbox(t, p);
    const rows = rowsOf<{ code_hash: string }>(await t.database.db.execute(sql`select code_hash from one_time_codes where phone_number = ${p}`));
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });
});

describe('POST /api/users/reset_password/', () => {
  it('sets the new password, revokes every refresh token, and the code is spent on use', async () => {
    const user = await registered();
    const before = await signIn(t.app, user);
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    const res = await reset(user.phone, code, 'Brand-New-Secret-77');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('detail');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: before.refresh } });
    expect(refreshed.statusCode).toBe(401);
    const old = await t.app.inject({ method: 'GET', url: `/api/users/${user.phone}/`, headers: { authorization: `Bearer ${before.access}` } });
    expect(old.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/token/access/', remoteAddress: freshAddress(), payload: { phone_number: user.phone, password: 'Brand-New-Secret-77' } });
    expect(login.statusCode).toBe(200);
    const again = await reset(user.phone, code, 'Another-Secret-88');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('code');
  });

  it('accepts the code typed with Persian digits', async () => {
    const user = await registered();
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await reset(user.phone, persian)).statusCode).toBe(200);
  });

  it('spends the code after 5 wrong tries: then even the right digits are refused', async () => {
    const user = await registered();
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await reset(user.phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().errors).toHaveProperty('code');
    }
    const right = await reset(user.phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors).toHaveProperty('code');
  });

  it('refuses an expired code', async () => {
    const user = await registered();
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    await age(user.phone, 121);
    const res = await reset(user.phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('code');
  });

  it('answers an unknown phone like a wrong code', async () => {
    const p = freshPhone();
    await requestCode(t, p, 'reset_password', freshAddress());
    const res = await reset(p, '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('code');
  });

  it('applies the signup password rules and keeps the code for another try', async () => {
    const user = await registered();
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    const weak = await reset(user.phone, code, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toHaveProperty('new_password');
    expect((await reset(user.phone, code)).statusCode).toBe(200);
  });

  it('a signup code does not reset a password', async () => {
    const p = freshPhone();
    await requestCode(t, p, 'signup', freshAddress());
    const code = await codeFromSandbox(t, p);
    await registered(p);
    expect((await reset(p, code)).statusCode).toBe(400);
  });
});

describe('signup with PHONE_VERIFICATION=on', () => {
  it('needs the code: missing or wrong is 400 on code; the right one creates the account and is spent', async () => {
    const p = freshPhone();
    const missing = await signup(p);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('code');
    await requestCode(t, p, 'signup', freshAddress());
    const code = await codeFromSandbox(t, p);
    const wrong = await signup(p, code === '999999' ? '888888' : '999999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('code');
    const ok = await signup(p, code);
    expect(ok.statusCode, ok.body).toBe(201);
    const used = rowsOf<{ spent: boolean }>(await t.database.db.execute(sql`select spent_at is not null as spent from one_time_codes where phone_number = ${p}`));
    expect(used.every((r) => r.spent)).toBe(true);
  });

  it('checks the code first: a missing or wrong code answers the same whether the phone or the e-mail is taken or not', async () => {
    const owner = await registered();
    const free = freshPhone();
    await requestCode(t, free, 'signup', freshAddress());
    await requestCode(t, owner.phone, 'signup', freshAddress());
    const attempt = (phone: string, email: string, code?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/signup/',
        remoteAddress: freshAddress(),
        payload: { first_name: 'سارا', last_name: 'رضایی', email, phone_number: phone, password: PASSWORD, ...(code ? { code } : {}) },
      });
    for (const code of [undefined, '000000']) {
      const freeBoth = await attempt(free, `new${free}@example.ir`, code);
      const takenPhone = await attempt(owner.phone, `new${owner.phone}@example.ir`, code);
      const takenEmail = await attempt(free, `u${owner.phone}@example.ir`, code);
      expect(freeBoth.statusCode).toBe(400);
      expect(Object.keys(freeBoth.json().errors)).toEqual(['code']);
      expect(takenPhone.json()).toEqual(freeBoth.json());
      expect(takenEmail.json()).toEqual(freeBoth.json());
    }
    // Whoever proved the phone learns that the e-mail is taken (and the code is kept for another try).
    const proved = await attempt(free, `u${owner.phone}@example.ir`, await codeFromSandbox(t, free));
    expect(proved.statusCode).toBe(400);
    expect(Object.keys(proved.json().errors)).toEqual(['email']);
    expect((await attempt(free, `new${free}@example.ir`, await codeFromSandbox(t, free))).statusCode).toBe(201);
  });

  it('a reset code does not sign up', async () => {
    const user = await registered();
    await requestCode(t, user.phone, 'reset_password', freshAddress());
    const code = await codeFromSandbox(t, user.phone);
    await t.database.db.execute(sql`delete from users where id = ${user.id}`);
    const res = await signup(user.phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('code');
  });
});

