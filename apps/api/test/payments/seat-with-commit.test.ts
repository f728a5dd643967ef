import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { addToCart, createBuyer, createPresentation, payAll, paymentsOf, remainedCapacity } from './fixtures';

/**
 * pay_all's seat taken by the counter's conditional UPDATE (inventory/counters.ts's takeSeats): a
 * refusal there must roll everything back. What happens between the cart read and that UPDATE (a seat
 * sold elsewhere, a price changed) is made to happen with a trigger on the row.
 */
describe('pay_all: what changes between the cart read and the seat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterEach(async () => {
    await t.database.db.execute(sql`drop trigger if exists meanwhile on presentations`);
    await expectNoDrift(t.database.db);
  });
  afterAll(() => t.close());

  /** From now on, taking a seat of `id` meets `body` (PL/pgSQL of a BEFORE UPDATE row trigger). */
  async function meanwhile(id: number, body: string) {
    await t.database.db.execute(sql.raw(`create or replace function meanwhile() returns trigger language plpgsql as $$
      begin if new.id = ${id} and new.held > old.held then ${body} end if; return new; end $$`));
    await t.database.db.execute(sql`create trigger meanwhile before update on presentations for each row execute function meanwhile()`);
  }

  async function nothingLeft(buyerId: number, presentationId: number, remained: number) {
    expect(await paymentsOf(t.database.db, buyerId)).toEqual([]);
    const items = rowsOf<{ holds_seat: boolean; payment_state: string }>(
      await t.database.db.execute(sql`select holds_seat, payment_state from participations where user_id = ${buyerId}`),
    );
    expect(items).toEqual([{ holds_seat: false, payment_state: 'PENDING' }]);
    expect(await remainedCapacity(t, presentationId)).toBe(remained);
  }

  it('answers CAPACITY_FULL when the seat went meanwhile, and writes nothing', async () => {
    const p = await createPresentation(t.database.db, { capacity: 3, title: 'کارگاه پرطرفدار' });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, p);
    // The seat's UPDATE finds no seat, as when the last ones went between the cart read and it.
    await meanwhile(p, 'return null;');
    const res = await payAll(t, buyer);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAPACITY_FULL', detail: expect.stringContaining('کارگاه پرطرفدار') });
    await t.database.db.execute(sql`drop trigger meanwhile on presentations`);
    await nothingLeft(buyer.id, p, 3);
  });

  it('answers 409 CONFLICT when the price changed meanwhile, and writes nothing', async () => {
    const p = await createPresentation(t.database.db, { capacity: 3, cost: 100_000 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, p);
    await meanwhile(p, 'new.cost := old.cost + 1000;');
    const res = await payAll(t, buyer);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    await t.database.db.execute(sql`drop trigger meanwhile on presentations`);
    await nothingLeft(buyer.id, p, 3);
    // Nothing in the way: the same cart is sent to the bank, its seat held.
    const ok = await payAll(t, buyer);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await remainedCapacity(t, p)).toBe(2);
  });
});
