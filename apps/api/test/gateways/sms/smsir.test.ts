import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsError } from '../../../src/gateways/sms/provider';
import { SmsIrClient } from '../../../src/gateways/sms/smsir';
import { MinuteWindow } from '../fake-provider-server';
import { startFakeSmsIr, type FakeSmsIr } from '../fake-smsir';
import { expectNoKey } from './leaks';

const PHONE = '09121234567';
const LINE = '30007732000000';

describe('SMS.ir client against a local imitation of its API', () => {
  let fake: FakeSmsIr;
  let client: SmsIrClient;
  const key = 'SmsIrKey-QWERTYUIOP-0987654321';
  beforeAll(async () => {
    fake = await startFakeSmsIr(key);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    Object.assign(fake, { credit: 100, outage: 'none', throttle: new MinuteWindow() });
    fake.sent.length = 0;
    fake.requests.length = 0;
    fake.refusedNumbers.clear();
    client = new SmsIrClient({ apiKey: key, lineNumber: LINE, baseUrl: fake.url, timeoutMs: 500 });
  });

  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => expect.fail('the send should have failed'),
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(SmsError);
    expectNoKey(err, key);
    return err as SmsError;
  };

  it('sends a code to send/verify as JSON with the key in X-API-KEY, and returns data.messageId', async () => {
    const receipt = await client.sendCode(PHONE, '004217', '123456');
    expect(receipt).toEqual({ providerMessageId: String(fake.sent[0]!.messageId) });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/send/verify');
    expect(request.headers['x-api-key']).toBe(key);
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ mobile: PHONE, templateId: 123456, parameters: [{ name: 'Code', value: '004217' }] });
  });

  it('names the code parameter as the organiser set it', async () => {
    fake.templates.set(777, ['OTP']);
    const named = new SmsIrClient({ apiKey: key, baseUrl: fake.url, codeParameter: 'OTP' });
    await named.sendCode(PHONE, '123456', '777');
    expect(JSON.parse(fake.requests[0]!.body).parameters).toEqual([{ name: 'OTP', value: '123456' }]);
  });

  it('sends a plain text to send/bulk with the line as a number, one mobile and no schedule', async () => {
    const text = 'یادآوری: کارگاه «لینوکس» فردا ساعت ۱۰ در سالن ۲';
    const receipt = await client.sendText(PHONE, text);
    expect(receipt.providerMessageId).toBe(String(fake.sent[0]!.messageId));
    expect(fake.requests[0]!.path).toBe('/v1/send/bulk');
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ lineNumber: 30007732000000, messageText: text, mobiles: [PHONE], sendDateTime: null });
  });

  it('refuses a plain text without a sending line, before calling', async () => {
    const noLine = new SmsIrClient({ apiKey: key, baseUrl: fake.url });
    expect(await failure(noLine.sendText(PHONE, 'x'))).toMatchObject({ reason: 'rejected', retryable: false });
    expect(fake.requests).toHaveLength(0);
    expect(() => new SmsIrClient({ apiKey: key, lineNumber: '3000-77' })).toThrow();
  });

  it('reads HTTP 401 as a bad key: permanent', async () => {
    const wrong = new SmsIrClient({ apiKey: 'wrong-key-XYZ', lineNumber: LINE, baseUrl: fake.url });
    const err = await failure(wrong.sendText(PHONE, 'x'));
    expect(err).toMatchObject({ reason: 'bad_key', retryable: false, provider: 'smsir' });
    expectNoKey(err, 'wrong-key-XYZ');
  });

  it('reads "not enough credit" as out of credit: retryable once topped up', async () => {
    fake.credit = 0;
    expect(await failure(client.sendCode(PHONE, '123456', '123456'))).toMatchObject({ reason: 'out_of_credit', retryable: true, providerStatus: 102 });
  });

  it('reads HTTP 429 as rate limited, with the Retry-After it was given', async () => {
    fake.throttle = new MinuteWindow(1);
    await client.sendCode(PHONE, '123456', '123456');
    const err = await failure(client.sendCode(PHONE, '123456', '123456'));
    expect(err).toMatchObject({ reason: 'rate_limited', retryable: true, retryAfterSeconds: 10 });
  });

  it('reads a refused mobile as an invalid number: permanent', async () => {
    fake.refusedNumbers.add('09990000000');
    expect(await failure(client.sendText('09990000000', 'x'))).toMatchObject({ reason: 'invalid_number', retryable: false, providerStatus: 104 });
    expect(await failure(client.sendText('0912', 'x'))).toMatchObject({ reason: 'invalid_number' });
    expect(fake.requests).toHaveLength(1);
  });

  it('reads an unknown template or a missing parameter as a permanent refusal', async () => {
    expect(await failure(client.sendCode(PHONE, '123456', '999'))).toMatchObject({ reason: 'rejected', retryable: false, providerStatus: 113 });
    const misnamed = new SmsIrClient({ apiKey: key, baseUrl: fake.url, codeParameter: 'code' });
    expect(await failure(misnamed.sendCode(PHONE, '123456', '123456'))).toMatchObject({ reason: 'rejected', retryable: false });
    expect(await failure(client.sendCode(PHONE, '123456', 'fest-signup'))).toMatchObject({ reason: 'rejected' });
  });

  it('treats a 5xx page and an answer that is not JSON as the provider being down: retryable', async () => {
    fake.outage = 'down';
    expect(await failure(client.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
    fake.outage = 'garbage';
    expect(await failure(client.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
  });

  it('gives up after its time-out: retryable', async () => {
    fake.outage = 'hang';
    expect(await failure(client.sendCode(PHONE, '123456', '123456'))).toMatchObject({ reason: 'timeout', retryable: true });
  });

  it('reports an unreachable provider as unavailable', async () => {
    const dead = new SmsIrClient({ apiKey: key, lineNumber: LINE, baseUrl: 'http://127.0.0.1:1/v1', timeoutMs: 2000 });
    expect(await failure(dead.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
  });

  it('never shows the key when the client itself is logged', () => {
    expectNoKey(client, key);
  });
});
