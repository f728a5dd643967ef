import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participations, paymentItems, payments, users } from '../../src/db/schema';
import {
  competitionSeatsTaken,
  couponUsesLeft,
  holdUntil,
  seatsTaken,
} from '../../src/modules/inventory';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createCoupon, createPresentation, setFestival } from '../payments/fixtures';

/**
 * The inventory's rules called directly on a real database, with no Fastify app: seats taken,
 * coupon uses left and competition seats, each counting live holds and only live holds.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
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

    expect((await seatsTaken(database.db, [p])).get(p)).toBe(2);
  });

  it('counts a cart item that two live payments include as one seat (a seat is a participation, not a payment row)', async () => {
    const p = await createPresentation(database.db, { capacity: 10 });
    const buyer = await user();
    const item = { participationId: await cartItem(buyer, p), presentationId: p };
    await hold(buyer, { items: [item] });
    await hold(buyer, { items: [item] });

    expect((await seatsTaken(database.db, [p])).get(p)).toBe(1);
  });

  it('leaves out the holds of the given cart items (the buyer’s own, when they pay)', async () => {
    const p = await createPresentation(database.db, { capacity: 10 });
    const buyer = await user();
    const own = await cartItem(buyer, p);
    await hold(buyer, { items: [{ participationId: own, presentationId: p }] });

    expect((await seatsTaken(database.db, [p], { except: [own] })).get(p)).toBe(0);
    expect((await seatsTaken(database.db, [p])).get(p)).toBe(1);
  });
});

describe('coupon uses left', () => {
  it('is max_uses minus uses consumed minus live holds; a hold that ran out gives its use back', async () => {
    const coupon = await createCoupon(database.db, { percentage: 10, maxUses: 5, usedCount: 2 });
    const live = await hold(await user(), { couponId: coupon.id });
    await hold(await user(), { couponId: coupon.id, live: false });

    await database.db.transaction(async (tx) => {
      expect(await couponUsesLeft(tx, coupon.id)).toBe(2);
      expect(await couponUsesLeft(tx, coupon.id, live)).toBe(3);
    });
  });
});

describe('competition seats taken', () => {
  it('counts users signed up and live competition holds, leaving out the given payment and user', async () => {
    await setFestival(database.db, { price: 50_000, capacity: 10, open: true });
    const before = await competitionSeatsTaken(database.db);
    const signedUp = await user();
    await database.db.update(users).set({ isSignedUpForCompetition: true }).where(sql`${users.id} = ${signedUp}`);
    const holder = await user();
    const live = await hold(holder, { competition: true });
    await hold(await user(), { competition: true, live: false });

    expect(await competitionSeatsTaken(database.db)).toBe(before + 2);
    expect(await competitionSeatsTaken(database.db, { exceptPayment: live })).toBe(before + 1);
    expect(await competitionSeatsTaken(database.db, { exceptUser: holder })).toBe(before + 1);
  });
});
