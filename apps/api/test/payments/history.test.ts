import { recount } from '../../src/modules/inventory';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { paymentEvents, payments, users } from '../../src/db/schema';
import { sweepPayments } from '../../src/modules/payments';
import {
  addToCart,
  createBuyer,
  createPresentation,
  expireHold,
  payAll,
  paymentByAuthority,
  pressAtBank,
  verify,
  type Buyer,
} from './fixtures';

/**
 * Every state a payment enters is in its history (payment_events), written in the same transaction
 * as the change, with the organiser who acted (null for the buyer, the gateway and the sweep) and a note.
 */
describe('payment history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const history = (paymentId: number) =>
    db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id);
  const states = async (paymentId: number) => (await history(paymentId)).map((e) => e.state);

  async function start(buyer: Buyer) {
    const res = await payAll(t, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return paymentByAuthority(db(), (res.json() as { authority: string }).authority);
  }

  it('records a new payment as PENDING and its completion as COMPLETED, with no actor and a note', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const payment = await start(buyer);
    await pressAtBank(t, payment.authority!, 'OK');
    await verify(t, buyer, payment.authority!);
    const events = await history(payment.id);
    expect(events.map((e) => e.state)).toEqual(['PENDING', 'COMPLETED']);
    for (const e of events) {
      expect(e.actorId).toBeNull();
      expect(e.note).not.toBe('');
    }
    expect(events[1]!.note).toContain('بازگشت خریدار');
    expect(events[1]!.at.getTime()).toBeGreaterThanOrEqual(events[0]!.at.getTime());
  });

  it('records FAILED when the buyer comes back unpaid, and nothing for a repeated verify', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const payment = await start(buyer);
    await pressAtBank(t, payment.authority!, 'NOK');
    await verify(t, buyer, payment.authority!);
    await verify(t, buyer, payment.authority!);
    expect(await states(payment.id)).toEqual(['PENDING', 'FAILED']);
  });

  it('records EXPIRED for a payment replaced by a second pay_all, and for a hold the sweep finds run out', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const first = await start(buyer);
    // A changed cart replaces the open payment (the same cart would get the same payment back).
    await addToCart(t, buyer, await createPresentation(db()));
    const second = await start(buyer);
    expect(await states(first.id)).toEqual(['PENDING', 'EXPIRED']);
    await expireHold(db(), second.id);
    await sweepPayments(t.app, { recheckAfterSeconds: 0 });
    const events = await history(second.id);
    expect(events.map((e) => e.state)).toEqual(['PENDING', 'EXPIRED']);
    expect(events[1]!.note).toContain('بررسی خودکار');
  });

  it('records a free order as COMPLETED at once', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db(), { cost: 0 }));
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    const [payment] = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expect(await states(payment!.id)).toEqual(['COMPLETED']);
  });

  it('records REFUND_REQUIRED when money arrives for a payment that can no longer be fulfilled', async () => {
    const buyer = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    await addToCart(t, buyer, p);
    const payment = await start(buyer);
    await expireHold(db(), payment.id);
    await addToCart(t, rival, p);
    const theirs = await start(rival);
    await pressAtBank(t, theirs.authority!, 'OK');
    await verify(t, rival, theirs.authority!);
    await pressAtBank(t, payment.authority!, 'OK');
    await verify(t, buyer, payment.authority!);
    // The rival's pay_all, refused by the counters while the ran-out hold still owned the seat, ended it (EXPIRED).
    expect(await states(payment.id)).toEqual(['PENDING', 'EXPIRED', 'REFUND_REQUIRED']);
  });

  it('is written in the transaction of the change: a change rolled back leaves no history', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const payment = await start(buyer);
    await expect(
      db().transaction(async (tx) => {
        await tx.update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.id, payment.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await states(payment.id)).toEqual(['PENDING']);
  });

  it('records a change made by hand in SQL too, and nothing when the state does not change', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const payment = await start(buyer);
    await db().update(payments).set({ checkedAt: sql`now()` }).where(eq(payments.id, payment.id));
    await db().update(payments).set({ paymentState: 'PENDING' }).where(eq(payments.id, payment.id));
    expect(await states(payment.id)).toEqual(['PENDING']);
    await db().execute(sql`update payments set payment_state = 'EXPIRED' where id = ${payment.id}`);
    expect(await states(payment.id)).toEqual(['PENDING', 'EXPIRED']);
    await recount(db()); // the seat that hand-written SQL left counted as held
  });

  it('names the organiser of a transaction that says who acted, and keeps it to that transaction', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const payment = await start(buyer);
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.id, buyer.id));
    await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('fest.actor_id', ${String(admin!.id)}, true), set_config('fest.payment_note', 'آزمون', true)`);
      await tx.update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.id, payment.id));
    });
    // Late money: the one move the contract allows out of FAILED (or EXPIRED).
    await db().update(payments).set({ paymentState: 'REFUND_REQUIRED' }).where(eq(payments.id, payment.id));
    await recount(db()); // the seat that hand-written SQL left counted as held
    const events = await history(payment.id);
    expect(events[1]).toMatchObject({ state: 'FAILED', actorId: admin!.id });
    expect(events[1]!.note).toContain('آزمون');
    expect(events[2]).toMatchObject({ state: 'REFUND_REQUIRED', actorId: null });
    expect(events[2]!.note).not.toContain('آزمون');
  });
});
