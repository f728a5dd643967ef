import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq, sql } from 'drizzle-orm';
import type { Payment } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { competitionSignups, payments } from '../../src/db/schema';
import { recount } from '../../src/modules/inventory';
import { sweepPayments } from '../../src/modules/payments';
import {
  addToCart,
  competitionCounters,
  createBuyer,
  createPresentation,
  expireHold,
  payAll,
  paymentByAuthority,
  pressAtBank,
  setFestival,
  verify,
  type Buyer,
} from '../payments/fixtures';

describe('competition signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts from a competition nobody has entered: written by hand, so counted again.
    await t.database.db.delete(competitionSignups);
    await t.database.db.update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.paymentState, 'PENDING'));
    await recount(t.database.db);
  });
  const db = () => t.database.db;
  const signup = (buyer: Buyer, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/competition_signup/',
      headers: payload === undefined ? buyer.headers : { ...buyer.headers, 'content-type': 'application/json' },
      payload,
    });
  const signedUp = async (buyer: Buyer) =>
    (await db().select().from(competitionSignups).where(eq(competitionSignups.userId, buyer.id))).length > 0;

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/' })).statusCode).toBe(401);
  });

  it('creates a competition payment holding a seat; verify signs the user up', async () => {
    await setFestival(db(), { price: 50_000, capacity: 10, open: true });
    const buyer = await createBuyer(t);
    const res = await signup(buyer);
    expect(res.statusCode).toBe(200);
    const start = res.json() as { payment_url: string; authority: string };
    expect(start.payment_url).toBe(`http://fest.test/_sandbox/zarinpal/pg/StartPay/${start.authority}`);
    const payment = await paymentByAuthority(db(), start.authority);
    expect(payment).toMatchObject({ isCompetitionPayment: true, totalPrice: 50_000, paymentState: 'PENDING' });
    expect(await signedUp(buyer)).toBe(false);

    await pressAtBank(t, start.authority, 'OK');
    const v = await verify(t, buyer, start.authority);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ payment_state: 'COMPLETED', amount: 50_000 });
    expect(await signedUp(buyer)).toBe(true);

    const again = await signup(buyer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });

    const list = (await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers })).json() as Payment[];
    expect(list[0]).toMatchObject({ is_competition_payment: true, participations: [], total_price: 50_000 });
  });

  it('a cancelled competition payment does not sign up and releases the seat', async () => {
    await setFestival(db(), { price: 50_000, capacity: 1, open: true });
    const buyer = await createBuyer(t);
    const other = await createBuyer(t);
    const start = (await signup(buyer)).json();
    expect((await signup(other)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
    await pressAtBank(t, start.authority, 'NOK');
    expect((await verify(t, buyer, start.authority, 'NOK')).statusCode).toBe(400);
    expect(await signedUp(buyer)).toBe(false);
    expect((await signup(other)).statusCode).toBe(200);
  });

  it('counts signed-up users and live holds against the capacity', async () => {
    await setFestival(db(), { price: 10_000, capacity: 2, open: true });
    const a = await createBuyer(t);
    const b = await createBuyer(t);
    const c = await createBuyer(t);
    await db().insert(competitionSignups).values({ userId: a.id, editionId: sql`fest_current_edition()` });
    await recount(db()); // signed up by hand-written SQL
    const held = (await signup(b)).json();
    const full = await signup(c);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    await expireHold(db(), (await paymentByAuthority(db(), held.authority)).id);
    expect((await signup(c)).statusCode).toBe(200);
    // b pays late for the seat c now holds: refunded, never oversold.
    await pressAtBank(t, held.authority, 'OK');
    expect((await verify(t, b, held.authority)).json()).toMatchObject({ payment_state: 'REFUND_REQUIRED' });
    expect(await signedUp(b)).toBe(false);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 1 });
  });

  it('keeps the counters equal to the facts: a hold takes a seat, payment sells it, a failed payment gives it back', async () => {
    await setFestival(db(), { price: 20_000, capacity: 3, open: true });
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    const first = (await signup(a)).json();
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 1 });
    const second = (await signup(b)).json();
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 2 });

    await pressAtBank(t, first.authority, 'OK');
    expect((await verify(t, a, first.authority)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 1 });
    // Verified again: nothing is sold twice.
    expect((await verify(t, a, first.authority)).statusCode).toBe(200);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 1 });

    await pressAtBank(t, second.authority, 'NOK');
    expect((await verify(t, b, second.authority, 'NOK')).statusCode).toBe(400);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 0 });
    // Verified again: the seat is not given back twice.
    await verify(t, b, second.authority, 'NOK');
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 0 });
  });

  it('a hold that runs out keeps its seat on the counters until the sweep ends it, then gives it back', async () => {
    await setFestival(db(), { price: 20_000, capacity: 3, open: true });
    const buyer = await createBuyer(t);
    const start = (await signup(buyer)).json();
    const payment = await paymentByAuthority(db(), start.authority);
    await expireHold(db(), payment.id);
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 1 });
    await sweepPayments(t.app, { recheckAfterSeconds: 0 });
    expect((await paymentByAuthority(db(), start.authority)).paymentState).toBe('EXPIRED');
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 0 });
  });

  it('money arriving after the hold ended sells a seat only if one is free', async () => {
    await setFestival(db(), { price: 20_000, capacity: 1, open: true });
    const buyer = await createBuyer(t);
    const start = (await signup(buyer)).json();
    await expireHold(db(), (await paymentByAuthority(db(), start.authority)).id);
    await sweepPayments(t.app, { recheckAfterSeconds: 0 });
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 0 });
    await pressAtBank(t, start.authority, 'OK');
    expect((await verify(t, buyer, start.authority)).json()).toMatchObject({ payment_state: 'COMPLETED' });
    expect(await signedUp(buyer)).toBe(true);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 0 });
  });

  it('a second signup of the same user replaces the first hold: one seat, not two', async () => {
    await setFestival(db(), { price: 20_000, capacity: 1, open: true });
    const buyer = await createBuyer(t);
    const first = (await signup(buyer)).json();
    const again = await signup(buyer);
    expect(again.statusCode, again.body).toBe(200);
    expect((await paymentByAuthority(db(), first.authority)).paymentState).toBe('EXPIRED');
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 1 });
  });

  it('a pay_all of the same user ends the competition hold and gives its seat back', async () => {
    await setFestival(db(), { price: 20_000, capacity: 1, open: true });
    const buyer = await createBuyer(t);
    const start = (await signup(buyer)).json();
    await addToCart(t, buyer, await createPresentation(db()));
    expect((await payAll(t, buyer)).statusCode).toBe(200);
    expect((await paymentByAuthority(db(), start.authority)).paymentState).toBe('EXPIRED');
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 0 });
  });

  it('answers REGISTRATION_CLOSED when registration is closed', async () => {
    const buyer = await createBuyer(t);
    await setFestival(db(), { price: 10_000, capacity: 5, open: false });
    const res = await signup(buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
  });

  it('a free competition signs the user up at once: 200 {detail}', async () => {
    await setFestival(db(), { price: 0, capacity: 5, open: true });
    const buyer = await createBuyer(t);
    const res = await signup(buyer, '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await signedUp(buyer)).toBe(true);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 0 });
  });

  it('a free competition sells only the seats it has', async () => {
    await setFestival(db(), { price: 0, capacity: 2, open: true });
    const buyers = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    const answers = [];
    for (const b of buyers) answers.push(await signup(b));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 400]);
    expect(answers[2]!.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    expect(await competitionCounters(db())).toEqual({ sold: 2, held: 0 });
  });

  it('replaces the pending cart payment (one payment in progress per user)', async () => {
    await setFestival(db(), { price: 10_000, capacity: 5, open: true });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const cart = (await payAll(t, buyer)).json();
    expect((await signup(buyer)).statusCode).toBe(200);
    expect((await paymentByAuthority(db(), cart.authority)).paymentState).toBe('EXPIRED');
  });
});

describe('competition signup without a festival row', () => {
  it('answers REGISTRATION_CLOSED', async () => {
    const t = await createTestApp();
    try {
      const buyer = await createBuyer(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers: buyer.headers });
      expect(res.json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    } finally {
      await t.close();
    }
  });
});
