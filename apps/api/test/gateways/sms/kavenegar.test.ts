import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KavenegarClient } from '../../../src/gateways/sms/kavenegar';
import { SmsError } from '../../../src/gateways/sms/provider';
import { startFakeKavenegar, type FakeKavenegar } from '../fake-kavenegar';
import { MinuteWindow } from '../fake-provider-server';
import { expectNoKey } from './leaks';

const PHONE = '09121234567';

describe('Kavenegar client against a local imitation of its API', () => {
  let fake: FakeKavenegar;
  let client: KavenegarClient;
  const key = 'k/y+with=odd chars-6E2F4A';
  beforeAll(async () => {
    fake = await startFakeKavenegar(key);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    Object.assign(fake, { credit: 100, outage: 'none', throttle: new MinuteWindow() });
    fake.sent.length = 0;
    fake.requests.length = 0;
    fake.refusedNumbers.clear();
    client = new KavenegarClient({ apiKey: key, sender: '10004346', baseUrl: fake.url, timeoutMs: 500 });
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

  it('sends a plain text form-encoded to sms/send.json with the key in the path, and returns the message id', async () => {
    const text = 'بلیت کارگاه شما آماده است: https://fest.example/profile & more';
    const receipt = await client.sendText(PHONE, text);
    expect(receipt).toEqual({ providerMessageId: String(fake.sent[0]!.messageid) });
    expect(fake.sent).toEqual([{ messageid: fake.sent[0]!.messageid, receptor: PHONE, message: text, sender: '10004346' }]);
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v1/${encodeURIComponent(key)}/sms/send.json`);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ receptor: PHONE, message: text, sender: '10004346' });
  });

  it('leaves the sender out when none is set (the account default line)', async () => {
    const plain = new KavenegarClient({ apiKey: key, baseUrl: fake.url });
    await plain.sendText(PHONE, 'hello');
    expect(new URLSearchParams(fake.requests[0]!.body).has('sender')).toBe(false);
  });

  it('sends a code through verify/lookup.json with receptor, token and template', async () => {
    const receipt = await client.sendCode(PHONE, '004217', 'fest-signup');
    expect(receipt.providerMessageId).toBe(String(fake.sent[0]!.messageid));
    expect(fake.requests[0]!.path).toBe(`/v1/${encodeURIComponent(key)}/verify/lookup.json`);
    expect(Object.fromEntries(new URLSearchParams(fake.requests[0]!.body))).toEqual({ receptor: PHONE, token: '004217', template: 'fest-signup' });
  });

  it('reads 403 as a bad key: permanent', async () => {
    const wrong = new KavenegarClient({ apiKey: 'not-the-key-ZZZ', baseUrl: fake.url });
    const err = await failure(wrong.sendText(PHONE, 'x'));
    expect(err).toMatchObject({ reason: 'bad_key', retryable: false, providerStatus: 403, provider: 'kavenegar' });
    expectNoKey(err, 'not-the-key-ZZZ');
  });

  it('reads 418 as out of credit: retryable once topped up', async () => {
    fake.credit = 0;
    const err = await failure(client.sendCode(PHONE, '123456', 'fest-reset'));
    expect(err).toMatchObject({ reason: 'out_of_credit', retryable: true, providerStatus: 418 });
    expect(fake.sent).toHaveLength(0);
  });

  it('reads 429 as rate limited, with the Retry-After it was given', async () => {
    fake.throttle = new MinuteWindow(1);
    await client.sendText(PHONE, 'one');
    const err = await failure(client.sendText(PHONE, 'two'));
    expect(err).toMatchObject({ reason: 'rate_limited', retryable: true, retryAfterSeconds: 30 });
  });

  it('reads 411 as an invalid number: permanent', async () => {
    fake.refusedNumbers.add('09990000000');
    const err = await failure(client.sendText('09990000000', 'x'));
    expect(err).toMatchObject({ reason: 'invalid_number', retryable: false, providerStatus: 411 });
  });

  it('refuses a malformed phone itself, without calling (and a comma never sends to two)', async () => {
    for (const phone of ['9121234567', '+989121234567', `${PHONE},09120000000`, '']) {
      const err = await failure(client.sendText(phone, 'x'));
      expect(err).toMatchObject({ reason: 'invalid_number', retryable: false });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('reads 424 (no such template) as a permanent refusal', async () => {
    const err = await failure(client.sendCode(PHONE, '123456', 'no-such-template'));
    expect(err).toMatchObject({ reason: 'rejected', retryable: false, providerStatus: 424 });
  });

  it('treats a 5xx page and an answer that is not JSON as the provider being down: retryable', async () => {
    fake.outage = 'down';
    expect(await failure(client.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
    fake.outage = 'garbage';
    expect(await failure(client.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
  });

  it('gives up after its time-out: retryable', async () => {
    fake.outage = 'hang';
    const err = await failure(client.sendCode(PHONE, '123456', 'fest-signup'));
    expect(err).toMatchObject({ reason: 'timeout', retryable: true });
  });

  it('stops when the caller aborts (a worker shutting down)', async () => {
    fake.outage = 'hang';
    const slow = new KavenegarClient({ apiKey: key, baseUrl: fake.url, timeoutMs: 60_000 });
    const controller = new AbortController();
    const pending = slow.sendText(PHONE, 'x', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(pending)).toMatchObject({ reason: 'unavailable', retryable: true });
  });

  it('reports an unreachable provider as unavailable without quoting the URL that holds the key', async () => {
    const dead = new KavenegarClient({ apiKey: key, baseUrl: 'http://127.0.0.1:1/v1', timeoutMs: 2000 });
    expect(await failure(dead.sendText(PHONE, 'x'))).toMatchObject({ reason: 'unavailable', retryable: true });
  });

  it('never shows the key when the client itself is logged', () => {
    expectNoKey(client, key);
  });
});
