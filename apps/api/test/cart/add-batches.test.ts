import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participations, presentations } from '../../src/db/schema';
import { addBatchesOf } from '../../src/modules/cart/add-batches';
import { addParticipation } from '../../src/modules/cart/service';
import { AppError } from '../../src/lib/errors';
import { createTestApp, type TestApp } from '../helpers/app';
import { addToCart, createBuyer } from '../payments/fixtures';

/** Adds asked at the same moment travel as one statement (what a rush's adds cost, docs/performance.md), each answered as if alone. */
describe('adds asked together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let hour = 0;
  async function workshop(opts: { open?: boolean; overlapping?: boolean } = {}) {
    // Each on an hour of its own in 2032 (no clash) unless it overlaps the one before.
    if (!opts.overlapping) hour += 3;
    const start = new Date(Date.UTC(2032, 0, 1) + hour * 3600_000 + (opts.overlapping ? 3600_000 : 0));
    const [row] = await t.database.db
      .insert(presentations)
      .values({
        serviceType: 'WORKSHOP', faTitle: `کارگاه ${hour}`, enTitle: 'Workshop', start,
        end: new Date(start.getTime() + 2 * 3600_000), capacity: 10, cost: 100_000,
        isRegistrationActive: opts.open ?? true,
      })
      .returning({ id: presentations.id });
    return row!.id;
  }

  const codeOf = (outcome: PromiseSettledResult<number>) =>
    outcome.status === 'fulfilled' ? 'added' : outcome.reason instanceof AppError ? outcome.reason.code : String(outcome.reason);

  it('answers each add of a burst of different buyers on its own, with one statement for them all', async () => {
    const open = await workshop();
    const clashing = await workshop({ overlapping: true });
    const closed = await workshop({ open: false });
    const [fresh, again, late, lost, clash] = await Promise.all(Array.from({ length: 5 }, () => createBuyer(t)));
    await addToCart(t, again!, open);
    await addToCart(t, clash!, open);
    const batches = addBatchesOf(t.database.db);
    const before = batches.statements;
    const outcomes = await Promise.allSettled([
      addParticipation(t.database.db, fresh!.id, open),
      addParticipation(t.database.db, again!.id, open),
      addParticipation(t.database.db, late!.id, closed),
      addParticipation(t.database.db, lost!.id, 999_999_999),
      addParticipation(t.database.db, clash!.id, clashing),
    ]);
    expect(outcomes.map(codeOf)).toEqual(['added', 'ALREADY_IN_CART', 'REGISTRATION_CLOSED', 'NOT_FOUND', 'TIME_CLASH']);
    expect(batches.statements - before).toBe(1);
    // The one added is the row inserted, in the buyer's cart.
    const [row] = await t.database.db.select().from(participations).where(eq(participations.userId, fresh!.id));
    expect(row).toMatchObject({ id: (outcomes[0] as PromiseFulfilledResult<number>).value, presentationId: open });
  });

  it("keeps one buyer's two adds apart: of two overlapping workshops asked together, one is added", async () => {
    const first = await workshop();
    const second = await workshop({ overlapping: true });
    const buyer = await createBuyer(t);
    const batches = addBatchesOf(t.database.db);
    const before = batches.statements;
    const outcomes = await Promise.allSettled([
      addParticipation(t.database.db, buyer.id, first),
      addParticipation(t.database.db, buyer.id, second),
    ]);
    expect(outcomes.map(codeOf).sort()).toEqual(['TIME_CLASH', 'added']);
    // Two statements: the second waited for the first's lock, then saw its insert.
    expect(batches.statements - before).toBe(2);
    const rows = await t.database.db.select().from(participations).where(eq(participations.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('fails only the add that failed its batch: the others are sent again alone and answered', async () => {
    const open = await workshop();
    const [a, b] = await Promise.all([createBuyer(t), createBuyer(t)]);
    // No such user: the insert breaks the users foreign key, failing the batch's statement.
    const outcomes = await Promise.allSettled([
      addParticipation(t.database.db, a!.id, open),
      addParticipation(t.database.db, 2_000_000_000, open),
      addParticipation(t.database.db, b!.id, open),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await t.database.db.select().from(participations).where(inArray(participations.userId, [a!.id, b!.id]));
    expect(rows).toHaveLength(2);
  });
});
