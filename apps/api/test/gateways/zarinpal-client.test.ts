import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, gatewayLocation, GatewayError, httpTransport, ZarinpalClient } from '../../src/gateways/zarinpal';
import { codeMessages, SANDBOX_MERCHANT_ID } from '../../src/gateways/zarinpal-wire';
import { loadSettings } from '../../src/config/settings';
import { errorAnswer, okRequest, startFakeZarinpal, type FakeZarinpal } from './fake-zarinpal';

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
    for (const code of [-9, -10, -11, -12, -15, -41, -50, -51, -52, -53, -54, -63, 100, 101]) {
      expect(codeMessages[code]).toMatch(/[\u0600-\u06FF]/);
    }
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
