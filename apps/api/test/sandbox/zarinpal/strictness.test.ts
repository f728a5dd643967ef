import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { SANDBOX_MERCHANT_ID } from '../../../src/gateways/zarinpal-wire';

/**
 * The built-in sandbox refuses what ZarinPal refuses and takes what it takes, rule by rule from
 * docs/zarinpal.md (the shared folder's corrected facts): code that works against the sandbox must
 * work against the real gateway, and the other way round.
 */
describe('built-in ZarinPal sandbox: exactly as strict as the real gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.test' } });
  });
  afterAll(() => t.close());

  const api = (endpoint: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/v4/payment/${endpoint}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(body),
    });

  const requestBody = (over: Record<string, unknown> = {}) => ({
    merchant_id: SANDBOX_MERCHANT_ID,
    amount: 250_000,
    currency: 'IRR',
    callback_url: 'https://fest.test/payment/perhaps',
    description: 'سفارش',
    metadata: { mobile: '09121234567', email: 'a@b.ir', order_id: '7' },
    ...over,
  });

  /** ZarinPal's code for a request: 100 when it opens a session, else the error's code. */
  async function requestCode(over: Record<string, unknown>): Promise<number> {
    const res = await api('request.json', requestBody(over));
    const body = res.json();
    if (res.statusCode === 200) return body.data.code as number;
    // Every refusal has ZarinPal's error shape: 422, data [] and errors {code, message, validations}.
    expect(res.statusCode).toBe(422);
    expect(body).toMatchObject({ data: [], errors: { code: expect.any(Number), message: expect.any(String), validations: expect.any(Array) } });
    return body.errors.code as number;
  }

  async function paidSession(over: Record<string, unknown> = {}): Promise<string> {
    const res = await api('request.json', requestBody(over));
    expect(res.statusCode, res.body).toBe(200);
    const authority = res.json().data.authority as string;
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/StartPay/${authority}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=OK',
    });
    expect(pressed.statusCode).toBe(303);
    return authority;
  }

  it('refuses a total under 10,000 Rial (1,000 Toman) with -9, and takes exactly the minimum', async () => {
    expect(await requestCode({ amount: 9_999 })).toBe(-9);
    expect(await requestCode({ amount: 1_000 })).toBe(-9);
    expect(await requestCode({ amount: 10_000 })).toBe(100);
    expect(await requestCode({ amount: 999, currency: 'IRT' })).toBe(-9);
    expect(await requestCode({ amount: 1_000, currency: 'IRT' })).toBe(100);
  });

  it('refuses more than 100,000,000 Toman with -41', async () => {
    expect(await requestCode({ amount: 1_000_000_001 })).toBe(-41);
    expect(await requestCode({ amount: 1_000_000_000 })).toBe(100);
  });

  it('takes amount as a number or as a numeric string (as ZarinPal’s own PHP sample sends it), in request and verify', async () => {
    expect(await requestCode({ amount: '250000' })).toBe(100);
    const authority = await paidSession({ amount: '250000' });
    const verified = await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: '250000', authority });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.code).toBe(100);
    // The same session by number: it is the same amount.
    expect((await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority })).json().data.code).toBe(101);
  });

  it.each([['25e4'], ['250000.0'], ['-250000'], [''], [' 250000'], ['۲۵۰۰۰۰'], [250_000.5], [null], [true], [[250_000]]])(
    'refuses amount %j with -9',
    async (amount) => {
      expect(await requestCode({ amount })).toBe(-9);
    },
  );

  it('answers -14 for a callback on another domain than the registered site (PUBLIC_URL), whatever its path', async () => {
    for (const callback_url of [
      'https://evil.example/payment/perhaps',
      'https://fest.test.evil.example/payment/perhaps',
      'https://fest.test@evil.example/payment/perhaps',
      'https://evil.example/https://fest.test/',
      'https://sub.fest.test/payment/perhaps',
    ]) {
      expect(await requestCode({ callback_url }), callback_url).toBe(-14);
    }
  });

  it('takes a callback on the registered domain whatever its scheme, port or query (ZarinPal checks the domain)', async () => {
    for (const callback_url of ['https://fest.test/payment/perhaps?x=1', 'http://fest.test/payment/perhaps', 'https://FEST.test:8443/x']) {
      expect(await requestCode({ callback_url }), callback_url).toBe(100);
    }
  });

  it('refuses a callback that is not an http(s) URL with -9', async () => {
    for (const callback_url of ['not a url', 'ftp://fest.test/', 'javascript:alert(1)', 42]) {
      expect(await requestCode({ callback_url }), String(callback_url)).toBe(-9);
    }
  });

  it('refuses a description over 500 characters with -9 and takes 500', async () => {
    expect(await requestCode({ description: 'ش'.repeat(501) })).toBe(-9);
    expect(await requestCode({ description: 'ش'.repeat(500) })).toBe(100);
  });

  it('refuses metadata.mobile not matching ^09[0-9]{9}$ with -9', async () => {
    for (const mobile of ['9121234567', '+989121234567', '0912123456', '۰۹۱۲۱۲۳۴۵۶۷', 9121234567]) {
      expect(await requestCode({ metadata: { mobile } }), String(mobile)).toBe(-9);
    }
    expect(await requestCode({ metadata: { mobile: '09121234567' } })).toBe(100);
  });

  it('refuses a merchant id that is not a 36-character UUID and a currency other than IRR or IRT with -9', async () => {
    expect(await requestCode({ merchant_id: '4f6e2a1c9b3d4c8ea7f51d2e3c4b5a69' })).toBe(-9);
    expect(await requestCode({ currency: 'USD' })).toBe(-9);
  });

  it('verify: -50 for another amount (number or string), -54 for an unknown A or S authority, -53 for another merchant', async () => {
    const authority = await paidSession();
    const verify = (over: Record<string, unknown>) =>
      api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority, ...over }).then((r) => r.json());
    expect((await verify({ amount: 250_001 })).errors.code).toBe(-50);
    expect((await verify({ amount: '250001' })).errors.code).toBe(-50);
    expect((await verify({ authority: `S${'0'.repeat(35)}` })).errors.code).toBe(-54);
    expect((await verify({ authority: `A${'0'.repeat(35)}` })).errors.code).toBe(-54);
    expect((await verify({ merchant_id: '99999999-8888-4777-8666-555555555555' })).errors.code).toBe(-53);
    expect((await verify({})).data.code).toBe(100);
  });
});
