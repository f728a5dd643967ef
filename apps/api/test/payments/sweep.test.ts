import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { payments } from '../../src/db/schema';
import { startPaymentSweep, sweepPayments } from '../../src/modules/payments';
import {
  addToCart,
  createBuyer,
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

describe('background sweep of pending payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  // Tests run steps back to back, so a payment checked a moment ago may be checked again.
  const sweep = () => sweepPayments(t.app, { recheckAfterSeconds: 0 });

  async function start(buyer: Buyer) {
    const res = await payAll(t, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { authority: string }).authority;
  }

  it('completes an abandoned paid order (the buyer closed the tab after paying); verify then answers the same', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 2 });
    const item = await addToCart(t, buyer, p);
    const authority = await start(buyer);
    await pressAtBank(t, authority, 'OK');
    const report = await sweep();
    expect(report.completed).toBeGreaterThanOrEqual(1);
    const payment = await paymentByAuthority(db(), authority);
    expect(payment.paymentState).toBe('COMPLETED');
    expect(payment.refId).not.toBeNull();
    expect(await participationState(db(), item)).toBe('COMPLETED');
    const res = await verify(t, buyer, authority);
    expect(res.json()).toMatchObject({ payment_state: 'COMPLETED', ref_id: payment.refId });
  });

  it('never fails a payment the buyer may still be paying: "not paid" leaves it PENDING while the hold is live', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 2 });
    await addToCart(t, buyer, p);
    const authority = await start(buyer);
    await sweep();
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('PENDING');
    expect(await remainedCapacity(t, p)).toBe(1);
    // ... and the buyer can still pay and come back.
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).json()).toMatchObject({ payment_state: 'COMPLETED' });
  });

  it('expires an unpaid payment once its hold ran out, releasing the seat; the items stay in the cart', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    const item = await addToCart(t, buyer, p);
    const authority = await start(buyer);
    const payment = await paymentByAuthority(db(), authority);
    await expireHold(db(), payment.id);
    const report = await sweep();
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('EXPIRED');
    expect(await remainedCapacity(t, p)).toBe(1);
    expect(await participationState(db(), item)).toBe('PENDING');
  });

  it('expires a payment that never got a gateway session once its hold ran out', async () => {
    const buyer = await createBuyer(t);
    const [row] = await db()
      .insert(payments)
      .values({ userId: buyer.id, subtotal: 1000, totalPrice: 1000, holdExpiresAt: sql`now() - interval '1 second'` })
      .returning({ id: payments.id });
    await sweep();
    const [after] = await db().select().from(payments).where(eq(payments.id, row!.id));
    expect(after!.paymentState).toBe('EXPIRED');
  });

  it('finds money that arrived after the hold ran out (gateway unVerified list) and completes the order', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    const item = await addToCart(t, buyer, p);
    const authority = await start(buyer);
    await expireHold(db(), (await paymentByAuthority(db(), authority)).id);
    await sweep();
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('EXPIRED');
    await pressAtBank(t, authority, 'OK'); // paid late, tab closed
    const report = await sweep();
    expect(report.reconciled).toBeGreaterThanOrEqual(1);
    expect((await paymentByAuthority(db(), authority)).paymentState).toBe('COMPLETED');
    expect(await participationState(db(), item)).toBe('COMPLETED');
  });

  it('marks late money REFUND_REQUIRED when the seat was sold meanwhile', async () => {
    const late = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { capacity: 1 });
    await addToCart(t, late, p);
    await addToCart(t, rival, p);
    const lateAuthority = await start(late);
    await expireHold(db(), (await paymentByAuthority(db(), lateAuthority)).id);
    const rivalAuthority = await start(rival);
    await pressAtBank(t, rivalAuthority, 'OK');
    await pressAtBank(t, lateAuthority, 'OK');
    const report = await sweep();
    expect(report.completed + report.refundRequired).toBeGreaterThanOrEqual(2);
    expect((await paymentByAuthority(db(), rivalAuthority)).paymentState).toBe('COMPLETED');
    expect((await paymentByAuthority(db(), lateAuthority)).paymentState).toBe('REFUND_REQUIRED');
    expect(await remainedCapacity(t, p)).toBe(0);
  });

  it('does not ask about the same payment again within the re-check interval (claims with checked_at)', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const authority = await start(buyer);
    const first = await sweepPayments(t.app, { recheckAfterSeconds: 3600 });
    expect(first.checked).toBeGreaterThanOrEqual(1);
    const claimed = await paymentByAuthority(db(), authority);
    expect(claimed.checkedAt).not.toBeNull();
    const second = await sweepPayments(t.app, { recheckAfterSeconds: 3600 });
    expect(second.checked).toBe(0);
  });

  it('checks at most batchSize payments per step, oldest first', async () => {
    const buyers = [await createBuyer(t), await createBuyer(t), await createBuyer(t)];
    const authorities: string[] = [];
    for (const b of buyers) {
      await addToCart(t, b, await createPresentation(db()));
      authorities.push(await start(b));
    }
    // Everything else pending is pushed out of the way by a fresh claim stamp.
    await db().update(payments).set({ checkedAt: sql`now() + interval '1 hour'` }).where(sql`${payments.authority} not in (${sql.join(authorities.map((a) => sql`${a}`), sql`, `)})`);
    const report = await sweepPayments(t.app, { batchSize: 2, recheckAfterSeconds: 0 });
    expect(report.checked).toBe(2);
    const stamped = await Promise.all(authorities.map(async (a) => (await paymentByAuthority(db(), a)).checkedAt !== null));
    expect(stamped).toEqual([true, true, false]);
  });

  it('runs on a timer and stops cleanly', async () => {
    const stop = startPaymentSweep(t.app);
    await expect(stop()).resolves.toBeUndefined();
  });
});
