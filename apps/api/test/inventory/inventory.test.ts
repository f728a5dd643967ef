import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { competitionSignups, festival, participations, paymentItems, payments, users } from '../../src/db/schema';
import {
  competitionSeatCounts,
  couponUseCounts,
  findDrift,
  holdUntil,
  recount,
  seatsTaken,
} from '../../src/modules/inventory';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createCoupon, createPresentation, setFestival } from '../payments/fixtures';

/**
 * The inventory's rules called directly on a real database, with no Fastify app: seats taken,
 * coupon uses left and competition seats, each counting live holds and only live holds. The facts
 * are written by hand here, as an organiser's SQL would be, so the counters are recounted after.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => expectNoDrift(database.db));
afterAll(async () => {
  await database.close();
});

let n = 0;
async function user() {
  n += 1;
  const [row] = await database.db
    .insert(users)
    .values({ phoneNumber: `0935${String(n).padStart(7, '0')}`, email: `inv${n}@example.ir`, firstName: 'آزمون', lastName: String(n), passwordHash: 'unused' })
    .returning({ id: users.id });
  return row!.id;
}

async function cartItem(userId: number, presentationId: number, state: 'PENDING' | 'COMPLETED' = 'PENDING') {
  const [row] = await database.db
    .insert(participations)
    .values({ userId, presentationId, paymentState: state })
    .returning({ id: participations.id });
  return row!.id;
}

/** A payment holding `items`; `live` false makes a hold that ran out a minute ago. */
async function hold(
  userId: number,
  opts: { items?: { participationId: number; presentationId: number }[]; live?: boolean; couponId?: number; competition?: boolean } = {},
) {
  const [row] = await database.db
    .insert(payments)
    .values({
      userId,
      subtotal: 100_000,
      totalPrice: 100_000,
      couponId: opts.couponId ?? null,
      isCompetitionPayment: opts.competition ?? false,
      holdExpiresAt: opts.live === false ? sql`now() - interval '1 minute'` : holdUntil(600),
    })
    .returning({ id: payments.id });
  if (opts.items?.length) {
    await database.db.insert(paymentItems).values(opts.items.map((i) => ({ ...i, paymentId: row!.id, cost: 100_000 })));
  }
  return row!.id;
}

describe('seats taken', () => {
  it('counts COMPLETED participations and cart items under a live hold, not holds that ran out', async () => {
    const p = await createPresentation(database.db, { capacity: 10 });
    await cartItem(await user(), p, 'COMPLETED');
    const held = await user();
    await hold(held, { items: [{ participationId: await cartItem(held, p), presentationId: p }] });
    const ranOut = await user();
    await hold(ranOut, { items: [{ participationId: await cartItem(ranOut, p), presentationId: p }], live: false });
    await cartItem(await user(), p); // in a cart, not held: takes no seat
    await recount(database.db);

    expect((await seatsTaken(database.db, [p])).get(p)).toBe(2);
  });

  it('counts a cart item that two live payments include as one seat (a seat is a participation, not a payment row)', async () => {
    const p = await createPresentation(database.db, { capacity: 10 });
    const buyer = await user();
    const item = { participationId: await cartItem(buyer, p), presentationId: p };
    await hold(buyer, { items: [item] });
    await hold(buyer, { items: [item] });
    await recount(database.db);

    expect((await seatsTaken(database.db, [p])).get(p)).toBe(1);
    expect(await findDrift(database.db)).toEqual([]);
  });
});

describe('coupon uses left', () => {
  it('counts uses consumed and uses held by live holds; a hold that ran out gives its use back', async () => {
    const coupon = await createCoupon(database.db, { percentage: 10, maxUses: 5, usedCount: 2 });
    await hold(await user(), { couponId: coupon.id });
    await hold(await user(), { couponId: coupon.id, live: false });
    await recount(database.db);

    expect((await couponUseCounts(database.db, [coupon.id])).get(coupon.id)).toEqual({ used: 2, held: 1 });
  });
});

