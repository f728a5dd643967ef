import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations, payments, presentations, userAccessories, zarinpalSandboxSessions } from '../../src/db/schema';
import {
  addToCart,
  couponUsedCount,
  createAccessory,
  createBuyer,
  createCoupon,
  createPresentation,
  payAll,
  paymentByAuthority,
  paymentsOf,
  participationState,
  pressAtBank,
  remainedCapacity,
  verify,
  type Buyer,
} from './fixtures';

const HOLD_SECONDS = 900;

describe('pay_all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test', PAYMENT_HOLD_SECONDS: String(HOLD_SECONDS) } });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function started(buyer: Buyer, body: { coupon?: string; accessories?: number[] } = {}) {
    const res = await payAll(t, buyer, body);
    expect(res.statusCode, res.body).toBe(200);
    const start = res.json() as { payment_url: string; authority: string };
    expect(Object.keys(start).sort()).toEqual(['authority', 'payment_url']);
    return { ...start, payment: await paymentByAuthority(db(), start.authority) };
  }

  async function sessionOf(authority: string) {
    const [row] = await db().select().from(zarinpalSandboxSessions).where(eq(zarinpalSandboxSessions.authority, authority));
    return row!;
  }

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', payload: {} })).statusCode).toBe(401);
  });

  it('answers CART_EMPTY for no PENDING items and no accessories', async () => {
    const buyer = await createBuyer(t);
    const res = await payAll(t, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CART_EMPTY' });
    // COMPLETED items are not charged again.
    await addToCart(t, buyer, await createPresentation(db(), { cost: 0 }));
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    expect((await payAll(t, buyer)).json()).toMatchObject({ code: 'CART_EMPTY' });
  });

  it('refuses unknown or inactive accessories with VALIDATION_ERROR naming the field', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const inactive = await createAccessory(db(), { active: false });
    for (const accessories of [[999_999], [inactive]]) {
      const res = await payAll(t, buyer, { accessories });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { accessories: [expect.any(String)] } });
    }
    expect(await paymentsOf(db(), buyer.id)).toEqual([]);
  });

  it('sends the gateway the server-computed total in Rial, the callback and the buyer metadata; holds for PAYMENT_HOLD_SECONDS', async () => {
    const buyer = await createBuyer(t);
    const p1 = await createPresentation(db(), { cost: 100_000 });
    const p2 = await createPresentation(db(), { cost: 33_333 });
    await addToCart(t, buyer, p1);
    await addToCart(t, buyer, p2);
    const shirt = await createAccessory(db(), { price: 50_000 });
    const s = await started(buyer, { accessories: [shirt, shirt] });
    expect(s.payment_url).toBe(`http://fest.test/_sandbox/zarinpal/pg/StartPay/${s.authority}`);
    expect(s.payment).toMatchObject({ subtotal: 183_333, discount: 0, totalPrice: 183_333, paymentState: 'PENDING', payLink: s.payment_url });
    const session = await sessionOf(s.authority);
    expect(session).toMatchObject({
      amount: 1_833_330,
      currency: 'IRR',
      callbackUrl: 'http://fest.test/payment/perhaps',
      mobile: buyer.phone,
      orderId: String(s.payment.id),
    });
    expect(session.email).toMatch(/@example\.ir$/);
    // Both times come from the database clock in one transaction.
    expect(s.payment.holdExpiresAt.getTime() - s.payment.createdDate.getTime()).toBe(HOLD_SECONDS * 1000);
  });

  it('discounts the whole subtotal (accessories included) for a coupon without eligible presentations, rounding down', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db(), { cost: 100_000 }));
    await addToCart(t, buyer, await createPresentation(db(), { cost: 33_333 }));
    const shirt = await createAccessory(db(), { price: 50_000 });
    const coupon = await createCoupon(db(), { code: 'Linux15', percentage: 15 });
    const s = await started(buyer, { coupon: 'lINUX15', accessories: [shirt] });
    // floor(183,333 x 15 / 100) = floor(27,499.95) = 27,499
    expect(s.payment).toMatchObject({ subtotal: 183_333, discount: 27_499, totalPrice: 155_834, couponId: coupon.id, couponCode: 'Linux15' });
    expect((await sessionOf(s.authority)).amount).toBe(1_558_340);
  });

  it('discounts only the eligible items for a coupon with eligible presentations', async () => {
    const buyer = await createBuyer(t);
    const eligible = await createPresentation(db(), { cost: 100_001 });
    const other = await createPresentation(db(), { cost: 50_000 });
    await addToCart(t, buyer, eligible);
    await addToCart(t, buyer, other);
    const shirt = await createAccessory(db(), { price: 20_000 });
    const coupon = await createCoupon(db(), { percentage: 25, eligible: [eligible] });
    const s = await started(buyer, { coupon: coupon.code, accessories: [shirt] });
    // floor(100,001 x 25 / 100) = floor(25,000.25) = 25,000
    expect(s.payment).toMatchObject({ subtotal: 170_001, discount: 25_000, totalPrice: 145_001 });
  });

  it('refuses a coupon that is unknown, expired, used up, held by others to its limit, or matches nothing in the cart', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 10_000 });
    await addToCart(t, buyer, p);
    const expired = await createCoupon(db(), { percentage: 10, expiresAt: new Date(Date.now() - 1000) });
    const usedUp = await createCoupon(db(), { percentage: 10, maxUses: 2, usedCount: 2 });
    const elsewhere = await createCoupon(db(), { percentage: 10, eligible: [await createPresentation(db())] });
    const single = await createCoupon(db(), { percentage: 10, maxUses: 1 });
    const holder = await createBuyer(t);
    await addToCart(t, holder, await createPresentation(db()));
    await started(holder, { coupon: single.code });
    for (const code of ['NO-SUCH-CODE', expired.code, usedUp.code, elsewhere.code, single.code]) {
      const res = await payAll(t, buyer, { coupon: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code: 'COUPON_INVALID' });
    }
    // An empty coupon means none.
    expect((await payAll(t, buyer, { coupon: '' })).statusCode).toBe(200);
  });

  it('re-checks every item: REGISTRATION_CLOSED, ALREADY_STARTED, CAPACITY_FULL (completed seats and live holds)', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    await addToCart(t, buyer, p);

    await db().update(presentations).set({ isRegistrationActive: false }).where(eq(presentations.id, p));
    expect((await payAll(t, buyer)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    await db().update(presentations).set({ isRegistrationActive: true, start: new Date(Date.now() - 1000) }).where(eq(presentations.id, p));
    expect((await payAll(t, buyer)).json()).toMatchObject({ code: 'ALREADY_STARTED' });
    await db().update(presentations).set({ start: new Date(Date.now() + 86_400_000) }).where(eq(presentations.id, p));

    const rival = await createBuyer(t);
    await addToCart(t, rival, p);
    const rivalStart = await started(rival); // holds the only seat
    const res = await payAll(t, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    await pressAtBank(t, rivalStart.authority, 'OK');
    expect((await verify(t, rival, rivalStart.authority)).statusCode).toBe(200);
    expect((await payAll(t, buyer)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });

  it('answers a refusal it can read at once in the order of the full check: an invalid accessory first, then the lowest refused item', async () => {
    const buyer = await createBuyer(t);
    const full = await createPresentation(db(), { capacity: 1 });
    const closed = await createPresentation(db());
    const rival = await createBuyer(t);
    await addToCart(t, rival, full);
    await addToCart(t, buyer, full);
    await addToCart(t, buyer, closed);
    await started(rival); // holds the only seat
    await db().update(presentations).set({ isRegistrationActive: false }).where(eq(presentations.id, closed));

    const inactive = await createAccessory(db(), { active: false });
    expect((await payAll(t, buyer, { accessories: [inactive] })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // `full` has the lower id: its refusal is the answer, not the closed one's.
    expect((await payAll(t, buyer, { accessories: [await createAccessory(db())] })).json()).toMatchObject({ code: 'CAPACITY_FULL' });
    expect(await paymentsOf(db(), buyer.id)).toEqual([]);
  });

  it('answers a burst of pay_alls each with their own reason', async () => {
    const full = await createPresentation(db(), { capacity: 1 });
    const closed = await createPresentation(db());
    const free = await createPresentation(db());
    const rival = await createBuyer(t);
    await addToCart(t, rival, full);
    const late = await Promise.all(Array.from({ length: 4 }, () => createBuyer(t)));
    for (const buyer of late) await addToCart(t, buyer, full);
    await started(rival); // holds the only seat
    const shut = await createBuyer(t);
    await addToCart(t, shut, closed);
    await db().update(presentations).set({ isRegistrationActive: false }).where(eq(presentations.id, closed));
    const lucky = await createBuyer(t);
    await addToCart(t, lucky, free);

    const answers = await Promise.all([...late, shut, lucky].map((buyer) => payAll(t, buyer)));
    expect(answers.map((res) => res.json().code ?? res.statusCode)).toEqual([
      'CAPACITY_FULL', 'CAPACITY_FULL', 'CAPACITY_FULL', 'CAPACITY_FULL', 'REGISTRATION_CLOSED', 200,
    ]);
    for (const buyer of [...late, shut]) expect(await paymentsOf(db(), buyer.id)).toEqual([]);
  });

  it('a seat whose hold ran out is not full for the next buyer: the hold is ended and the seat taken', async () => {
    const p = await createPresentation(db(), { capacity: 1 });
    const rival = await createBuyer(t);
    await addToCart(t, rival, p);
    const rivalStart = await started(rival);
    await db().update(payments).set({ holdExpiresAt: new Date(Date.now() - 60_000) }).where(eq(payments.id, rivalStart.payment.id));

    const buyer = await createBuyer(t);
    await addToCart(t, buyer, p);
    const buyerStart = await started(buyer);
    expect(buyerStart.payment.paymentState).toBe('PENDING');
    expect((await paymentByAuthority(db(), rivalStart.authority)).paymentState).toBe('EXPIRED');
  });

  it('a pay_all refused for a full workshop added later leaves the payment in progress (and its seat) untouched', async () => {
    const buyer = await createBuyer(t);
    const mine = await createPresentation(db());
    await addToCart(t, buyer, mine);
    const first = await started(buyer);
    const full = await createPresentation(db(), { capacity: 1 });
    const rival = await createBuyer(t);
    await addToCart(t, rival, full);
    await addToCart(t, buyer, full);
    await started(rival); // holds the only seat
    expect((await payAll(t, buyer)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
    expect((await paymentByAuthority(db(), first.authority)).paymentState).toBe('PENDING');
    expect(await remainedCapacity(t, mine)).toBe(9); // capacity 10, its seat still held
    expect(await remainedCapacity(t, full)).toBe(0);
  });

  it('a refused pay_all leaves the payment already in progress untouched', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db());
    await addToCart(t, buyer, p);
    const first = await started(buyer);
    expect((await payAll(t, buyer, { coupon: 'NO-SUCH-CODE' })).statusCode).toBe(400);
    expect((await paymentByAuthority(db(), first.authority)).paymentState).toBe('PENDING');
  });

  it('completes a free cart at once: 204 with no body, items COMPLETED, link revealed', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 0, capacity: 5 });
    const item = await addToCart(t, buyer, p);
    const res = await payAll(t, buyer);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await participationState(db(), item)).toBe('COMPLETED');
    const [payment] = await paymentsOf(db(), buyer.id);
    expect(payment).toMatchObject({ paymentState: 'COMPLETED', totalPrice: 0, authority: null });
    expect(payment!.verifiedDate).not.toBeNull();
    expect(await remainedCapacity(t, p)).toBe(4);
    const detail = await t.app.inject({ method: 'GET', url: `/api/presentations/${p}`, headers: buyer.headers });
    expect(detail.json().presentation_link).toBe('https://meet.example/room');
  });

  it('never gives a paid accessory away with a free cart: it goes through the gateway and is granted only on verify', async () => {
    const buyer = await createBuyer(t);
    const item = await addToCart(t, buyer, await createPresentation(db(), { cost: 0 }));
    const shirt = await createAccessory(db(), { price: 70_000 });
    const s = await started(buyer, { accessories: [shirt] });
    expect(s.payment.totalPrice).toBe(70_000);
    expect(await participationState(db(), item)).toBe('PENDING');
    const owned = () => db().select().from(userAccessories).where(eq(userAccessories.userId, buyer.id));
    expect(await owned()).toEqual([]);
    await pressAtBank(t, s.authority, 'OK');
    expect((await verify(t, buyer, s.authority)).statusCode).toBe(200);
    expect((await owned()).map((r) => r.accessoryId)).toEqual([shirt]);
    expect(await participationState(db(), item)).toBe('COMPLETED');
  });

  it('buys accessories alone (empty cart)', async () => {
    const buyer = await createBuyer(t);
    const shirt = await createAccessory(db(), { price: 10_000 });
    const s = await started(buyer, { accessories: [shirt] });
    expect(s.payment.totalPrice).toBe(10_000);
  });

  it('a coupon that covers everything completes at once (204) and consumes one use', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db(), { cost: 40_000 }));
    const shirt = await createAccessory(db(), { price: 10_000 });
    const coupon = await createCoupon(db(), { percentage: 100, maxUses: 3 });
    expect((await payAll(t, buyer, { coupon: coupon.code, accessories: [shirt] })).statusCode).toBe(204);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect((await db().select().from(userAccessories).where(eq(userAccessories.userId, buyer.id))).length).toBe(1);
  });

  it('a second pay_all for another cart replaces the first: one PENDING payment, one seat and one coupon use held', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 4 });
    await addToCart(t, buyer, p);
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 1 });
    const first = await started(buyer, { coupon: coupon.code });
    expect(await remainedCapacity(t, p)).toBe(3);
    // The coupon's only use was held by the first payment; the replacement (with an accessory more) may take it.
    const second = await started(buyer, { coupon: coupon.code, accessories: [await createAccessory(db(), { price: 1000 })] });
    expect(second.authority).not.toBe(first.authority);
    const states = (await paymentsOf(db(), buyer.id)).map((r) => r.paymentState);
    expect(states).toEqual(['EXPIRED', 'PENDING']);
    expect(await remainedCapacity(t, p)).toBe(3);

    // Cancelling at the bank for the replaced payment does not disturb the new one; the replaced one stays EXPIRED.
    await pressAtBank(t, first.authority, 'NOK');
    expect((await verify(t, buyer, first.authority, 'NOK')).json()).toMatchObject({ payment_state: 'EXPIRED', status: 'failed' });
    expect((await paymentByAuthority(db(), second.authority)).paymentState).toBe('PENDING');
    await pressAtBank(t, second.authority, 'OK');
    expect((await verify(t, buyer, second.authority)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
  });

  it('a second pay_all for the same cart gets the same link: one payable link per user', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db());
    await addToCart(t, buyer, p);
    const accessory = await createAccessory(db(), { price: 5000 });
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    const first = await started(buyer, { coupon: coupon.code, accessories: [accessory] });
    const again = await started(buyer, { coupon: coupon.code.toLowerCase(), accessories: [accessory, accessory] });
    expect(again.authority).toBe(first.authority);
    expect(again.payment_url).toBe(first.payment_url);
    expect((await paymentsOf(db(), buyer.id)).map((r) => r.paymentState)).toEqual(['PENDING']);
    // A price changed meanwhile is another cart: replaced.
    await db().update(presentations).set({ cost: 90_000 }).where(eq(presentations.id, p));
    const repriced = await started(buyer, { coupon: coupon.code, accessories: [accessory] });
    expect(repriced.authority).not.toBe(first.authority);
    expect((await paymentsOf(db(), buyer.id)).map((r) => r.paymentState)).toEqual(['EXPIRED', 'PENDING']);
  });

  it('ten concurrent pay_all calls by one user give one payable link (the others the same link, or 409 CONFLICT)', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const answers = await Promise.all(Array.from({ length: 10 }, () => payAll(t, buyer)));
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const conflicts = answers.filter((a) => a.statusCode === 409);
    for (const a of conflicts) expect(a.json()).toMatchObject({ code: 'CONFLICT', detail: expect.any(String) });
    const links = new Set(answers.filter((a) => a.statusCode === 200).map((a) => (a.json() as { authority: string }).authority));
    expect(links.size).toBe(1);
    // Nothing else was ever sent to the bank: every sandbox session is that one link.
    const sessions = await db().select({ authority: zarinpalSandboxSessions.authority }).from(zarinpalSandboxSessions)
      .innerJoin(payments, eq(payments.authority, zarinpalSandboxSessions.authority)).where(eq(payments.userId, buyer.id));
    expect(sessions.map((s) => s.authority)).toEqual([...links]);
    expect((await paymentsOf(db(), buyer.id)).filter((r) => r.paymentState === 'PENDING')).toHaveLength(1);
  });

  it('held seats count in remained_capacity and are released when the payment FAILS', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 2 });
    const item = await addToCart(t, buyer, p);
    expect(await remainedCapacity(t, p)).toBe(2); // a cart item alone holds nothing
    const s = await started(buyer);
    expect(await remainedCapacity(t, p)).toBe(1);
    await pressAtBank(t, s.authority, 'NOK');
    const res = await verify(t, buyer, s.authority, 'NOK');
    expect(res.statusCode).toBe(400);
    expect(await remainedCapacity(t, p)).toBe(2);
    expect(await participationState(db(), item)).toBe('PENDING');
  });

  it('accepts no body at all, or an empty JSON body', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const none = await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: buyer.headers });
    expect(none.statusCode, none.body).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay_all/',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/payments/pay_all/',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"coupon": ',
    });
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('accepts null for the optional fields (older clients)', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/pay_all/', headers: buyer.headers, payload: { coupon: null, accessories: null } });
    expect(res.statusCode).toBe(200);
  });

  it('charges the cost at pay_all time and records it per item', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 10_000 });
    const item = await addToCart(t, buyer, p);
    await db().update(presentations).set({ cost: 12_000 }).where(eq(presentations.id, p));
    const s = await started(buyer);
    expect(s.payment.totalPrice).toBe(12_000);
    const [row] = await db().select().from(participations).where(eq(participations.id, item));
    expect(row!.paymentState).toBe('PENDING');
  });
});
