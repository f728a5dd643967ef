import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { SANDBOX_MERCHANT_ID } from '../../../src/gateways/zarinpal-wire';

const OTHER_MERCHANT = '99999999-8888-4777-8666-555555555555';

describe('built-in ZarinPal sandbox (HTTP wire format)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterAll(() => t.close());

  const api = (endpoint: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/v4/payment/${endpoint}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const requestBody = (over: Record<string, unknown> = {}) => ({
    merchant_id: SANDBOX_MERCHANT_ID,
    amount: 250_000,
    currency: 'IRR',
    callback_url: 'http://fest.test/payment/perhaps?x=1',
    description: 'سفارش <b>۷</b>',
    metadata: { mobile: '09121234567', email: 'a@b.ir', order_id: '7' },
    ...over,
  });

  async function newSession(over: Record<string, unknown> = {}) {
    const res = await api('request.json', requestBody(over));
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { authority: string } }).data.authority;
  }

  const press = (authority: string, status: string) =>
    t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/StartPay/${authority}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `status=${status}`,
    });

  it('opens a session: code 100 and an authority of A + 35 letters or digits', async () => {
    const res = await api('request.json', requestBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errors).toEqual([]);
    expect(body.data).toMatchObject({ code: 100, message: 'Success', fee_type: 'Merchant' });
    expect(body.data.authority).toMatch(/^A[0-9A-Za-z]{35}$/);
  });

  it('answers validation errors as ZarinPal does: 422, data [] and errors {code -9, validations}', async () => {
    for (const bad of [
      { amount: 9_999 },
      { amount: 10.5 },
      { description: 'x'.repeat(501) },
      { description: '' },
      { callback_url: 'not a url' },
      { merchant_id: 'short' },
      { metadata: { mobile: '9121234567' } },
      { currency: 'USD' },
    ]) {
      const res = await api('request.json', requestBody(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      const body = res.json();
      expect(body.data).toEqual([]);
      expect(body.errors).toMatchObject({ code: -9 });
      expect(body.errors.validations.length).toBeGreaterThan(0);
    }
    expect((await api('request.json', '{"merchant_id": ')).json().errors.code).toBe(-9);
  });

  it("only sends buyers back to the server's own site (no open redirect through the bank page)", async () => {
    for (const callback_url of ['https://evil.example/payment/perhaps', 'http://fest.test.evil.example/', 'http://fest.test@evil.example/']) {
      const res = await api('request.json', requestBody({ callback_url }));
      expect(res.statusCode, callback_url).toBe(422);
      // ZarinPal's code for a callback outside the terminal's registered domain.
      expect(res.json()).toMatchObject({ data: [], errors: { code: -14 } });
    }
  });

  it('refuses more than 100,000,000 Toman with -41 (IRR and IRT)', async () => {
    expect((await api('request.json', requestBody({ amount: 1_000_000_001 }))).json().errors.code).toBe(-41);
    expect((await api('request.json', requestBody({ amount: 100_000_001, currency: 'IRT' }))).json().errors.code).toBe(-41);
    expect((await api('request.json', requestBody({ amount: 100_000_000, currency: 'IRT' }))).statusCode).toBe(200);
  });

  it('shows a Persian RTL bank page with the amount in Persian digits, escaped description and no script', async () => {
    const authority = await newSession();
    const res = await t.app.inject({ method: 'GET', url: `/_sandbox/zarinpal/pg/StartPay/${authority}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('۲۵٬۰۰۰ تومان');
    expect(html).toContain('۲۵۰٬۰۰۰ ریال');
    expect(html).toContain('سفارش &lt;b&gt;۷&lt;/b&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`action="/_sandbox/zarinpal/pg/StartPay/${authority}"`);
    expect(html).toMatch(/name="status" value="OK"[^>]*>پرداخت</);
    expect(html).toMatch(/name="status" value="NOK"[^>]*>انصراف</);
  });

  it('answers an unknown authority on the bank page with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/_sandbox/zarinpal/pg/StartPay/A${'0'.repeat(35)}` });
    expect(res.statusCode).toBe(404);
  });

  it('pay: 303 to callback with Authority and Status=OK; verify 100, then 101 with the same reference', async () => {
    const authority = await newSession();
    const res = await press(authority, 'OK');
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://fest.test/payment/perhaps');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('Authority')).toBe(authority);
    expect(location.searchParams.get('Status')).toBe('OK');

    const first = await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ code: 100, message: 'Verified' });
    expect(first.json().data.card_pan).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(Number.isInteger(first.json().data.ref_id)).toBe(true);
    const again = await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority });
    expect(again.json().data).toMatchObject({ code: 101, ref_id: first.json().data.ref_id, card_pan: first.json().data.card_pan });
    // Pressing again changes nothing.
    expect((await press(authority, 'NOK')).headers.location).toContain('Status=OK');
  });

  it('cancel: 303 with Status=NOK; verify answers -51', async () => {
    const authority = await newSession();
    const res = await press(authority, 'NOK');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('Status=NOK');
    const v = await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority });
    expect(v.statusCode).toBe(422);
    expect(v.json()).toMatchObject({ data: [], errors: { code: -51 } });
  });

  it('verify before paying answers -51; wrong amount -50; unknown authority -54; other merchant -53', async () => {
    const authority = await newSession();
    const v = (body: Record<string, unknown>) => api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority, ...body });
    expect((await v({})).json().errors.code).toBe(-51);
    await press(authority, 'OK');
    expect((await v({ amount: 250_001 })).json().errors.code).toBe(-50);
    expect((await v({ authority: `A${'1'.repeat(35)}` })).json().errors.code).toBe(-54);
    expect((await v({ merchant_id: OTHER_MERCHANT })).json().errors.code).toBe(-53);
    expect((await v({ authority: 'nope' })).json().errors.code).toBe(-9);
    expect((await v({})).json().data.code).toBe(100);
  });

  it('refuses a form status other than OK or NOK', async () => {
    const authority = await newSession();
    expect((await press(authority, 'MAYBE')).statusCode).toBe(400);
  });

  it('lists paid but unverified sessions (code as a string, like ZarinPal), reverses and inquires', async () => {
    const authority = await newSession();
    await press(authority, 'OK');
    const list = await api('unVerified.json', { merchant_id: SANDBOX_MERCHANT_ID });
    expect(list.json().data.code).toBe('100');
    expect(list.json().data.authorities.map((a: { authority: string }) => a.authority)).toContain(authority);
    const inquiry = (a: string) => api('inquiry.json', { merchant_id: SANDBOX_MERCHANT_ID, authority: a });
    expect((await inquiry(authority)).json().data.status).toBe('PAID');
    expect((await api('reverse.json', { merchant_id: SANDBOX_MERCHANT_ID, authority })).json().errors.code).toBe(-51);
    await api('verify.json', { merchant_id: SANDBOX_MERCHANT_ID, amount: 250_000, authority });
    const after = await api('unVerified.json', { merchant_id: SANDBOX_MERCHANT_ID });
    expect(after.json().data.authorities.map((a: { authority: string }) => a.authority)).not.toContain(authority);
    expect((await api('reverse.json', { merchant_id: SANDBOX_MERCHANT_ID, authority })).json().data).toMatchObject({ code: 100, message: 'Reversed' });
    expect((await inquiry(authority)).json().data.status).toBe('REVERSED');
  });

  it('the in-process client of the app speaks to the same sandbox (same sessions, same answers)', async () => {
    const session = await t.app.gateway.request({ amountRial: 12_340, callbackUrl: 'http://fest.test/payment/perhaps', description: 'آزمون', orderId: '1' });
    expect(session.paymentUrl).toBe(`http://fest.test/_sandbox/zarinpal/pg/StartPay/${session.authority}`);
    expect(await t.app.gateway.verify({ authority: session.authority, amountRial: 12_340 })).toMatchObject({ paid: false, code: -51 });
    await press(session.authority, 'OK');
    expect(await t.app.gateway.unVerified()).toEqual(expect.arrayContaining([expect.objectContaining({ authority: session.authority, amount: 12_340 })]));
    expect(await t.app.gateway.verify({ authority: session.authority, amountRial: 12_340 })).toMatchObject({ paid: true, code: 100 });
    expect(await t.app.gateway.verify({ authority: session.authority, amountRial: 12_340 })).toMatchObject({ paid: true, code: 101 });
    expect(await t.app.gateway.inquiry(session.authority)).toBe('VERIFIED');
    await expect(t.app.gateway.request({ amountRial: 999, callbackUrl: 'http://fest.test/', description: 'x', orderId: '1' })).rejects.toMatchObject({ code: 'GATEWAY_ERROR', gatewayCode: -9 });
  });
});

describe('sandbox in production', () => {
  it('refuses to run in production mode with a real merchant id', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', TICKET_SECRET: 'y'.repeat(40), ZARINPAL_MERCHANT_ID: OTHER_MERCHANT },
    });
    try {
      const page = await t.app.inject({ method: 'GET', url: `/_sandbox/zarinpal/pg/StartPay/A${'0'.repeat(35)}` });
      expect(page.statusCode).toBe(404);
      const apiRes = await t.app.inject({
        method: 'POST',
        url: '/_sandbox/zarinpal/pg/v4/payment/request.json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ merchant_id: OTHER_MERCHANT, amount: 10_000, callback_url: 'http://x/', description: 'x' }),
      });
      expect(apiRes.statusCode).toBe(404);
      expect(apiRes.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('runs in production when asked for explicitly (PAYMENT_SANDBOX=on: a public demo)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', TICKET_SECRET: 'y'.repeat(40) } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/_sandbox/zarinpal/pg/v4/payment/request.json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ merchant_id: SANDBOX_MERCHANT_ID, amount: 10_000, callback_url: 'http://localhost:8000/payment/perhaps', description: 'x' }),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
