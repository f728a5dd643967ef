import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeMessages } from '../../src/gateways/zarinpal-wire';
import { actAsDocumentedZarinpal, startFakeZarinpal, type DocumentedZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import { addToCart, createBuyer, createPresentation, payAll, paymentByAuthority, participationState, verify } from './fixtures';

const MERCHANT = '11111111-2222-4333-8444-555555555555';

/**
 * A purchase through the whole app against ZarinPal as its documentation describes it (a local HTTP
 * imitation reached through ZARINPAL_BASE_URL, as ZarinPal's own sandbox host would be): it issues
 * `S` authorities, which the app must take in pay_all, in the callback's verify and in its answers.
 */
describe('pay_all and verify against ZarinPal as documented', () => {
  let fake: FakeZarinpal;
  let zarinpal: DocumentedZarinpal;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    t = await createTestApp({ env: { ZARINPAL_BASE_URL: fake.url, ZARINPAL_MERCHANT_ID: MERCHANT, PUBLIC_URL: 'https://fest.test' } });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.handlers.clear();
    fake.calls.length = 0;
    zarinpal = actAsDocumentedZarinpal(fake, 'fest.test');
  });

  it('buys with an S authority: pay_all sends the buyer to StartPay, verify of the callback completes the order', async () => {
    const buyer = await createBuyer(t);
    const item = await addToCart(t, buyer, await createPresentation(t.database.db, { cost: 120_000 }));
    const started = await payAll(t, buyer);
    expect(started.statusCode, started.body).toBe(200);
    const { authority, payment_url } = started.json() as { authority: string; payment_url: string };
    expect(authority).toMatch(/^S[0-9a-zA-Z]{35}$/);
    expect(payment_url).toBe(`${fake.url}/pg/StartPay/${authority}`);
    expect(fake.calls[0]!.body).toMatchObject({ merchant_id: MERCHANT, amount: 1_200_000, currency: 'IRR', callback_url: 'https://fest.test/payment/perhaps' });

    zarinpal.pay(authority);
    const res = await verify(t, buyer, authority);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', payment_state: 'COMPLETED', ref_id: 201, card_pan: '502229******5995', amount: 120_000 });
    expect((await paymentByAuthority(t.database.db, authority)).paymentState).toBe('COMPLETED');
    expect(await participationState(t.database.db, item)).toBe('COMPLETED');
  });

  it('a cancelled S session fails at verify (400 FAILED), its item stays in the cart', async () => {
    const buyer = await createBuyer(t);
    const item = await addToCart(t, buyer, await createPresentation(t.database.db));
    const started = await payAll(t, buyer);
    expect(started.statusCode, started.body).toBe(200);
    const { authority } = started.json() as { authority: string };
    const res = await verify(t, buyer, authority, 'NOK');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ payment_state: 'FAILED' });
    expect(await participationState(t.database.db, item)).toBe('PENDING');
  });

});

describe('a site whose address is not the one registered with ZarinPal', () => {
  let fake: FakeZarinpal;
  let elsewhere: TestApp;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    actAsDocumentedZarinpal(fake, 'fest.test');
    elsewhere = await createTestApp({ env: { ZARINPAL_BASE_URL: fake.url, ZARINPAL_MERCHANT_ID: MERCHANT, PUBLIC_URL: 'https://fest-mirror.test' } });
  });
  afterEach(() => expectNoDrift(elsewhere.database.db));
  afterAll(async () => {
    await elsewhere.close();
    await fake.close();
  });

  it('gets 502 naming the cause (-14: PUBLIC_URL is not the registered site), not "unknown code"', async () => {
    const buyer = await createBuyer(elsewhere);
    await addToCart(elsewhere, buyer, await createPresentation(elsewhere.database.db));
    const res = await payAll(elsewhere, buyer);
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toEqual({ code: 'GATEWAY_ERROR', detail: codeMessages[-14] });
  });
});
