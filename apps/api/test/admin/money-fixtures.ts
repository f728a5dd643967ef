import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { auditLog, participations, paymentAccessories, paymentEvents, paymentItems, payments, refunds, userAccessories, users } from '../../src/db/schema';
import { recount } from '../../src/modules/inventory';
import type { TestApp } from '../helpers/app';
import { addToCart, createAccessory, createCoupon, createPresentation, payAll, paymentByAuthority, pressAtBank, verify, type Buyer } from '../payments/fixtures';
import { asAdmin, type Account } from './authz';

/**
 * A real purchase through the API and the built-in sandbox bank: the buyer adds `presentationIds`
 * to the cart, pays (with a coupon and accessories if given), presses pay at the bank and comes
 * back to verify. Returns the COMPLETED payment row and the cart item ids.
 */
export async function buy(
  t: TestApp,
  buyer: Buyer,
  presentationIds: number[],
  body: { coupon?: string; accessories?: number[] } = {},
) {
  const items: number[] = [];
  for (const id of presentationIds) items.push(await addToCart(t, buyer, id));
  const started = await payAll(t, buyer, body);
  expect(started.statusCode, started.body).toBe(200);
  const authority = (started.json() as { authority: string }).authority;
  await pressAtBank(t, authority, 'OK');
  const verified = await verify(t, buyer, authority);
  expect(verified.statusCode, verified.body).toBe(200);
  const payment = await paymentByAuthority(t.database.db, authority);
  expect(payment.paymentState).toBe('COMPLETED');
  return { payment, items, authority };
}

export const refund = (t: TestApp, admin: Account, paymentId: number, body: Record<string, unknown>, key?: string) =>
  asAdmin(t.app, admin, {
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund/`,
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

/** The refunds of a payment, oldest first, as rows. */
export async function refundsOfPayment(t: TestApp, paymentId: number) {
  return t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

export async function paymentRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function eventsOf(t: TestApp, paymentId: number) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id);
}

export async function auditOf(t: TestApp, paymentId: number) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'payment'), eq(auditLog.objectId, String(paymentId)))).orderBy(auditLog.id);
}

let written = 0;

/**
 * A COMPLETED payment as settling leaves it, written straight into the database (for a gateway
 * imitation that never saw it): two registrations with tickets, an accessory, a coupon use, verified
 * now at `authority`. Counters recounted, as after any SQL by hand.
 */
export async function completedPaymentByHand(db: Db) {
  written += 1;
  const seq = `${process.pid % 1000}${written}`.padStart(7, '0').slice(-7);
  const [buyer] = await db
    .insert(users)
    .values({ phoneNumber: `0936${seq}`, email: `b${seq}@example.ir`, firstName: 'خریدار', lastName: seq, passwordHash: 'unused' })
    .returning({ id: users.id });
  const a = await createPresentation(db, { capacity: 2, cost: 100_000 });
  const b = await createPresentation(db, { capacity: 2, cost: 50_000 });
  const coupon = await createCoupon(db, { percentage: 10, usedCount: 1, maxUses: 10 });
  const shirt = await createAccessory(db, { price: 20_000 });
  const authority = `A${seq.padStart(35, '0')}`;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyer!.id,
      subtotal: 170_000,
      discount: 17_000,
      totalPrice: 153_000,
      paymentState: 'COMPLETED',
      authority,
      refId: 123_456_789,
      cardPan: '502229******1234',
      couponId: coupon.id,
      couponCode: coupon.code,
      holdExpiresAt: new Date(),
      verifiedDate: new Date(),
    })
    .returning({ id: payments.id });
  const items = await db
    .insert(participations)
    .values([a, b].map((presentationId, i) => ({ userId: buyer!.id, presentationId, paymentState: 'COMPLETED' as const, completedAt: new Date(), ticketSalt: `s${seq}${i}`, ticketHash: `h${seq}${i}` })))
    .returning({ id: participations.id, presentationId: participations.presentationId });
  await db.insert(paymentItems).values(items.map((i) => ({ paymentId: payment!.id, participationId: i.id, presentationId: i.presentationId, cost: i.presentationId === a ? 100_000 : 50_000 })));
  await db.insert(paymentAccessories).values({ paymentId: payment!.id, accessoryId: shirt, price: 20_000 });
  await db.insert(userAccessories).values({ userId: buyer!.id, accessoryId: shirt, paymentId: payment!.id });
  await recount(db);
  return { id: payment!.id, authority, couponId: coupon.id, items: items.map((i) => i.id), presentations: [a, b], userId: buyer!.id };
}
