import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { signupBody } from './accounts/support';
import { addToCart, createAccessory, createBuyer, createPresentation, paymentByAuthority, type Buyer } from './payments/fixtures';

/**
 * No input gives a 500 (the contract's general rules): each of these answered 500 INTERNAL, or Fastify's own shape,
 * before the class was fixed (ids, control characters, multipart, URL encoding). And the bodies
 * existing clients send: form-encoded, or empty with any declared type.
 */

const NUL = '\u0000';

function expectContractError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.detail).toBe('string');
  expect(typeof body.code).toBe('string');
  if (code) expect(body.code).toBe(code);
  return body as { detail: string; code: string; errors?: Record<string, string[]> };
}

describe('input the server refuses cleanly', () => {
  let t: TestApp;
  let buyer: Buyer;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000', COUPON_RATE_LIMIT: '1000' } });
    buyer = await createBuyer(t);
  });
  afterAll(() => t.close());

  it('refuses a NUL byte in signup names with a Persian message naming the field', async () => {
    for (const field of ['first_name', 'last_name'] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/signup/', payload: signupBody({ [field]: `سا${NUL}را` }) });
      const body = expectContractError(res, 400, 'VALIDATION_ERROR');
      expect(body.errors?.[field]?.[0]).toMatch(/نویسه‌های کنترلی/);
    }
  });

  it('refuses control characters in a multipart profile update', async () => {
    const boundary = 'b0undary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nB${NUL}b\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${buyer.phone}/`,
      headers: { ...buyer.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(expectContractError(res, 400, 'VALIDATION_ERROR').errors?.first_name).toBeDefined();
  });

  it('refuses a NUL byte in verify’s authority, pay_all’s coupon and the coupon look-up', async () => {
    const verify = await t.app.inject({ method: 'POST', url: '/api/payments/verify/', headers: buyer.headers, payload: { authority: `A${NUL}` } });
    expect(expectContractError(verify, 400, 'VALIDATION_ERROR').errors?.authority).toBeDefined();
    await addToCart(t, buyer, await createPresentation(t.database.db));
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: buyer.headers, payload: { coupon: `OFF${NUL}` } });
    expect(expectContractError(pay, 400, 'VALIDATION_ERROR').errors?.coupon).toBeDefined();
    for (const url of ['/api/coupon/%00/', '/api/coupon/a%01b/', '/api/coupon/%7F']) {
      expectContractError(await t.app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR');
    }
  });

  it('validates ids as 32-bit positive integers in decimal digits: a path naming no id is 404, a body 400', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', 'abc', '0x10', '+1', '%201']) {
      const add = await t.app.inject({ method: 'POST', url: `/api/presentations/${id}/add_participation/`, headers: buyer.headers });
      expectContractError(add, 404, 'NOT_FOUND');
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/presentations/${id}/remove_participation/`, headers: buyer.headers });
      expectContractError(remove, 404, 'NOT_FOUND');
      expectContractError(await t.app.inject({ method: 'GET', url: `/api/presentations/${id}/` }), 404, 'NOT_FOUND');
    }
    // The largest id is a valid id: simply not found.
    expectContractError(await t.app.inject({ method: 'POST', url: '/api/presentations/2147483647/add_participation/', headers: buyer.headers }), 404);
    const pay = await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: buyer.headers, payload: { accessories: [2147483648] } });
    expect(expectContractError(pay, 400, 'VALIDATION_ERROR').errors?.['accessories.0']).toBeDefined();
  });

  it('answers a multipart profile update with a broken or missing boundary with 400 in the contract’s shape', async () => {
    const put = (contentType: string, payload: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${buyer.phone}/`, headers: { ...buyer.headers, 'content-type': contentType }, payload });
    expectContractError(await put('multipart/form-data', 'first_name=x'), 400, 'VALIDATION_ERROR');
    expectContractError(await put('multipart/form-data; boundary=', '--\r\n'), 400, 'VALIDATION_ERROR');
    expectContractError(await put('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nBob'), 400, 'VALIDATION_ERROR');
    expectContractError(await put('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-da'), 400, 'VALIDATION_ERROR');
  });

  it('answers malformed URL encoding with 400 in the contract’s shape', async () => {
    for (const url of ['/api/presentations/%E0%A4%A/', '/api/coupon/%ZZ/', '/api/%']) {
      expectContractError(await t.app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR');
    }
  });

  it('answers framework errors (bad content length, unknown method) in the contract’s shape', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/token/access/',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expectContractError(wrongType, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const json = await t.app.inject({ method: 'POST', url: '/api/token/access/', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"admin": true}}' });
    expectContractError(json, 400, 'VALIDATION_ERROR');
  });
});

