import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, rowsOf, type Database } from '../../src/db/client';
import { findDrift } from '../../src/modules/inventory';
import { createTestDatabase, migrationsUpTo, onServer } from '../helpers/database';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('migration 0016: the competition counters', () => {
  it('starts them from the facts and ends competition holds that ran out (as 0014 did), leaving other holds alone', async () => {
    const database = await createTestDatabase({ migrated: false });
    cleanup.push(() => database.close());
    const before = migrationsUpTo('0015_quiet_cart_writes');
    cleanup.push(() => fs.rmSync(before, { recursive: true, force: true }));
    await migrate(database, before);

    // What the code before 0016 could leave: two signed up, a live competition hold, one that ran
    // out (its seat no longer counted then), a failed one, and a cart payment whose hold ran out.
    const db = database.db;
    await db.execute(sql`insert into festival (id, name, competition_price, competition_capacity, competition_registration_open)
      values (1, 'جشنواره', 20000, 3, true)`);
    const ids: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into users (phone_number, email, first_name, last_name, password_hash, is_signed_up_for_competition)
          values (${`0912000000${i}`}, ${`m${i}@example.ir`}, 'آزمون', 'مهاجرت', 'unused', ${i <= 2}) returning id`),
      );
      ids.push(Number(row!.id));
    }
    const pay = async (userId: number, opts: { competition: boolean; state: string; ranOut: boolean }) => {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into payments (user_id, subtotal, discount, total_price, is_competition_payment, payment_state, hold_expires_at)
          values (${userId}, 20000, 0, 20000, ${opts.competition}, ${opts.state},
                  ${opts.ranOut ? sql`now() - interval '1 minute'` : sql`now() + interval '10 minutes'`}) returning id`),
      );
      return Number(row!.id);
    };
    await pay(ids[2]!, { competition: true, state: 'PENDING', ranOut: false });
    const ranOut = await pay(ids[3]!, { competition: true, state: 'PENDING', ranOut: true });
    await pay(ids[4]!, { competition: true, state: 'FAILED', ranOut: true });
    const cartRanOut = await pay(ids[5]!, { competition: false, state: 'PENDING', ranOut: true });

    await migrate(database);

    const [fest] = rowsOf<{ sold: number; held: number }>(
      await db.execute(sql`select competition_sold as sold, competition_held as held from festival`),
    );
    expect({ sold: Number(fest!.sold), held: Number(fest!.held) }).toEqual({ sold: 2, held: 1 });
    const stateOf = async (id: number) =>
      rowsOf<{ s: string }>(await db.execute(sql`select payment_state as s from payments where id = ${id}`))[0]!.s;
    expect(await stateOf(ranOut)).toBe('EXPIRED');
    // A cart payment's seats were counted by 0014 whether or not its hold ran out: it stays as it was.
    expect(await stateOf(cartRanOut)).toBe('PENDING');
    expect(await findDrift(db)).toEqual([]);
  });
});

describe('notifications of the festival row', () => {
  it('a change of the competition counters alone wakes no listener; any other change of the row does', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    let heard = 0;
    const stop = await database.listen('catalogue_changed', { onNotify: () => (heard += 1), onListening: () => {} });
    cleanup.push(stop);
    // On a server this process's own writes reach its listeners without a NOTIFY (db/listen.ts), so
    // the writes come from another pool, heard only through the database's NOTIFY.
    let writer: Database = database;
    if (onServer) {
      writer = await openDatabase({ url: database.url! });
      cleanup.push(() => writer.close());
    }
    const heardMore = async (than: number) => {
      for (let i = 0; i < 100 && heard <= than; i += 1) await new Promise((r) => setTimeout(r, 20));
      return heard > than;
    };

    await writer.db.execute(sql`insert into festival (id, name, competition_capacity, competition_registration_open) values (1, 'جشنواره', 5, true)`);
    expect(await heardMore(0)).toBe(true);
    const before = heard;
    await writer.db.execute(sql`update festival set competition_held = competition_held + 1`);
    await writer.db.execute(sql`update festival set competition_held = competition_held - 1, competition_sold = competition_sold + 1`);
    await writer.db.execute(sql`update festival set name = 'جشنوارهٔ لینوکس'`);
    expect(await heardMore(before)).toBe(true);
    // Delivered in commit order: had the counters' changes notified, they would have come first.
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toBe(before + 1);
  });
});
