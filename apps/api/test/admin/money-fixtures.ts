import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, paymentEvents, payments } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import { addToCart, payAll, paymentByAuthority, pressAtBank, verify, type Buyer } from '../payments/fixtures';
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

export const refund = (t: TestApp, admin: Account, paymentId: number, body: Record<string, unknown>) =>
  asAdmin(t.app, admin, { method: 'POST', url: `/api/admin/payments/${paymentId}/refund/`, payload: body });

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
