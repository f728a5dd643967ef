import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { TokenSigner } from '../../src/lib/tokens';
import {
  auditLog,
  coupons,
  participations,
  paymentAccessories,
  paymentEvents,
  paymentItems,
  payments,
  userAccessories,
  users,
} from '../../src/db/schema';
import { createAccessory, createCoupon, createPresentation } from '../payments/fixtures';
import { startServer, type ServerProcess } from '../payments/spawn-server';
import { startFakeZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import { recount } from '../../src/modules/inventory';

/**
 * A refund happens once even when organisers press the button at the same moment on two API
 * processes sharing the PostgreSQL database: one refund, one reverse call at the gateway, one coupon
 * use returned, the seats freed once. Real server processes and real HTTP; the gateway is a local
 * imitation that counts the reverse calls and answers slowly, so that the presses overlap.
 */
describe.skipIf(!onServer)('refund exactly once across two API processes', () => {
  let database: TestDatabase;
  let gateway: FakeZarinpal;
  let servers: ServerProcess[] = [];
  let adminAuth: string;
  const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = await startFakeZarinpal();
    gateway.handlers.set('reverse.json', () => ({ delayMs: 300, json: { data: { code: 100, message: 'Reversed' }, errors: [] } }));
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET, ZARINPAL_BASE_URL: gateway.url };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const [admin] = await database.db
      .insert(users)
      .values({ phoneNumber: '09350000001', email: 'admin@example.ir', firstName: 'مدیر', lastName: 'جشنواره', passwordHash: 'unused', role: 'admin' })
      .returning();
    adminAuth = `Bearer ${(await issueTokenPair(database.db, signer, { id: admin!.id, phoneNumber: admin!.phoneNumber, sessionVersion: admin!.sessionVersion })).access}`;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await gateway?.close();
    await database?.close();
  }, 60_000);

  /** A COMPLETED payment as settling leaves it: two registrations with tickets, an accessory, a coupon use. */
  async function completedPayment() {
    const db = database.db;
    seq += 1;
    const [buyer] = await db
      .insert(users)
      .values({ phoneNumber: `0936${String(seq).padStart(7, '0')}`, email: `b${seq}@example.ir`, firstName: 'خریدار', lastName: String(seq), passwordHash: 'unused' })
      .returning({ id: users.id });
    const a = await createPresentation(db, { capacity: 2, cost: 100_000 });
    const b = await createPresentation(db, { capacity: 2, cost: 50_000 });
    const coupon = await createCoupon(db, { percentage: 10, usedCount: 1, maxUses: 10 });
    const shirt = await createAccessory(db, { price: 20_000 });
    const authority = `A${String(seq).padStart(35, '0')}`;
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
    await recount(db); // the sale above was written by hand: its seats and coupon use are counted as after such SQL
    return { id: payment!.id, authority, couponId: coupon.id, items: items.map((i) => i.id) };
  }

  async function press(base: string, paymentId: number, body: unknown) {
    const res = await fetch(`${base}/api/admin/payments/${paymentId}/refund/`, {
      method: 'POST',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; payment_state?: string } };
  }

  async function expectRefundedOnce(p: Awaited<ReturnType<typeof completedPayment>>) {
    const db = database.db;
    const [row] = await db.select().from(payments).where(eq(payments.id, p.id));
    expect(row).toMatchObject({ paymentState: 'REFUNDED', refundClaimedAt: null });
    const [coupon] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, p.couponId));
    expect(coupon!.used).toBe(0);
    const cancelled = await db.select().from(participations).where(eq(participations.paymentState, 'CANCELLED'));
    expect(cancelled.filter((c) => p.items.includes(c.id))).toHaveLength(2);
    expect(await db.select().from(userAccessories).where(eq(userAccessories.paymentId, p.id))).toHaveLength(0);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect(events.filter((e) => e.state === 'REFUNDED')).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(eq(auditLog.objectId, String(p.id)));
    expect(audit.filter((a) => a.action === 'refund')).toHaveLength(1);
  }

  it('ten gateway refunds of one payment pressed at once on two processes: one 200, nine 409, one reverse call', async () => {
    const p = await completedPayment();
    const before = gateway.calls.filter((c) => c.endpoint === 'reverse.json').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => press(servers[i % 2]!.url, p.id, { method: 'gateway' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'CONFLICT')).toHaveLength(9);
    const reverses = gateway.calls.filter((c) => c.endpoint === 'reverse.json').slice(before);
    expect(reverses).toHaveLength(1);
    expect(reverses[0]!.body).toMatchObject({ authority: p.authority });
    await expectRefundedOnce(p);
  });

  it('gateway and manual refunds pressed together on two processes: exactly one of them wins', async () => {
    const p = await completedPayment();
    const before = gateway.calls.filter((c) => c.endpoint === 'reverse.json').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        press(servers[i % 2]!.url, p.id, i % 3 === 0 ? { method: 'manual', note: `دستی ${i}` } : { method: 'gateway' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, p.id));
    const reverses = gateway.calls.filter((c) => c.endpoint === 'reverse.json').length - before;
    // A gateway refund that won asked the gateway once; a manual one that won means no claim was
    // taken before it (it would have been refused meanwhile), so the gateway was never asked.
    expect(reverses).toBe(row!.refundMethod === 'gateway' ? 1 : 0);
    await expectRefundedOnce(p);
  });
});
