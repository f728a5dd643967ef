import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { makeBuyers } from '../helpers/buyers';
import { TokenSigner } from '../../src/lib/tokens';
import { coupons, festival, participations, payments, userAccessories, zarinpalSandboxSessions } from '../../src/db/schema';
import { createAccessory, createCoupon, createPresentation } from './fixtures';
import { startServer, type ServerProcess, call } from './spawn-server';

/**
 * The contract's promise under real concurrency: several API processes sharing one PostgreSQL
 * database never complete more participations than the capacity, never spend a coupon more than
 * its limit and complete a payment exactly once. Two real server processes, real HTTP.
 */
describe.skipIf(!onServer)('concurrency across two API processes sharing the database', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(festival).values({ id: 1, name: 'جشنواره', competitionPrice: 10_000, competitionCapacity: 10, competitionRegistrationOpen: true });
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET };
    // One after the other: both migrate at start (the migrator serialises them anyway).
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 180_000);

  afterEach(() => expectNoDrift(database.db));

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.close();
  }, 60_000);

  const buyers = (n: number) => makeBuyers(database.db, signer, n, { prefix: '0935', lastName: 'همزمان' });


  /** The buyer's browser at the bank: the pay button posts the form (to either process). */
  async function pay(base: string, authority: string) {
    const res = await fetch(`${base}/_sandbox/zarinpal/pg/StartPay/${authority}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=OK',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('Status=OK');
  }

  it('50 buyers for 5 seats, spread over both processes: exactly 5 complete, the rest get CAPACITY_FULL', async () => {
    const CAPACITY = 5;
    const BUYERS = 50;
    const presentationId = await createPresentation(database.db, { capacity: CAPACITY, cost: 150_000 });
    const racers = await buyers(BUYERS);
    const outcome: Record<string, number> = {};
    const note = (key: string) => (outcome[key] = (outcome[key] ?? 0) + 1);
    const payAllMs: number[] = [];
    const started = Date.now();

    await Promise.all(
      racers.map(async (buyer, i) => {
        // Each step goes to a different process than the one before.
        const [a, b] = i % 2 ? [servers[0]!.url, servers[1]!.url] : [servers[1]!.url, servers[0]!.url];
        const add = await call(a, 'POST', `/api/presentations/${presentationId}/add_participation/`, buyer.auth);
        if (add.status !== 201) return note(`add ${add.status} ${String(add.body.code)}`);
        const t0 = Date.now();
        const payAll = await call(b, 'POST', '/api/payments/pay_all/', buyer.auth, {});
        payAllMs.push(Date.now() - t0);
        if (payAll.status !== 200) return note(`pay_all ${payAll.status} ${String(payAll.body.code)}`);
        const authority = String(payAll.body.authority);
        await pay(a, authority);
        const verified = await call(b, 'POST', '/api/payments/verify/', buyer.auth, { authority, status: 'OK' });
        note(`verify ${verified.status} ${String(verified.body.payment_state)}`);
      }),
    );
    const elapsed = Date.now() - started;

    const [completed] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(participations)
      .where(and(eq(participations.presentationId, presentationId), eq(participations.paymentState, 'COMPLETED')));
    const states = await database.db
      .select({ state: payments.paymentState, n: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.paymentState);
    const remained = await call(servers[0]!.url, 'GET', `/api/presentations/${presentationId}`, racers[0]!.auth);

    payAllMs.sort((x, y) => x - y);
    console.log(
      `[concurrency] ${BUYERS} buyers, ${CAPACITY} seats, 2 API processes: ${elapsed} ms end to end; ` +
        `completed participations = ${completed!.n}; outcomes ${JSON.stringify(outcome)}; ` +
        `payment states ${JSON.stringify(Object.fromEntries(states.map((s) => [s.state, s.n])))}; ` +
        `pay_all latency p50 ${payAllMs[Math.floor(payAllMs.length / 2)]} ms, max ${payAllMs.at(-1)} ms (${payAllMs.length} calls)`,
    );

    expect(completed!.n).toBe(CAPACITY);
    expect(outcome['verify 200 COMPLETED']).toBe(CAPACITY);
    const refused = Object.entries(outcome)
      .filter(([k]) => k !== 'verify 200 COMPLETED')
      .reduce((s, [k, n]) => {
        expect(k).toMatch(/^(add|pay_all) 400 CAPACITY_FULL$/);
        return s + n;
      }, 0);
    expect(refused).toBe(BUYERS - CAPACITY);
    expect(remained.body.remained_capacity).toBe(0);
  }, 180_000);

  it('ten concurrent verifies of one payment (both processes) complete it once', async () => {
    const [buyer] = await buyers(1);
    const presentationId = await createPresentation(database.db, { capacity: 3, cost: 90_000 });
    const shirt = await createAccessory(database.db, { price: 30_000 });
    const coupon = await createCoupon(database.db, { percentage: 10, maxUses: 5 });
    const [a, b] = [servers[0]!.url, servers[1]!.url];
    expect((await call(a, 'POST', `/api/presentations/${presentationId}/add_participation/`, buyer!.auth)).status).toBe(201);
    const start = await call(b, 'POST', '/api/payments/pay_all/', buyer!.auth, { coupon: coupon.code, accessories: [shirt] });
    expect(start.status).toBe(200);
    const authority = String(start.body.authority);
    await pay(a, authority);

    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 ? a : b, 'POST', '/api/payments/verify/', buyer!.auth, { authority, status: 'OK' })),
    );
    const elapsed = Date.now() - t0;

    const [used] = await database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    const owned = await database.db.select().from(userAccessories).where(eq(userAccessories.userId, buyer!.id));
    const [payment] = await database.db.select().from(payments).where(eq(payments.authority, authority));
    const [session] = await database.db.select().from(zarinpalSandboxSessions).where(eq(zarinpalSandboxSessions.authority, authority));
    console.log(
      `[concurrency] 10 concurrent verifies of one payment over 2 processes: ${elapsed} ms; ` +
        `statuses ${JSON.stringify(answers.map((x) => x.status))}; distinct ref_ids ${new Set(answers.map((x) => x.body.ref_id)).size}; ` +
        `coupon used_count ${used!.n}; accessories granted ${owned.length}; payment ${payment!.paymentState}`,
    );

    expect(answers.every((x) => x.status === 200 && x.body.payment_state === 'COMPLETED')).toBe(true);
    expect(new Set(answers.map((x) => x.body.ref_id)).size).toBe(1);
    expect(answers[0]!.body.amount).toBe(108_000);
    expect(used!.n).toBe(1);
    expect(owned).toHaveLength(1);
    expect(payment!.paymentState).toBe('COMPLETED');
    expect(session!.status).toBe('VERIFIED');
  }, 60_000);

  it('a single-use coupon raced by ten buyers is held and spent once', async () => {
    const racers = await buyers(10);
    const coupon = await createCoupon(database.db, { percentage: 30, maxUses: 1 });
    const presentationId = await createPresentation(database.db, { capacity: 100, cost: 10_000 });
    for (const [i, r] of racers.entries()) {
      const add = await call(servers[i % 2]!.url, 'POST', `/api/presentations/${presentationId}/add_participation/`, r.auth);
      expect(add.status).toBe(201);
    }
    const t0 = Date.now();
    const answers = await Promise.all(
      racers.map((r, i) => call(servers[i % 2]!.url, 'POST', '/api/payments/pay_all/', r.auth, { coupon: coupon.code })),
    );
    const elapsed = Date.now() - t0;
    const winners = answers.filter((x) => x.status === 200);
    const losers = answers.filter((x) => x.status === 400 && x.body.code === 'COUPON_INVALID');
    console.log(
      `[concurrency] 10 buyers racing for a single-use coupon over 2 processes: ${elapsed} ms; ` +
        `${winners.length} held it, ${losers.length} got COUPON_INVALID`,
    );
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(9);

    // Everyone who lost can pay without it; the winner pays with it. The coupon is spent once.
    const winnerIndex = answers.findIndex((x) => x.status === 200);
    await Promise.all(
      racers.map(async (r, i) => {
        const base = servers[i % 2]!.url;
        const start = i === winnerIndex ? answers[i]! : await call(base, 'POST', '/api/payments/pay_all/', r.auth, {});
        expect(start.status).toBe(200);
        await pay(servers[(i + 1) % 2]!.url, String(start.body.authority));
        const v = await call(base, 'POST', '/api/payments/verify/', r.auth, { authority: start.body.authority });
        expect(v.body.payment_state).toBe('COMPLETED');
      }),
    );
    const [used] = await database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(used!.n).toBe(1);
  }, 60_000);

  it('ten concurrent pay_all calls of one buyer over both processes give one payable link', async () => {
    const [buyer] = await buyers(1);
    const presentationId = await createPresentation(database.db, { capacity: 10, cost: 10_000 });
    expect((await call(servers[0]!.url, 'POST', `/api/presentations/${presentationId}/add_participation/`, buyer!.auth)).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(servers[i % 2]!.url, 'POST', '/api/payments/pay_all/', buyer!.auth, {})),
    );
    for (const a of answers) expect([200, 409]).toContain(a.status);
    const links = new Set(answers.filter((a) => a.status === 200).map((a) => String(a.body.authority)));
    expect(links.size).toBe(1);
    const sent = await database.db
      .select({ authority: zarinpalSandboxSessions.authority })
      .from(zarinpalSandboxSessions)
      .innerJoin(payments, eq(payments.authority, zarinpalSandboxSessions.authority))
      .where(eq(payments.userId, buyer!.id));
    expect(sent.map((r) => r.authority)).toEqual([...links]);
  }, 60_000);
});
