import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { logOptions, serializeError } from '../src/lib/log-options';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, signupBody } from './accounts/support';
import { addToCart, createPresentation, pressAtBank } from './payments/fixtures';

/**
 * Logs keep no secrets: a whole journey at trace level (signup, login, a signup whose
 * query fails, pay_all, verify, a profile update, refresh, logout), then the log is searched for
 * every secret used. Before the fix, the failed signup wrote the phone, e-mail, names and the
 * argon2 hash into the log.
 */
describe('logs keep no secrets', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const log = () => lines.join('');

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' }, logger: { ...logOptions('trace'), stream } });
  });
  afterAll(() => t.close());

  it('a full journey logs neither passwords, hashes, tokens, nor a failed query’s parameters', async () => {
    const secrets: string[] = [];
    const body = signupBody({ password: 'Anar-Dane-Sorkh-1405' });
    secrets.push(body.password);
    const signup = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: body });
    expect(signup.statusCode, signup.body).toBe(201);
    const { tokens } = signup.json() as { tokens: { access: string; refresh: string } };
    secrets.push(tokens.access, tokens.refresh);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/access/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone_number: body.phone_number, password: body.password }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const session = login.json() as { access: string; refresh: string };
    secrets.push(session.access, session.refresh);
    const auth = { authorization: `Bearer ${session.access}` };

    // A signup whose INSERT fails in the database (a constraint this test adds): a 500, logged.
    await t.database.db.execute(sql.raw(`alter table users add constraint log_test_boom check (first_name <> 'انفجار')`));
    const doomed = signupBody({ first_name: 'انفجار', last_name: 'محرمانه‌زاده', password: 'Gerdoo-Badoom-Pesteh-88' });
    secrets.push(doomed.password, doomed.phone_number, doomed.email, 'محرمانه‌زاده');
    const failed = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: doomed });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: expect.any(String), code: 'INTERNAL' });
    await t.database.db.execute(sql.raw('alter table users drop constraint log_test_boom'));

    const [me] = await t.database.db.select({ id: users.id }).from(users).where(sql`${users.phoneNumber} = ${'09' + body.phone_number.slice(-9)}`);
    await addToCart(t, { id: me!.id, phone: body.phone_number, headers: auth }, await createPresentation(t.database.db));
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: auth, payload: {} });
    expect(pay.statusCode, pay.body).toBe(200);
    const { authority } = pay.json() as { authority: string };
    await pressAtBank(t, authority, 'OK');
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/verify/', headers: auth, payload: { authority } })).statusCode).toBe(200);

    const form = await multipart({ first_name: 'نام‌تازه' });
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${body.phone_number}/`,
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: session.refresh } });
    secrets.push((refreshed.json() as { access: string }).access);
    await t.app.inject({ method: 'POST', url: '/api/token/blacklist/', headers: auth, payload: { refresh: session.refresh } });

    // Whatever a handler might log under a secret's name is redacted too.
    t.app.log.info({ headers: { authorization: auth.authorization, cookie: `s=${session.refresh}` }, body: { password: body.password, tokens } }, 'redaction probe');

    const text = log();
    expect(lines.length).toBeGreaterThan(20); // trace level: the journey really was logged
    // The failed query is there, by its text and code, with no parameters.
    expect(text).toMatch(/Failed query: insert into \\"users\\"/);
    expect(text).toMatch(/"code":"23514"/);
    expect(text).not.toMatch(/params/);
    expect(text).not.toContain('$argon2');
    for (const secret of secrets) expect(lines.filter((l) => l.includes(secret)), `the log holds ${secret}`).toEqual([]);
    expect(text).toMatch(/\[redacted\]/);
  });

  it('the error serialiser drops a failed query’s parameters and scrubs hashes and tokens from any message', async () => {
    const err = await t.database.db
      .execute(sql`select ${'$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'}::int`)
      .then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('Failed query: select $1::int');
    expect(out).not.toContain('argon2');
    const plain = JSON.stringify(serializeError(new Error('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl leaked')));
    expect(plain).not.toContain('eyJ');
  });
});

/**
 * The access log: every request's URL is logged, and URLs carry phone numbers
 * (/api/users/{phone}/, ?phone=) and the private agenda feed tokens. They are masked (0912***4567)
 * and redacted; the log is searched for them after requests that carry them in every form.
 */
describe('the access log keeps no phone number, feed token or certificate code', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' }, logger: { ...logOptions('info'), stream } });
  });
  afterAll(() => t.close());

  it('masks phones in paths and queries (any spelling) and redacts feed tokens and certificate codes', async () => {
    const body = signupBody();
    const signup = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: body });
    expect(signup.statusCode, signup.body).toBe(201);
    const phone = body.phone_number;
    const auth = { authorization: `Bearer ${(signup.json() as { tokens: { access: string } }).tokens.access}` };
    const persian = phone.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

    for (const spelling of [phone, `+98${phone.slice(1)}`, encodeURIComponent(persian)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${spelling}/`, headers: auth });
      expect(res.statusCode, `${spelling}: ${res.body}`).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/_sandbox/sms/messages/?phone=${phone}` })).statusCode).toBe(200);

    const feed = await t.app.inject({ method: 'GET', url: '/api/agenda/feed-url/', headers: auth });
    expect(feed.statusCode, feed.body).toBe(200);
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    const token = /\/api\/agenda\/([0-9a-f]{64})\.ics$/.exec(feedPath)?.[1];
    expect(token).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

    // A certificate's code is the secret of its PDF: asked for (404 or not), it is not kept.
    const code = '0123456789abcdef0123456789abcdef';
    await t.app.inject({ method: 'GET', url: `/api/certificates/${code}/` });
    await t.app.inject({ method: 'GET', url: `/api/certificates/${code.toUpperCase()}.pdf?lang=en` });

    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(10); // the requests really were logged
    expect(text).toContain('/api/certificates/[redacted]/');
    expect(text).toContain(`${phone.slice(0, 4)}***${phone.slice(-4)}`);
    expect(text).toContain('/api/agenda/[redacted].ics');
    for (const secret of [phone, phone.slice(1), persian, token!, code, code.toUpperCase()]) {
      expect(lines.filter((l) => l.includes(secret)), `the log holds ${secret}`).toEqual([]);
    }
  });
});
