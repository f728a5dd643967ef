import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { recount } from '../../src/modules/inventory';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';
import { TEST_JWT_SECRET } from '../helpers/app';
import { participations, paymentItems, payments, smsOutbox, users, waitlistEntries } from '../../src/db/schema';
import { createPresentation } from '../payments/fixtures';
import { call, startServer, type ServerProcess } from '../payments/spawn-server';
import { makeBuyers } from '../helpers/buyers';
import { TokenSigner } from '../../src/lib/tokens';

/**
 * Offers across processes: two API processes share one PostgreSQL database, each running its
 * waiting-list worker. One seat of a full workshop frees while ten people wait: exactly one offer and
 * one text message, whoever noticed it; and after a restart nothing is offered twice, while an offer
 * that ran out meanwhile is passed on (exactly once again).
 */
describe.skipIf(!onServer)('waiting-list offers across two API processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let presentationId: number;
  let paymentId: number;
  let waiting: number[] = [];
  const env = () => ({ DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET, PAYMENT_SWEEP_SECONDS: '600' });
  const startTwo = async () => {
    servers = [await startServer(env()), await startServer(env())];
  };
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    presentationId = await createPresentation(db, { capacity: 1 });
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          phoneNumber: `0937000${String(i).padStart(4, '0')}`,
          email: `line${i}@example.ir`,
          firstName: 'صف',
          lastName: String(i),
          passwordHash: 'unused',
        })),
      )
      .returning({ id: users.id });
    // The holder: a payment in progress holds the only seat for an hour.
    const holder = people[0]!.id;
    const [item] = await db.insert(participations).values({ userId: holder, presentationId }).returning({ id: participations.id });
    const [payment] = await db
      .insert(payments)
      .values({ userId: holder, subtotal: 100_000, discount: 0, totalPrice: 100_000, authority: `A${'0'.repeat(35)}`, holdExpiresAt: sql`now() + interval '1 hour'` })
      .returning({ id: payments.id });
    paymentId = payment!.id;
    await db.insert(paymentItems).values({ paymentId, participationId: item!.id, presentationId, cost: 100_000 });
    // Ten in line, in a known order.
    waiting = people.slice(1).map((p) => p.id);
    for (const [i, userId] of waiting.entries()) {
      await db.insert(waitlistEntries).values({ userId, presentationId, joinedAt: new Date(Date.now() - (100 - i) * 1000) });
    }
    await recount(db); // the hold above was written by hand: its seat is counted as after such SQL
    await startTwo();
  }, 180_000);

  afterEach(() => expectNoDrift(database.db));

  afterAll(async () => {
    await stopAll();
    await database?.close();
  }, 60_000);

  const offers = () =>
    database.db
      .select({ id: participations.id, userId: participations.userId })
      .from(participations)
      .where(and(eq(participations.presentationId, presentationId), isNotNull(participations.offerExpiresAt), eq(participations.paymentState, 'PENDING')))
      .orderBy(asc(participations.id));
  const texts = () => database.db.select({ phone: smsOutbox.phoneNumber }).from(smsOutbox).where(eq(smsOutbox.purpose, 'waitlist'));
  const inLine = async () => (await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.presentationId, presentationId))).length;

  /** Waits until `userId` holds the offer (at most 20 s), then a little longer, for any second offer to show. */
  async function offerReaches(userId: number) {
    const deadline = Date.now() + 20_000;
    while (!(await offers()).some((o) => o.userId === userId)) {
      if (Date.now() > deadline) throw new Error(`no offer reached user ${userId}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1500));
  }

  /**
   * Moves a deadline, which the product never does: it sets one when it makes the hold or the offer,
   * in the same transaction as the seat counters, whose NOTIFY has every worker look again. The test
   * notifies as that write would, so the workers learn the new deadline as they would have learnt the first.
   */
  async function told(write: Promise<unknown>) {
    await write;
    await database.db.execute(sql`select pg_notify('catalogue_changed', '')`);
  }

  it('a hold that runs out by itself (nothing written): exactly one offer and one SMS, to the first in line', async () => {
    // In two seconds, on the database clock; both workers are told when by their own pass.
    await told(database.db.update(payments).set({ holdExpiresAt: sql`now() + interval '2 seconds'` }).where(eq(payments.id, paymentId)));
    await offerReaches(waiting[0]!);
    expect((await offers()).map((o) => o.userId)).toEqual([waiting[0]]);
    expect(await texts()).toHaveLength(1);
    expect(await inLine()).toBe(9);
  });

  it('after a restart of both processes nothing is offered twice', async () => {
    await stopAll();
    await startTwo();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await offers()).map((o) => o.userId)).toEqual([waiting[0]]);
    expect(await texts()).toHaveLength(1);
  }, 120_000);

  it('an offer that ran out while the processes were down is passed on at start, once', async () => {
    await stopAll();
    await database.db
      .update(participations)
      .set({ offerExpiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(participations.presentationId, presentationId), eq(participations.userId, waiting[0]!)));
    await startTwo();
    await offerReaches(waiting[1]!);
    expect((await offers()).map((o) => o.userId)).toEqual([waiting[1]]);
    expect(await texts()).toHaveLength(2);
    expect(await inLine()).toBe(8);
  }, 120_000);

  it('an offer running out while both run passes to the next, once', async () => {
    await told(
      database.db
        .update(participations)
        .set({ offerExpiresAt: sql`now() + interval '2 seconds'` })
        .where(and(eq(participations.presentationId, presentationId), eq(participations.userId, waiting[1]!))),
    );
    await offerReaches(waiting[2]!);
    expect((await offers()).map((o) => o.userId)).toEqual([waiting[2]]);
    expect(await texts()).toHaveLength(3);
    expect(await inLine()).toBe(7);
  });

  it('a freed seat cannot be jumped: buyers polling pay_all and add on both processes never get it; the first in line does', async () => {
    const db = database.db;
    const workshop = await createPresentation(db, { capacity: 1 });
    const [holder, inLine, early, early2, poller, poller2] = await makeBuyers(db, new TokenSigner(TEST_JWT_SECRET, 3600, 86_400), 6, {
      prefix: '0938',
      lastName: 'پرش',
    });
    // The holder's payment holds the only seat; `early` had it in the cart before it filled; one waits in line.
    const [held] = await db.insert(participations).values({ userId: holder!.id, presentationId: workshop, holdsSeat: true }).returning({ id: participations.id });
    const [payment] = await db
      .insert(payments)
      .values({ userId: holder!.id, subtotal: 100_000, discount: 0, totalPrice: 100_000, authority: `A${'1'.repeat(35)}`, holdExpiresAt: sql`now() + interval '1 hour'` })
      .returning({ id: payments.id });
    await db.insert(paymentItems).values({ paymentId: payment!.id, participationId: held!.id, presentationId: workshop, cost: 100_000 });
    await db.insert(participations).values([early!, early2!].map((b) => ({ userId: b.id, presentationId: workshop })));
    await db.insert(waitlistEntries).values({ userId: inLine!.id, presentationId: workshop });
    await recount(db);

    const answers: string[] = [];
    let polling = true;
    const poll = async (run: () => Promise<{ status: number; body: Record<string, unknown> }>) => {
      while (polling) {
        const res = await run();
        answers.push(`${res.status} ${String(res.body.code ?? '')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const pollers = [
      poll(() => call(servers[0]!.url, 'POST', '/api/payments/pay_all/', early!.auth, {})),
      poll(() => call(servers[1]!.url, 'POST', '/api/payments/pay_all/', early2!.auth, {})),
      poll(() => call(servers[0]!.url, 'POST', `/api/presentations/${workshop}/add_participation/`, poller!.auth)),
      poll(() => call(servers[1]!.url, 'POST', `/api/presentations/${workshop}/add_participation/`, poller2!.auth)),
    ];
    // The hold runs out in a second, on the database clock, with the pollers already at it.
    await told(db.update(payments).set({ holdExpiresAt: sql`now() + interval '1 second'` }).where(eq(payments.id, payment!.id)));
    const deadline = Date.now() + 20_000;
    const offerOf = () =>
      db
        .select({ id: participations.id })
        .from(participations)
        .where(and(eq(participations.presentationId, workshop), eq(participations.userId, inLine!.id), isNotNull(participations.offerExpiresAt)));
    while ((await offerOf()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    polling = false;
    await Promise.all(pollers);

    expect(await offerOf()).toHaveLength(1);
    // Refused every time (or slowed by the per-user limit): never a seat.
    expect(answers.filter((a) => !a.endsWith('CAPACITY_FULL') && !a.endsWith('RATE_LIMITED'))).toEqual([]);
    expect(answers.filter((a) => a.endsWith('CAPACITY_FULL')).length).toBeGreaterThan(4);
    const theirs = await db
      .select({ userId: participations.userId, state: participations.paymentState, holdsSeat: participations.holdsSeat })
      .from(participations)
      .where(and(eq(participations.presentationId, workshop), eq(participations.holdsSeat, true)));
    expect(theirs).toEqual([{ userId: inLine!.id, state: 'PENDING', holdsSeat: true }]);
  }, 60_000);
});
