import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { coupons, payments } from '../../src/db/schema';
import { errorAnswer, okRequest, startFakeZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import {
  addToCart,
  createAccessory,
  createBuyer,
  createCoupon,
  createPresentation,
  payAll,
  paymentByAuthority,
  paymentsOf,
  participationState,
  remainedCapacity,
  verify,
} from './fixtures';

const TIMEOUT_MS = 400;
const AUTHORITY = 'A00000000000000000000000000000000042';

/** pay_all and verify when ZarinPal misbehaves (a local HTTP imitation, reached through ZARINPAL_BASE_URL). */
describe('gateway failures', () => {
  let fake: FakeZarinpal;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    t = await createTestApp({ env: { ZARINPAL_BASE_URL: fake.url, ZARINPAL_TIMEOUT_MS: String(TIMEOUT_MS), PUBLIC_URL: 'http://fest.test' } });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.handlers.clear();
    fake.calls.length = 0;
  });
  const db = () => t.database.db;

  async function expectNothingHalfWritten(buyerId: number, presentationId: number, capacity: number, item: number) {
    expect(await paymentsOf(db(), buyerId)).toEqual([]);
    expect(await remainedCapacity(t, presentationId)).toBe(capacity);
    expect(await participationState(db(), item)).toBe('PENDING');
  }

  for (const [name, answer] of [
    ['a ZarinPal error body (-10)', () => errorAnswer(-10)],
    ['HTTP 500 with HTML', () => ({ status: 500, text: '<html>down</html>' })],
    ['a success body without an authority', () => ({ json: { data: { code: 100 }, errors: [] } })],
  ] as const) {
    it(`pay_all: ${name} -> 502 GATEWAY_ERROR, no payment left, no seat or coupon use held`, async () => {
      fake.handlers.set('request.json', answer);
      const buyer = await createBuyer(t);
      const p = await createPresentation(db(), { capacity: 2 });
      const item = await addToCart(t, buyer, p);
      const coupon = await createCoupon(db(), { percentage: 10, maxUses: 1 });
      const res = await payAll(t, buyer, { coupon: coupon.code });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'GATEWAY_ERROR', detail: expect.stringMatching(/[\u0600-\u06FF]/) });
      await expectNothingHalfWritten(buyer.id, p, 2, item);
      // The coupon's single use is free for someone else.
      fake.handlers.set('request.json', okRequest(`A${String(coupon.id).padStart(35, '7')}`));
      const other = await createBuyer(t);
      await addToCart(t, other, p);
      expect((await payAll(t, other, { coupon: coupon.code })).statusCode).toBe(200);
    });
  }

  it('pay_all: a gateway that never answers -> 502 after ZARINPAL_TIMEOUT_MS, nothing half-written', async () => {
    fake.handlers.set('request.json', () => 'hang');
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    const item = await addToCart(t, buyer, p);
    const started = Date.now();
    const res = await payAll(t, buyer);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'GATEWAY_ERROR' });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 5000);
    await expectNothingHalfWritten(buyer.id, p, 1, item);
  });

  it('verify: an unreachable gateway -> 502 and the payment stays PENDING with its hold; later it completes', async () => {
    fake.handlers.set('request.json', okRequest(AUTHORITY));
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 3, cost: 12_345 });
    const item = await addToCart(t, buyer, p);
    expect((await payAll(t, buyer)).json()).toEqual({ payment_url: `${fake.url}/pg/StartPay/${AUTHORITY}`, authority: AUTHORITY });

    fake.handlers.set('verify.json', () => 'hang');
    const res = await verify(t, buyer, AUTHORITY);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'GATEWAY_ERROR' });
    fake.handlers.set('verify.json', () => errorAnswer(-52, 500));
    expect((await verify(t, buyer, AUTHORITY)).statusCode).toBe(502);
    expect((await paymentByAuthority(db(), AUTHORITY)).paymentState).toBe('PENDING');
    expect(await remainedCapacity(t, p)).toBe(2);

    fake.handlers.set('verify.json', () => ({
      json: { data: { code: 100, message: 'Verified', card_hash: 'X', card_pan: '603799******1234', ref_id: 987654321, fee_type: 'Merchant', fee: 0 }, errors: [] },
    }));
    const ok = await verify(t, buyer, AUTHORITY);
    expect(ok.json()).toMatchObject({ payment_state: 'COMPLETED', ref_id: 987654321, card_pan: '603799******1234', amount: 12_345 });
    // The exact stored amount, in Rial.
    expect(fake.calls.filter((c) => c.endpoint === 'verify.json').map((c) => c.body.amount)).toEqual([123_450, 123_450, 123_450]);
    expect(await participationState(db(), item)).toBe('COMPLETED');

    // A completed payment is answered from the database: the gateway is not asked again.
    const before = fake.calls.length;
    expect((await verify(t, buyer, AUTHORITY)).json()).toEqual(ok.json());
    expect(fake.calls.length).toBe(before);
  });

  it('verify: gateway answers 101 (verified before) counts as paid', async () => {
    const authority = 'A00000000000000000000000000000000101';
    fake.handlers.set('request.json', okRequest(authority));
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    await payAll(t, buyer);
    fake.handlers.set('verify.json', () => ({ json: { data: { code: '101', card_pan: '502229******0000', ref_id: '55' }, errors: [] } }));
    expect((await verify(t, buyer, authority)).json()).toMatchObject({ payment_state: 'COMPLETED', ref_id: 55 });
  });

  it('verify: -50 (amount differs) and -54 (invalid authority) mean not paid -> 400 FAILED', async () => {
    for (const [code, authority] of [
      [-50, 'A00000000000000000000000000000000050'],
      [-54, 'A00000000000000000000000000000000054'],
    ] as const) {
      fake.handlers.set('request.json', okRequest(authority));
      const buyer = await createBuyer(t);
      await addToCart(t, buyer, await createPresentation(db()));
      await payAll(t, buyer);
      fake.handlers.set('verify.json', () => errorAnswer(code));
      const res = await verify(t, buyer, authority);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ payment_state: 'FAILED' });
    }
  });

  it('a payment replaced while its gateway request was in flight gets no link: 409 CONFLICT, the replacement stands', async () => {
    const slow = 'A00000000000000000000000000000000409';
    const quick = 'A00000000000000000000000000000000410';
    let n = 0;
    fake.handlers.set('request.json', () => {
      n += 1;
      const body = okRequest(n === 1 ? slow : quick)({}) as { json: unknown };
      return n === 1 ? { ...body, delayMs: 250 } : body;
    });
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 5 });
    await addToCart(t, buyer, p);
    const first = payAll(t, buyer);
    while (fake.calls.length === 0) await new Promise((r) => setTimeout(r, 10));
    // The same cart while its link is being asked for: 409, nothing sent to the gateway.
    const same = await payAll(t, buyer);
    expect(same.statusCode, same.body).toBe(409);
    expect(same.json()).toMatchObject({ code: 'CONFLICT' });
    expect(fake.calls).toHaveLength(1);
    // Another cart (an accessory more) replaces the payment in flight.
    const second = await payAll(t, buyer, { accessories: [await createAccessory(db(), { price: 1000 })] });
    expect(second.json()).toMatchObject({ authority: quick });
    const late = await first;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT' });
    const rows = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expect(rows.filter((r) => r.paymentState === 'PENDING').map((r) => r.authority)).toEqual([quick]);
    // The stale session's authority is still recorded, so money paid for it would be found.
    expect(rows.find((r) => r.authority === slow)?.paymentState).toBe('EXPIRED');
    expect(await remainedCapacity(t, p)).toBe(4);
  });

  it('the coupon row is never pushed over its limit (CHECK constraint as last defence)', async () => {
    const coupon = await createCoupon(db(), { percentage: 5, maxUses: 1, usedCount: 1 });
    await expect(db().update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, coupon.id))).rejects.toThrow();
  });
});