describe('competition seats', () => {
  const counters = async () =>
    (await database.db.select({ sold: festival.competitionSold, held: festival.competitionHeld }).from(festival))[0]!;

  it('counts users signed up and competition holds on the festival row; a hold that ran out reads as free until ended', async () => {
    await setFestival(database.db, { price: 50_000, capacity: 10, open: true });
    const before = (await competitionSeatCounts(database.db))!;
    const signedUp = await user();
    await database.db.insert(competitionSignups).values({ userId: signedUp, editionId: sql`fest_current_edition()` });
    await hold(await user(), { competition: true });
    await hold(await user(), { competition: true, live: false });
    expect(await recount(database.db)).toEqual([
      { what: 'competition.sold', id: 1, counter: before.sold, fact: before.sold + 1 },
      { what: 'competition.held', id: 1, counter: before.held, fact: before.held + 2 },
    ]);

    // The ran-out hold still owns its seat on the counters (it is ended when someone needs it)...
    expect(await counters()).toEqual({ sold: before.sold + 1, held: before.held + 2 });
    // ...and the buyer's view counts it as free, as a presentation's.
    expect(await competitionSeatCounts(database.db)).toEqual({ capacity: 10, sold: before.sold + 1, held: before.held + 1 });
  });
});

describe('the counters guard the seats in the database itself', () => {
  const constraintOf = (err: unknown) => (err as { cause?: { constraint?: string } }).cause?.constraint;

  it('refuses a raw oversell (sold + held above capacity) and a give-back below zero, whoever writes it', async () => {
    const p = await createPresentation(database.db, { capacity: 2 });
    await database.db.execute(sql`update presentations set held = 2 where id = ${p}`);
    const oversell = await database.db.execute(sql`update presentations set sold = sold + 1 where id = ${p}`).catch((e: unknown) => e);
    expect(constraintOf(oversell)).toBe('presentations_seats_ck');
    const below = await database.db.execute(sql`update presentations set held = held - 3 where id = ${p}`).catch((e: unknown) => e);
    expect(constraintOf(below)).toBe('presentations_held_ck');
    await database.db.execute(sql`update presentations set held = 0 where id = ${p}`);
  });

  it('refuses a competition oversold or given back below zero, whoever writes it', async () => {
    await setFestival(database.db, { price: 50_000, capacity: 10, open: true });
    const { sold, held } = (await database.db.select({ sold: festival.competitionSold, held: festival.competitionHeld }).from(festival))[0]!;
    await database.db.update(festival).set({ competitionCapacity: sold + held });
    const oversell = await database.db.execute(sql`update festival set competition_held = competition_held + 1`).catch((e: unknown) => e);
    expect(constraintOf(oversell)).toBe('festival_competition_seats_ck');
    const lower = await database.db.execute(sql`update festival set competition_capacity = competition_capacity - 1`).catch((e: unknown) => e);
    expect(constraintOf(lower)).toBe('festival_competition_seats_ck');
    const heldBelow = await database.db.execute(sql`update festival set competition_held = -1`).catch((e: unknown) => e);
    expect(constraintOf(heldBelow)).toBe('festival_competition_held_ck');
    const soldBelow = await database.db.execute(sql`update festival set competition_sold = -1`).catch((e: unknown) => e);
    expect(constraintOf(soldBelow)).toBe('festival_competition_sold_ck');
  });

  it('refuses a coupon used or held beyond its limit', async () => {
    const coupon = await createCoupon(database.db, { percentage: 10, maxUses: 1, usedCount: 1 });
    const over = await database.db.execute(sql`update coupons set held = 1 where id = ${coupon.id}`).catch((e: unknown) => e);
    expect(constraintOf(over)).toBe('coupons_uses_ck');
  });

  it('refuses a seat owner that is not a PENDING cart item', async () => {
    const p = await createPresentation(database.db, { capacity: 2 });
    const buyer = await user();
    const item = await cartItem(buyer, p, 'COMPLETED');
    const bad = await database.db.execute(sql`update participations set holds_seat = true where id = ${item}`).catch((e: unknown) => e);
    expect(constraintOf(bad)).toBe('participations_holds_seat_ck');
    await recount(database.db);
  });

  it('recount repairs counters left wrong by hand-written SQL, and says what it changed', async () => {
    const p = await createPresentation(database.db, { capacity: 5 });
    await cartItem(await user(), p, 'COMPLETED');
    const changed = await recount(database.db);
    expect(changed).toContainEqual({ what: 'presentation.sold', id: p, counter: 0, fact: 1 });
    expect(await findDrift(database.db)).toEqual([]);
    expect(await recount(database.db)).toEqual([]);
  });
});
