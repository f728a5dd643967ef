import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, gatewayLocation, GatewayError, httpTransport, ZarinpalClient } from '../../src/gateways/zarinpal';
import { codeMessages, messageForCode, SANDBOX_MERCHANT_ID } from '../../src/gateways/zarinpal-wire';
import { ZARINPAL_ERROR_CODES } from '@fest/contract';
import { loadSettings } from '../../src/config/settings';
import { actAsDocumentedZarinpal, errorAnswer, okRequest, startFakeZarinpal, type DocumentedZarinpal, type FakeZarinpal } from './fake-zarinpal';

const MERCHANT = '11111111-2222-4333-8444-555555555555';
const AUTHORITY = 'A0000000000000000000000000000wwOGYpd';

describe('ZarinPal client against an imitation over HTTP', () => {
  let fake: FakeZarinpal;
  let client: ZarinpalClient;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    client = new ZarinpalClient({ baseUrl: fake.url, merchantId: MERCHANT, timeoutMs: 300, transport: httpTransport(fake.url) });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.handlers.clear();
    fake.calls.length = 0;
  });

  const request = () =>
    client.request({ amountRial: 200_000, callbackUrl: 'http://fest.test/payment/perhaps', description: 'سفارش ۱', mobile: '09121234567', email: 'a@b.ir', orderId: '42' });

  it('posts JSON with Accept json and the documented fields, and returns the StartPay link', async () => {
    fake.handlers.set('request.json', okRequest(AUTHORITY));
    const session = await request();
    expect(session).toEqual({ authority: AUTHORITY, paymentUrl: `${fake.url}/pg/StartPay/${AUTHORITY}` });
    const call = fake.calls[0]!;
    expect(call.endpoint).toBe('request.json');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.accept).toBe('application/json');
    expect(call.body).toEqual({
      merchant_id: MERCHANT,
      amount: 200_000,
      currency: 'IRR',
      callback_url: 'http://fest.test/payment/perhaps',
      description: 'سفارش ۱',
      metadata: { order_id: '42', mobile: '09121234567', email: 'a@b.ir' },
    });
  });

  it('reads an error body (data [] and errors {code}) as a GatewayError with the Persian message', async () => {
    fake.handlers.set('request.json', () => errorAnswer(-10));
    const err = await request().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ statusCode: 502, code: 'GATEWAY_ERROR', gatewayCode: -10, detail: codeMessages[-10] });
  });

  it('treats an error body even with HTTP 200 as an error, and a code sent as a string leniently', async () => {
    fake.handlers.set('request.json', () => ({ status: 200, json: { data: [], errors: { code: '-12', message: 'x' } } }));
    await expect(request()).rejects.toMatchObject({ gatewayCode: -12, detail: codeMessages[-12] });
  });

  it('treats any non-200 status as an error, whatever the body', async () => {
    fake.handlers.set('request.json', () => ({ status: 500, text: '<html>oops</html>' }));
    await expect(request()).rejects.toBeInstanceOf(GatewayError);
    fake.handlers.set('request.json', () => ({ status: 503, json: { data: { code: 100, authority: AUTHORITY }, errors: [] } }));
    await expect(request()).rejects.toBeInstanceOf(GatewayError);
  });

  it('refuses a success body without a well-formed authority', async () => {
    fake.handlers.set('request.json', okRequest('B123'));
    await expect(request()).rejects.toBeInstanceOf(GatewayError);
  });

  it('gives up after the time-out with GATEWAY_ERROR', async () => {
    fake.handlers.set('request.json', () => 'hang');
    const started = Date.now();
    const err = await request().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).detail).toContain('زمان مقرر');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports an unreachable gateway as GATEWAY_ERROR', async () => {
    const dead = new ZarinpalClient({ baseUrl: 'http://127.0.0.1:1', merchantId: MERCHANT, timeoutMs: 2000, transport: httpTransport('http://127.0.0.1:1') });
    await expect(dead.verify({ authority: AUTHORITY, amountRial: 1000 })).rejects.toMatchObject({ code: 'GATEWAY_ERROR' });
  });

  it('verify: 100 and 101 mean paid (with ref_id and card_pan); -51, -50, -54 mean not paid; others throw', async () => {
    const verified = (code: number | string) => () => ({
      json: { data: { code, message: 'Verified', card_hash: 'H', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 }, errors: [] },
    });
    fake.handlers.set('verify.json', verified(100));
    expect(await client.verify({ authority: AUTHORITY, amountRial: 5000 })).toEqual({ paid: true, code: 100, refId: 201, cardPan: '502229******5995' });
    expect(fake.calls[0]!.body).toEqual({ merchant_id: MERCHANT, amount: 5000, authority: AUTHORITY });
    fake.handlers.set('verify.json', verified('101'));
    expect(await client.verify({ authority: AUTHORITY, amountRial: 5000 })).toMatchObject({ paid: true, code: 101 });
    for (const code of [-51, -50, -54]) {
      fake.handlers.set('verify.json', () => errorAnswer(code));
      expect(await client.verify({ authority: AUTHORITY, amountRial: 5000 })).toEqual({ paid: false, code, message: codeMessages[code] });
    }
    for (const code of [-9, -10, -11, -12, -15, -52, -53]) {
      fake.handlers.set('verify.json', () => errorAnswer(code));
      await expect(client.verify({ authority: AUTHORITY, amountRial: 5000 })).rejects.toMatchObject({ gatewayCode: code });
    }
  });

  it('unVerified parses a string code; reverse and inquiry map errors', async () => {
    fake.handlers.set('unVerified.json', () => ({
      json: { data: { code: '100', authorities: [{ authority: AUTHORITY, amount: 5000, callback_url: 'http://x/', referer: '', date: '2026-01-01 10:00:00' }] }, errors: [] },
    }));
    expect(await client.unVerified()).toEqual([{ authority: AUTHORITY, amount: 5000, callbackUrl: 'http://x/', date: '2026-01-01 10:00:00' }]);
    fake.handlers.set('reverse.json', () => ({ json: { data: { code: 100, message: 'Reversed' }, errors: [] } }));
    await expect(client.reverse(AUTHORITY)).resolves.toBeUndefined();
    fake.handlers.set('reverse.json', () => errorAnswer(-63));
    await expect(client.reverse(AUTHORITY)).rejects.toMatchObject({ gatewayCode: -63, detail: codeMessages[-63] });
    fake.handlers.set('inquiry.json', () => ({ json: { data: { code: 100, message: 'Success', status: 'PAID' }, errors: [] } }));
    expect(await client.inquiry(AUTHORITY)).toBe('PAID');
  });

  it('reverse posts exactly {merchant_id, authority} as JSON to reverse.json and reads the outcome', async () => {
    fake.handlers.set('reverse.json', () => ({ json: { data: { code: '100', message: 'Reversed' }, errors: [] } }));
    await client.reverse(AUTHORITY);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.endpoint).toBe('reverse.json');
    expect(call.body).toEqual({ merchant_id: MERCHANT, authority: AUTHORITY });
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.accept).toBe('application/json');
    // Every refusal carries the gateway's code and its Persian message; no answer carries none.
    for (const code of [-51, -53, -54, -63]) {
      fake.handlers.set('reverse.json', () => errorAnswer(code));
      await expect(client.reverse(AUTHORITY)).rejects.toMatchObject({ code: 'GATEWAY_ERROR', gatewayCode: code, detail: codeMessages[code] });
    }
    fake.handlers.set('reverse.json', () => ({ json: { data: { code: 101, message: '?' }, errors: [] } }));
    await expect(client.reverse(AUTHORITY)).rejects.toBeInstanceOf(GatewayError);
    fake.handlers.set('reverse.json', () => ({ status: 500, text: '<html>' }));
    await expect(client.reverse(AUTHORITY)).rejects.toMatchObject({ gatewayCode: undefined });
    fake.handlers.set('reverse.json', () => 'hang');
    await expect(client.reverse(AUTHORITY)).rejects.toMatchObject({ code: 'GATEWAY_ERROR', gatewayCode: undefined });
  });

  it('has a Persian message for every documented code', () => {
    for (const code of [...DOCUMENTED_ERROR_CODES, 100, 101]) {
      expect(codeMessages[code], String(code)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

/** Every error code of docs/zarinpal.md's table ("Errors"). */
const DOCUMENTED_ERROR_CODES = [...ZARINPAL_ERROR_CODES];

describe('ZarinPal client against an imitation that answers as ZarinPal documents', () => {
  const REGISTERED = 'fest.test';
  let fake: FakeZarinpal;
  let zarinpal: DocumentedZarinpal;
  let client: ZarinpalClient;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    client = new ZarinpalClient({ baseUrl: fake.url, merchantId: MERCHANT, timeoutMs: 2000, transport: httpTransport(fake.url) });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.handlers.clear();
    fake.calls.length = 0;
    zarinpal = actAsDocumentedZarinpal(fake, REGISTERED);
  });

  const request = (over: Partial<Parameters<ZarinpalClient['request']>[0]> = {}) =>
    client.request({ amountRial: 250_000, callbackUrl: `https://${REGISTERED}/payment/perhaps`, description: 'سفارش ۷', mobile: '09121234567', orderId: '7', ...over });

  it('pays, verifies, re-verifies and reverses a session with an S authority (as ZarinPal’s sandbox issues)', async () => {
    const session = await request();
    expect(session.authority).toMatch(/^S[0-9a-zA-Z]{35}$/);
    expect(session.paymentUrl).toBe(`${fake.url}/pg/StartPay/${session.authority}`);
    expect(await client.verify({ authority: session.authority, amountRial: 250_000 })).toMatchObject({ paid: false, code: -51 });
    zarinpal.pay(session.authority);
    expect(await client.inquiry(session.authority)).toBe('PAID');
    expect(await client.unVerified()).toEqual([
      { authority: session.authority, amount: 250_000, callbackUrl: `https://${REGISTERED}/payment/perhaps`, date: '2026-05-01 10:00:00' },
    ]);
    expect(await client.verify({ authority: session.authority, amountRial: 250_001 })).toMatchObject({ paid: false, code: -50 });
    expect(await client.verify({ authority: session.authority, amountRial: 250_000 })).toEqual({ paid: true, code: 100, refId: 201, cardPan: '502229******5995' });
    expect(await client.verify({ authority: session.authority, amountRial: 250_000 })).toMatchObject({ paid: true, code: 101 });
    await expect(client.reverse(session.authority)).resolves.toBeUndefined();
    expect(await client.inquiry(session.authority)).toBe('REVERSED');
  });

  it('accepts an authority of A or S and 35 letters or digits and nothing else', async () => {
    for (const authority of ['A' + 'x'.repeat(35), 'S' + 'Z9'.repeat(17) + 'a', AUTHORITY]) {
      fake.handlers.set('request.json', okRequest(authority));
      expect((await request()).authority).toBe(authority);
    }
    for (const authority of ['B' + 'x'.repeat(35), 'S' + 'x'.repeat(34), 'S' + 'x'.repeat(36), 's' + 'x'.repeat(35), 'S' + 'x'.repeat(34) + '-']) {
      fake.handlers.set('request.json', okRequest(authority));
      await expect(request(), authority).rejects.toBeInstanceOf(GatewayError);
    }
  });

  it('sends what the documentation asks for, so the real gateway takes it: an integer amount in IRR, a short description', async () => {
    await request({ description: 'ش'.repeat(800) });
    const body = fake.calls[0]!.body;
    expect(body).toMatchObject({ merchant_id: MERCHANT, amount: 250_000, currency: 'IRR' });
    expect(Number.isInteger(body.amount)).toBe(true);
    expect((body.description as string).length).toBe(500);
  });

  it('names the refusals the documentation lists: under the minimum -9, another domain -14, over the maximum -41', async () => {
    await expect(request({ amountRial: 9_999 })).rejects.toMatchObject({ gatewayCode: -9, detail: codeMessages[-9] });
    await expect(request({ callbackUrl: 'https://elsewhere.example/payment/perhaps' })).rejects.toMatchObject({ gatewayCode: -14, detail: codeMessages[-14] });
    await expect(request({ amountRial: 1_000_000_010 })).rejects.toMatchObject({ gatewayCode: -41, detail: codeMessages[-41] });
  });

  it.each(DOCUMENTED_ERROR_CODES)('answers code %i with a GatewayError carrying it and its Persian name, never "unknown"', async (code) => {
    for (const endpoint of ['request.json', 'reverse.json']) zarinpal.refuse(endpoint, code);
    const err = (await request().catch((e: unknown) => e)) as GatewayError;
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ statusCode: 502, code: 'GATEWAY_ERROR', gatewayCode: code, detail: codeMessages[code] });
    expect(err.detail).not.toContain('ناشناخته');
    await expect(client.reverse(AUTHORITY)).rejects.toMatchObject({ gatewayCode: code, detail: codeMessages[code] });
  });

  it('tells the organiser what -14 and -62 ask of them: the registered site address, the server’s IP for refunds', () => {
    expect(messageForCode(-14)).toContain('PUBLIC_URL');
    expect(messageForCode(-14)).toContain('زرین‌پال');
    expect(messageForCode(-62)).toContain('IP');
    expect(messageForCode(-62)).toContain('بازگرداندن وجه');
  });
});

