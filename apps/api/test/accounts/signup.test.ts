import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, login, signupBody, signupRequest, STRONG_PASSWORD } from './support';

describe('POST /api/users/signup/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('creates the user and answers 201 with its fields and a working token pair', async () => {
    const body = signupBody({ first_name: '  مریم ', email: '  Maryam.Karimi@Example.COM ', phone_number: '+98 912 555 0101' });
    const res = await signupRequest(t.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      first_name: 'مریم',
      last_name: body.last_name,
      email: 'maryam.karimi@example.com',
      phone_number: '09125550101',
      tokens: { access: expect.any(String), refresh: expect.any(String) },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.phoneNumber, '09125550101'));
    expect(row.email).toBe('maryam.karimi@example.com');
    // Stored as an argon2id hash, never in clear.
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, body.password)).toBe(true);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/09125550101/',
      headers: { authorization: `Bearer ${answer.tokens.access}` },
    });
    expect(me.statusCode).toBe(200);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: answer.tokens.refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('requires all five fields, naming each missing one', async () => {
    const body = expectFieldError(await signupRequest(t.app, {}), 'first_name');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'first_name', 'last_name', 'password', 'phone_number']);
  });

  it.each([
    ['first_name', ''],
    ['first_name', '   '],
    ['last_name', 'ن'.repeat(151)],
    ['email', 'not-an-email'],
    ['email', 'a@b'],
    ['email', `${'a'.repeat(250)}@example.com`],
  ])('refuses %s = %j', async (field, value) => {
    expectFieldError(await signupRequest(t.app, signupBody({ [field]: value })), field);
  });

  it('accepts names of 1 and 150 characters', async () => {
    const res = await signupRequest(t.app, signupBody({ first_name: 'ع', last_name: 'ن'.repeat(150) }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['shorter than 8 characters', 'Ab3$xyz'],
    ['all digits', '8362019475'],
    ['all Persian digits', '۸۳۶۲۰۱۹۴۷۵'],
    ['a common password', 'password1'],
    ['a common password in other case', 'Iloveyou1'],
    ['a common password', 'qwertyuiop'],
  ])('refuses a password that is %s', async (_why, password) => {
    expectFieldError(await signupRequest(t.app, signupBody({ password })), 'password');
  });

  it.each([
    ['one character repeated', 'aaaaaaaa', 'تکراری'],
    ['one character repeated, upper case', 'QQQQQQQQQQQQ', 'تکراری'],
    ['a run of letters', 'abcdefgh', 'الگوی ساده'],
    ['two runs', 'abcd1234', 'الگوی ساده'],
    ['a keyboard row', 'asdfghjk', 'الگوی ساده'],
    ['a short part repeated', 'ab1ab1ab1', 'الگوی ساده'],
  ])('refuses a password that is %s, saying why in Persian', async (_why, password, reason) => {
    const body = expectFieldError(await signupRequest(t.app, signupBody({ password })), 'password');
    expect(body.errors?.password?.join(' ')).toContain(reason);
  });

  it.each([
    ['is the phone number itself with a letter', 'x09127654321'],
    ['contains the phone digits', 'xY!7654321'],
    ['contains the phone in Persian digits', 'رمز۹۱۲۷۶۵۴۳۲۱'],
    ['is the phone number written with dashes', 'tel-0912-765-4321'],
  ])('refuses a password that %s, saying it is the phone number', async (_why, password) => {
    const body = expectFieldError(await signupRequest(t.app, signupBody({ phone_number: '09127654321', password })), 'password');
    expect(body.errors?.password?.join(' ')).toContain('شمارهٔ موبایل');
  });

  it.each([
    ['contains the e-mail local part', { email: 'khayyam.nishapur@example.com', password: 'khayyam.nishapur!' }],
    ['is close to the e-mail', { email: 'rostam.dastan@example.com', password: 'Rostam-Dastan' }],
    ['is close to a part of the e-mail', { email: 'zal.simorgh@example.com', password: 'simorgh2024' }],
  ])('refuses a password that %s', async (_why, fields) => {
    const body = expectFieldError(await signupRequest(t.app, signupBody(fields)), 'password');
    expect(body.errors?.password?.join(' ')).toContain('شبیه');
  });

  it('reports every failing field at once for server-side rules', async () => {
    const first = signupBody({ phone_number: '09125550202', email: 'taken@example.com' });
    expect((await signupRequest(t.app, first)).statusCode).toBe(201);
    const res = await signupRequest(t.app, signupBody({ phone_number: '09125550202', email: 'TAKEN@example.com', password: 'password1' }));
    const body = expectFieldError(res, 'phone_number');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password', 'phone_number']);
  });

  it('refuses a phone already registered, in whatever form it is written', async () => {
    expect((await signupRequest(t.app, signupBody({ phone_number: '09125550303' }))).statusCode).toBe(201);
    for (const form of ['+989125550303', '00989125550303', '989125550303', '۰۹۱۲۵۵۵۰۳۰۳', '٠٩١٢٥٥٥٠٣٠٣', '0912-555-0303']) {
      expectFieldError(await signupRequest(t.app, signupBody({ phone_number: form })), 'phone_number');
    }
  });

  it('refuses an e-mail already registered, case-insensitively', async () => {
    expect((await signupRequest(t.app, signupBody({ email: 'Case.Test@Example.com' }))).statusCode).toBe(201);
    expectFieldError(await signupRequest(t.app, signupBody({ email: 'case.test@EXAMPLE.COM' })), 'email');
  });

  it.each([
    ['too short', '0912123456'],
    ['too long', '091212345678'],
    ['a landline', '02188776655'],
    ['foreign', '+1 415 555 0100'],
    ['letters', 'abcdefghijk'],
    ['empty', ''],
    ['a number, not a string', 9121234567],
  ])('refuses a phone number that is %s', async (_why, phone_number) => {
    expectFieldError(await signupRequest(t.app, { ...signupBody(), phone_number }), 'phone_number');
  });

  it('settles two simultaneous signups for one phone (or one e-mail) as a field error, not a 500', async () => {
    const [a, b] = await Promise.all([
      signupRequest(t.app, signupBody({ phone_number: '09125550404' })),
      signupRequest(t.app, signupBody({ phone_number: '09125550404' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expectFieldError(a.statusCode === 400 ? a : b, 'phone_number');

    const [c, d] = await Promise.all([
      signupRequest(t.app, signupBody({ email: 'race@example.com' })),
      signupRequest(t.app, signupBody({ email: 'Race@example.com' })),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 400]);
    expectFieldError(c.statusCode === 400 ? c : d, 'email');
  });

  it('answers malformed JSON with the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('logs in right after signup with the same password', async () => {
    const body = signupBody({ phone_number: '09125550505' });
    expect((await signupRequest(t.app, body)).statusCode).toBe(201);
    expect((await login(t.app, '+98 912 555 0505', STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