describe('bodies as existing clients send them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('takes an empty body of any declared type as no body on a route that takes none (axios’s empty POST)', async () => {
    const buyer = await createBuyer(t);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain;charset=UTF-8', 'application/json', 'application/octet-stream']) {
      const p = await createPresentation(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/presentations/${p}/add_participation/`,
        headers: { ...buyer.headers, 'content-type': type },
        payload: '',
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
    }
  });

  it('refuses a non-empty body of a type it does not read with 415', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${p}/add_participation/`,
      headers: { ...buyer.headers, 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expectContractError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts form-encoded bodies wherever JSON is accepted: signup, login, pay_all with repeated accessories', async () => {
    const body = signupBody();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as unknown as Record<string, string>).toString(),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/access/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone_number: body.phone_number, password: body.password }).toString(),
    });
    expect(login.statusCode, login.body).toBe(200);

    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(t.database.db, { cost: 10_000 }));
    const shirt = await createAccessory(t.database.db, { price: 3000 });
    const cap = await createAccessory(t.database.db, { price: 2000 });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay_all/',
      headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `accessories=${shirt}&accessories=${cap}`,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const payment = await paymentByAuthority(t.database.db, (pay.json() as { authority: string }).authority);
    expect(payment.totalPrice).toBe(15_000);
  });

  it('refuses a form field of the wrong type like its JSON twin, and treats __proto__ as a plain field', async () => {
    const buyer = await createBuyer(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay_all/',
      headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'accessories=shirt&__proto__=x&constructor=y',
    });
    expect(expectContractError(bad, 400, 'VALIDATION_ERROR').errors?.['accessories.0']).toBeDefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('CORS', () => {
  let t: TestApp;
  let closed: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-cors-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dataDir, 'media'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'poster.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.org, http://localhost:5173', DATA_DIR: dataDir } });
    closed = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const preflight = (app: TestApp, origin: string) =>
    app.app.inject({
      method: 'OPTIONS',
      url: '/api/payments/pay_all/',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('answers a preflight from a listed origin: 204, methods, headers, Vary: Origin, no credentials', async () => {
    const res = await preflight(t, 'https://app.example.org');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toMatch(/authorization.*content-type|content-type.*authorization/);
    expect(String(res.headers.vary)).toMatch(/Origin/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/faq/', headers: { origin: 'http://localhost:5173' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('keeps Origin in Vary beside what a catalogue answer varies on itself (the viewer\'s token)', async () => {
    for (const url of ['/api/faq/', '/api/presentations/all/']) {
      for (const origin of ['https://app.example.org', undefined]) {
        const res = await t.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(String(res.headers.vary).toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['origin', 'authorization']));
      }
    }
  });

  it('allows no other origin, and none at all by default (same origin only)', async () => {
    for (const [app, origin] of [[t, 'https://evil.example'], [closed, 'https://app.example.org']] as const) {
      const res = await preflight(app, origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const get = await app.app.inject({ method: 'GET', url: '/api/faq/', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets media be read cross-origin', async () => {
    const res = await closed.app.inject({ method: 'GET', url: '/media/poster.svg', headers: { origin: 'https://other.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // The API itself stays same-origin for resources.
    expect((await closed.app.inject({ method: 'GET', url: '/api/faq/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses a malformed CORS_ORIGINS at start', async () => {
    const { loadSettings } = await import('../src/config/settings');
    expect(() => loadSettings({ CORS_ORIGINS: 'app.example.org' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadSettings({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('the built-in sandbox bank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a NUL byte in an authority or a JSON field without a 500', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/_sandbox/zarinpal/pg/StartPay/A%00' });
    expect(page.statusCode).toBeLessThan(500);
    const api = await t.app.inject({
      method: 'POST',
      url: '/_sandbox/zarinpal/pg/v4/payment/request.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ merchant_id: '00000000-0000-0000-0000-000000000000', amount: 10_000, callback_url: 'http://localhost:8000/payment/perhaps', description: 'a\u0000b' }),
    });
    expect(api.statusCode).toBe(422);
  });
});
