import { recount } from '../../src/modules/inventory';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations, presentations } from '../../src/db/schema';
import { addToCart, createBuyer, type Buyer } from '../payments/fixtures';

/** Contract "The programme, an agenda and a waiting list": no time clash between workshops. */
describe('no time clash on add_participation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());

  // Each test on a day of its own, far in the future, so they never see each other's rows.
  let day = 0;
  const newDay = () => {
    day += 1;
    return Date.UTC(2031, 0, 1) + day * 24 * 3600_000;
  };
  const at = (base: number, hour: number) => new Date(base + hour * 3600_000);

  async function session(base: number, from: number, to: number, opts: { type?: 'WORKSHOP' | 'TALK' | 'PACKAGE'; title?: string } = {}) {
    const [row] = await t.database.db
      .insert(presentations)
      .values({
        serviceType: opts.type ?? 'WORKSHOP',
        faTitle: opts.title ?? `کارگاه ${from}-${to}`,
        enTitle: 'Workshop',
        start: at(base, from),
        end: at(base, to),
        capacity: 10,
        cost: 100_000,
      })
      .returning({ id: presentations.id });
    return row!.id;
  }

  const add = (buyer: Buyer, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/presentations/${id}/add_participation/`, headers: buyer.headers });

  it('refuses a workshop overlapping one in the cart: 400 TIME_CLASH naming it, with clashes_with', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    const first = await session(base, 8, 11, { title: 'کارگاه شبکه' });
    const second = await session(base, 10, 13);
    await addToCart(t, buyer, first);
    const res = await add(buyer, second);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ code: 'TIME_CLASH', detail: expect.stringContaining('کارگاه شبکه'), clashes_with: { id: first, fa_title: 'کارگاه شبکه' } });
    // Nothing was added.
    const rows = await t.database.db.select().from(participations).where(eq(participations.userId, buyer.id));
    expect(rows.map((r) => r.presentationId)).toEqual([first]);
  });

  it('refuses a workshop overlapping one already bought (COMPLETED)', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    const bought = await session(base, 8, 11);
    const cartItem = await addToCart(t, buyer, bought);
    await t.database.db.update(participations).set({ paymentState: 'COMPLETED', completedAt: new Date() }).where(eq(participations.id, cartItem));
    await recount(t.database.db); // bought by hand-written SQL: the counters are repaired as after such SQL
    const res = await add(buyer, await session(base, 9, 10));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TIME_CLASH', clashes_with: { id: bought } });
  });

  it('does not count a cancelled (refunded) registration', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    const refunded = await session(base, 8, 11);
    const cartItem = await addToCart(t, buyer, refunded);
    // Refunds add the CANCELLED state to the TypeScript enum; the database already allows it (0005).
    await t.database.db.execute(`update participations set payment_state = 'CANCELLED' where id = ${cartItem}` as never);
    expect((await add(buyer, await session(base, 9, 12))).statusCode).toBe(201);
  });

  it('reads times as half-open: one ending at 10:00 and one starting at 10:00 do not clash', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await session(base, 8, 10));
    expect((await add(buyer, await session(base, 10, 12))).statusCode).toBe(201);
    expect((await add(buyer, await session(base, 6, 8))).statusCode).toBe(201);
  });

  it('never counts talks or packages, either way round', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await session(base, 8, 12));
    expect((await add(buyer, await session(base, 9, 10, { type: 'TALK' }))).statusCode).toBe(201);
    expect((await add(buyer, await session(base, 8, 12, { type: 'PACKAGE' }))).statusCode).toBe(201);
    const other = await createBuyer(t);
    await addToCart(t, other, await session(base, 8, 12, { type: 'TALK' }));
    expect((await add(other, await session(base, 9, 11))).statusCode).toBe(201);
  });

  it('names the earliest-starting workshop when several overlap', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    const later = await session(base, 10, 12, { title: 'دومی' });
    const earlier = await session(base, 7, 9, { title: 'اولی' });
    await addToCart(t, buyer, later);
    await addToCart(t, buyer, earlier);
    const res = await add(buyer, await session(base, 8, 11));
    expect(res.json()).toMatchObject({ code: 'TIME_CLASH', clashes_with: { id: earlier, fa_title: 'اولی' } });
  });

  it("looks only at the caller's own cart", async () => {
    const base = newDay();
    const someone = await createBuyer(t);
    const buyer = await createBuyer(t);
    const w = await session(base, 8, 11);
    await addToCart(t, someone, w);
    expect((await add(buyer, await session(base, 9, 12))).statusCode).toBe(201);
  });

  it('lets two overlapping workshops added at once in: at most one', async () => {
    const base = newDay();
    const buyer = await createBuyer(t);
    const a = await session(base, 8, 11);
    const b = await session(base, 9, 12);
    const answers = await Promise.all([add(buyer, a), add(buyer, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});
