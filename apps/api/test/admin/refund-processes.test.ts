import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import { TokenSigner } from '../../src/lib/tokens';
import {
  auditLog,
  coupons,
  participations,
  paymentEvents,
  payments,
  refunds,
  userAccessories,
  users,
} from '../../src/db/schema';
import { startServer, type ServerProcess } from '../payments/spawn-server';
import { startFakeZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import { completedPaymentByHand } from './money-fixtures';

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

  const completedPayment = () => completedPaymentByHand(database.db);

  async function press(base: string, paymentId: number, body: unknown) {
    const res = await fetch(`${base}/api/admin/payments/${paymentId}/refund/`, {
      method: 'POST',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; state?: string; method?: string } };
  }

  async function expectRefundedOnce(p: Awaited<ReturnType<typeof completedPayment>>) {
    const db = database.db;
    const [row] = await db.select().from(payments).where(eq(payments.id, p.id));
    expect(row).toMatchObject({ paymentState: 'REFUNDED' });
    const made = await db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(made.map((r) => [r.state, r.amount])).toEqual([['DONE', 153_000]]);
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

  it('ten gateway refunds of one payment pressed at once on two processes: one 201, nine 409, one reverse call', async () => {
    const p = await completedPayment();
    const before = gateway.calls.filter((c) => c.endpoint === 'reverse.json').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => press(servers[i % 2]!.url, p.id, { method: 'gateway' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
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
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const reverses = gateway.calls.filter((c) => c.endpoint === 'reverse.json').length - before;
    // A gateway refund that won asked the gateway once; a manual one that won was recorded before any
    // gateway refund was written (which would have been refused meanwhile), so the gateway was never asked.
    expect(reverses).toBe(won[0]!.body.method === 'gateway' ? 1 : 0);
    await expectRefundedOnce(p);
  });

  it('a process killed in the middle of a gateway refund: the refund stays PENDING and another process settles it once, by inquiry', async () => {
    const p = await completedPayment();
    // The gateway reverses and holds its answer; the process asking is killed meanwhile.
    let reversedNow: () => void = () => {};
    const asked = new Promise<void>((resolve) => (reversedNow = resolve));
    gateway.handlers.set('reverse.json', () => {
      reversedNow();
      return 'hang';
    });
    gateway.handlers.set('inquiry.json', () => ({ json: { data: { code: 100, message: 'Success', status: 'REVERSED' }, errors: [] } }));
    const victim = servers[0]!;
    const pressed = press(victim.url, p.id, { method: 'gateway' }).catch(() => null);
    await asked;
    victim.child.kill('SIGKILL');
    expect(await pressed).toBeNull();
    const [pending] = await database.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(pending).toMatchObject({ state: 'PENDING' });
    expect((await database.db.select().from(payments).where(eq(payments.id, p.id)))[0]!.paymentState).toBe('COMPLETED');

    // Later, on the other process: the organiser's manual refund first settles the lost one, which returned everything.
    await database.db.update(refunds).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(refunds.paymentId, p.id));
    const manual = await press(servers[1]!.url, p.id, { method: 'manual', note: 'دستی پس از خرابی' });
    expect(manual).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    await expectRefundedOnce(p);
    const reverses = gateway.calls.filter((c) => c.endpoint === 'reverse.json' && c.body.authority === p.authority);
    expect(reverses).toHaveLength(1);
  });
});