describe('choosing the gateway', () => {
  const settings = (env: Record<string, string>) => loadSettings({ NODE_ENV: 'test', PUBLIC_URL: 'http://fest.test', ...env });

  it('uses the built-in sandbox by default', () => {
    expect(gatewayLocation(settings({}))).toEqual({ baseUrl: 'http://fest.test/_sandbox/zarinpal', builtIn: true });
    expect(createGateway(settings({})).startPayUrl(AUTHORITY)).toBe(`http://fest.test/_sandbox/zarinpal/pg/StartPay/${AUTHORITY}`);
  });

  it('uses ZarinPal itself when a merchant id is set', () => {
    expect(gatewayLocation(settings({ ZARINPAL_MERCHANT_ID: MERCHANT }))).toEqual({ baseUrl: 'https://payment.zarinpal.com', builtIn: false });
    expect(createGateway(settings({ ZARINPAL_MERCHANT_ID: MERCHANT })).startPayUrl(AUTHORITY)).toBe(`https://payment.zarinpal.com/pg/StartPay/${AUTHORITY}`);
  });

  it('uses ZARINPAL_BASE_URL when given', () => {
    expect(gatewayLocation(settings({ ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com/' }))).toEqual({ baseUrl: 'https://sandbox.zarinpal.com', builtIn: false });
  });

  it('has a fixed UUID merchant id for the sandbox', () => {
    expect(SANDBOX_MERCHANT_ID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
