import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { expectNoDrift } from '../helpers/drift';
import { TEST_JWT_SECRET } from '../helpers/app';
import { makeBuyers } from '../helpers/buyers';
import { TokenSigner } from '../../src/lib/tokens';
import { competitionSignups, festival, payments } from '../../src/db/schema';
import { competitionCounters } from '../payments/fixtures';
import { call, startServer, type ServerProcess } from '../payments/spawn-server';

/**
 * The competition's last seats under real concurrency: buyers on two API processes sharing one
 * PostgreSQL database sign up at once; the festival row's conditional UPDATE (inventory/counters.ts)
 * gives each seat to one of them. Not timed: it asserts outcomes only.
 */
describe.skipIf(!onServer)('competition signup racing on two API processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  const signer = new TokenSigner(TEST_JWT_SECRET, 3600, 86_400);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(festival).values({ id: 1, name: 'جشنواره', competitionPrice: 10_000, competitionCapacity: 3, competitionRegistrationOpen: true });
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 180_000);

  afterEach(() => expectNoDrift(database.db));

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    await database?.close();
  }, 60_000);

  const buyers = (n: number) => makeBuyers(database.db, signer, n, { prefix: '0937', lastName: 'همزمان' });


  const signedUpCount = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(competitionSignups))[0]!.n;

  it('20 buyers for the last 3 paid seats: exactly 3 sign up, the others get CAPACITY_FULL', async () => {
    const racers = await buyers(20);
    const outcome: Record<string, number> = {};
    const note = (key: string) => (outcome[key] = (outcome[key] ?? 0) + 1);

    await Promise.all(
      racers.map(async (buyer, i) => {
        // Each step on a different process than the one before.
        const [a, b] = i % 2 ? [servers[0]!.url, servers[1]!.url] : [servers[1]!.url, servers[0]!.url];
        const start = await call(a, 'POST', '/api/users/competition_signup/', buyer.auth);
        if (start.status !== 200) return note(`signup ${start.status} ${String(start.body.code)}`);
        const authority = String(start.body.authority);
        const bank = await fetch(`${b}/_sandbox/zarinpal/pg/StartPay/${authority}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'status=OK',
          redirect: 'manual',
        });
        expect(bank.status).toBe(303);
        const verified = await call(b, 'POST', '/api/payments/verify/', buyer.auth, { authority, status: 'OK' });
        note(`verify ${verified.status} ${String(verified.body.payment_state)}`);
      }),
    );

    expect(outcome).toEqual({ 'verify 200 COMPLETED': 3, 'signup 400 CAPACITY_FULL': 17 });
    expect(await signedUpCount()).toBe(3);
    expect(await competitionCounters(database.db)).toEqual({ sold: 3, held: 0 });
    const info = await fetch(`${servers[0]!.url}/api/competition/`);
    expect(await info.json()).toMatchObject({ capacity: 3, remained_capacity: 0 });
  }, 120_000);

  it('20 buyers for 3 more free seats: exactly 3 more sign up, never more than the capacity', async () => {
    await database.db.update(festival).set({ competitionPrice: 0, competitionCapacity: 6 });
    const racers = await buyers(20);
    const answers = await Promise.all(racers.map((buyer, i) => call(servers[i % 2]!.url, 'POST', '/api/users/competition_signup/', buyer.auth)));
    const statuses = answers.map((r) => `${r.status} ${String(r.body.code ?? 'signed up')}`);
    expect(statuses.filter((s) => s === '200 signed up')).toHaveLength(3);
    expect(statuses.filter((s) => s === '400 CAPACITY_FULL')).toHaveLength(17);
    expect(await signedUpCount()).toBe(6);
    expect(await competitionCounters(database.db)).toEqual({ sold: 6, held: 0 });
    const [pending] = await database.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.paymentState, 'PENDING'));
    expect(pending!.n).toBe(0);
  }, 120_000);
});
