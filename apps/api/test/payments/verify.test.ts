import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations, presentations, smsOutbox, userAccessories } from '../../src/db/schema';
import {
  addToCart,
  couponUsedCount,
  createAccessory,
  createBuyer,
  createCoupon,
  createPresentation,
  expireHold,
  payAll,
  paymentByAuthority,
  participationState,
  pressAtBank,
  remainedCapacity,
  verify,
  type Buyer,
} from './fixtures';

describe('verify (built-in sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function start(buyer: Buyer, body: { coupon?: string; accessories?: number[] } = {}) {
    const res = await payAll(t, buyer, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { authority: string }).authority;
  }

  it('completes a one-seat order (everything it writes goes with the COMMIT): payment, item with its ticket, seat sold, message queued once', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 45_000, capacity: 2, title: 'کارگاه تک‌صندلی' });
    const item = await addToCart(t, buyer, p);
    const authority = await start(buyer);
    await pressAtBank(t, authority, 'OK');

    const res = await verify(t, buyer, authority);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', payment_state: 'COMPLETED', amount: 45_000 });
    const payment = await paymentByAuthority(db(), authority);
    expect(payment).toMatchObject({ paymentState: 'COMPLETED', refId: body.ref_id, cardPan: body.card_pan });
    expect(payment.verifiedDate).not.toBeNull();
    const [done] = await db().select().from(participations).where(eq(participations.id, item));
    expect(done).toMatchObject({ paymentState: 'COMPLETED', holdsSeat: false });
    expect(done!.ticketHash).toMatch(/\S/);
    expect(done!.completedAt).not.toBeNull();
    const [counts] = await db().select({ sold: presentations.sold, held: presentations.held }).from(presentations).where(eq(presentations.id, p));
    expect(counts).toEqual({ sold: 1, held: 0 });
    const queued = async () => db().select().from(smsOutbox).where(eq(smsOutbox.dedupeKey, `purchase:${payment.id}`));
    expect(await queued()).toEqual([expect.objectContaining({ phoneNumber: buyer.phone, purpose: 'purchase', kind: 'text', text: expect.stringContaining('کارگاه تک‌صندلی') })]);

    // Asked again: the same answer, nothing written twice.
    expect((await verify(t, buyer, authority)).json()).toMatchObject({ payment_state: 'COMPLETED', ref_id: body.ref_id });
    expect(await queued()).toHaveLength(1);
    const [again] = await db().select().from(participations).where(eq(participations.id, item));
    expect(again!.ticketHash).toBe(done!.ticketHash);
  });

  it('completes a paid payment: 200 with ref_id, card_pan, amount; items COMPLETED, accessories given, coupon used', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 80_000, capacity: 3 });
    const item = await addToCart(t, buyer, p);
    const shirt = await createAccessory(db(), { price: 20_000 });
    const coupon = await createCoupon(db(), { percentage: 50, maxUses: 5 });
    const authority = await start(buyer, { coupon: coupon.code, accessories: [shirt] });
    await pressAtBank(t, authority, 'OK');

    const res = await verify(t, buyer, authority);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['amount', 'card_pan', 'detail', 'payment_state', 'ref_id', 'status']);
    expect(body).toMatchObject({ status: 'success', payment_state: 'COMPLETED', amount: 50_000, card_pan: expect.stringMatching(/\*{6}/), ref_id: expect.any(Number) });
    expect(body.detail).toMatch(/[\u0600-\u06FF]/);

    const payment = await paymentByAuthority(db(), authority);
    expect(payment).toMatchObject({ paymentState: 'COMPLETED', refId: body.ref_id, cardPan: body.card_pan });
    expect(payment.verifiedDate).not.toBeNull();
    expect(await participationState(db(), item)).toBe('COMPLETED');
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect((await db().select().from(userAccessories).where(eq(userAccessories.userId, buyer.id))).map((r) => r.accessoryId)).toEqual([shirt]);
    expect(await remainedCapacity(t, p)).toBe(2);
  });

  it('is idempotent: repeated verifies answer the same and complete nothing twice', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const shirt = await createAccessory(db());
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    const authority = await start(buyer, { coupon: coupon.code, accessories: [shirt] });
    await pressAtBank(t, authority, 'OK');
    const first = (await verify(t, buyer, authority)).json();
    for (let i = 0; i < 3; i += 1) {
      const again = await verify(t, buyer, authority, i === 0 ? 'NOK' : 'OK');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    }
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect((await db().select().from(userAccessories).where(eq(userAccessories.userId, buyer.id))).length).toBe(1);
  });

  it('concurrent verifies of one payment complete it once', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const shirt = await createAccessory(db());
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    const authority = await start(buyer, { coupon: coupon.code, accessories: [shirt] });
    await pressAtBank(t, authority, 'OK');
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(t, buyer, authority)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().ref_id)).size).toBe(1);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect((await db().select().from(userAccessories).where(eq(userAccessories.userId, buyer.id))).length).toBe(1);
  });

  it('a cancelled payment: 400 PAYMENT_FAILED with the same fields, holds released, items stay PENDING; paying again works', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1, cost: 30_000 });
    const item = await addToCart(t, buyer, p);
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 1 });
    const authority = await start(buyer, { coupon: coupon.code });
    expect(await remainedCapacity(t, p)).toBe(0);
    await pressAtBank(t, authority, 'NOK');
    const res = await verify(t, buyer, authority, 'NOK');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_FAILED', status: 'failed', payment_state: 'FAILED', ref_id: null, card_pan: null, amount: 27_000, detail: expect.any(String) });
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('FAILED');
    expect(await remainedCapacity(t, p)).toBe(1);
    expect(await participationState(db(), item)).toBe('PENDING');
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
    // The coupon's use is free again and the seat too.
    const again = await start(buyer, { coupon: coupon.code });
    await pressAtBank(t, again, 'OK');
    expect((await verify(t, buyer, again)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect((await verify(t, buyer, authority)).statusCode).toBe(400);
  });

  it('a verify before paying (callback forged with Status=OK) fails: the callback proves nothing', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const authority = await start(buyer);
    const res = await verify(t, buyer, authority, 'OK');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ payment_state: 'FAILED' });
  });

  it('Status=NOK still asks the gateway: if the money arrived, the order completes', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const authority = await start(buyer);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority, 'NOK')).json()).toMatchObject({ payment_state: 'COMPLETED' });
  });

  it("answers 404 for another user's payment or an unknown authority, changing nothing", async () => {
    const owner = await createBuyer(t);
    const other = await createBuyer(t);
    await addToCart(t, owner, await createPresentation(db()));
    const authority = await start(owner);
    await pressAtBank(t, authority, 'OK');
    const res = await verify(t, other, authority);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('PENDING');
    expect((await verify(t, owner, `A${'9'.repeat(35)}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/verify/', payload: { authority } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/verify/', headers: owner.headers, payload: {} })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('late money after the hold ran out completes the order when the seats are still free', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    const item = await addToCart(t, buyer, p);
    const authority = await start(buyer);
    const payment = await paymentByAuthority(db(), authority);
    await expireHold(db(), payment.id);
    expect(await remainedCapacity(t, p)).toBe(1);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect(await participationState(db(), item)).toBe('COMPLETED');
    expect(await remainedCapacity(t, p)).toBe(0);
  });

  it('late money after the seat was resold: 200 REFUND_REQUIRED, told in Persian; nothing oversold', async () => {
    const late = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    const lateItem = await addToCart(t, late, p);
    await addToCart(t, rival, p);
    const lateAuthority = await start(late);
    await expireHold(db(), (await paymentByAuthority(db(), lateAuthority)).id);
    const rivalAuthority = await start(rival);
    await pressAtBank(t, rivalAuthority, 'OK');
    expect((await verify(t, rival, rivalAuthority)).json()).toMatchObject({ payment_state: 'COMPLETED' });

    await pressAtBank(t, lateAuthority, 'OK');
    const res = await verify(t, late, lateAuthority);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'unexpected', payment_state: 'REFUND_REQUIRED', ref_id: expect.any(Number), card_pan: expect.any(String) });
    expect(body.detail).toContain('بازگردانده');
    expect(await participationState(db(), lateItem)).toBe('PENDING');
    expect(await remainedCapacity(t, p)).toBe(0);
    // Asked again, it answers the same.
    expect((await verify(t, late, lateAuthority)).json()).toEqual(body);
  });

  it('late money for a replaced payment whose items the new payment then paid: REFUND_REQUIRED, cart not paid twice', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 5 });
    await addToCart(t, buyer, p);
    const first = await start(buyer);
    // Another cart (an accessory more): a replacement, not the same link again.
    const second = await start(buyer, { accessories: [await createAccessory(db(), { price: 1000 })] });
    await pressAtBank(t, second, 'OK');
    expect((await verify(t, buyer, second)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    await pressAtBank(t, first, 'OK');
    expect((await verify(t, buyer, first)).json()).toMatchObject({ payment_state: 'REFUND_REQUIRED' });
    expect(await remainedCapacity(t, p)).toBe(4);
  });

  it('late money for a replaced payment paid first completes it and releases the replacement', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 5 });
    await addToCart(t, buyer, p);
    const first = await start(buyer);
    // Another cart (an accessory more): a replacement, not the same link again.
    const second = await start(buyer, { accessories: [await createAccessory(db(), { price: 1000 })] });
    await pressAtBank(t, first, 'OK');
    expect((await verify(t, buyer, first)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect((await paymentByAuthority(db(), second)).paymentState).toBe('EXPIRED');
    expect(await remainedCapacity(t, p)).toBe(4);
  });

  it('late money with the coupon used up meanwhile: REFUND_REQUIRED, the limit is never passed', async () => {
    const late = await createBuyer(t);
    const rival = await createBuyer(t);
    const coupon = await createCoupon(db(), { percentage: 20, maxUses: 1 });
    await addToCart(t, late, await createPresentation(db()));
    await addToCart(t, rival, await createPresentation(db()));
    const lateAuthority = await start(late, { coupon: coupon.code });
    await expireHold(db(), (await paymentByAuthority(db(), lateAuthority)).id);
    const rivalAuthority = await start(rival, { coupon: coupon.code });
    await pressAtBank(t, rivalAuthority, 'OK');
    await verify(t, rival, rivalAuthority);
    await pressAtBank(t, lateAuthority, 'OK');
    expect((await verify(t, late, lateAuthority)).json()).toMatchObject({ payment_state: 'REFUND_REQUIRED' });
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
  });

  it('limits verify calls per user (30 a minute), not per address', async () => {
    const eager = await createBuyer(t);
    const patient = await createBuyer(t);
    const unknown = `A${'8'.repeat(35)}`;
    for (let i = 0; i < 30; i += 1) expect((await verify(t, eager, unknown)).statusCode).toBe(404);
    const limited = await verify(t, eager, unknown);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(t, patient, unknown)).statusCode).toBe(404);
  });
});
