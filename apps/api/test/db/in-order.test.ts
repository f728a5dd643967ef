import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitTogether, inOrder, rowsOf } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * inOrder and commitTogether (docs/decisions/027): statements of a transaction sent without waiting
 * for each other's answers run in the order given, exactly as if awaited one by one; the last ones may
 * go with the COMMIT, and their failure rolls the whole transaction back and is what the caller sees.
 * On the server they share one round trip (node-postgres's pipeline mode); on PGlite they run in turn.
 */
describe('statements in order, and with the COMMIT', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table in_order_probe (id int primary key, v int not null check (v >= 0))`);
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from in_order_probe`);
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table in_order_probe`);
    await database.close();
  });

  const values = async () =>
    rowsOf<{ id: number; v: number }>(await database.db.execute(sql`select id, v from in_order_probe order by id`)).map((r) => [r.id, r.v]);

  it('runs them in the order given: each sees what the ones before it wrote', async () => {
    const answers = await database.db.transaction(async (tx) =>
      inOrder([
        tx.execute(sql`insert into in_order_probe values (1, 10)`),
        tx.execute(sql`update in_order_probe set v = v * 2 where id = 1`),
        tx.execute(sql`select v from in_order_probe where id = 1`),
        tx.execute(sql`update in_order_probe set v = v + 1 where id = 1`),
        tx.execute(sql`select v from in_order_probe where id = 1`),
      ]),
    );
    expect(rowsOf<{ v: number }>(answers[2])[0]!.v).toBe(20);
    expect(rowsOf<{ v: number }>(answers[4])[0]!.v).toBe(21);
    expect(await values()).toEqual([[1, 21]]);
  });

  it('throws the first failure, and the transaction keeps nothing', async () => {
    const run = database.db.transaction(async (tx) =>
      inOrder([
        tx.execute(sql`insert into in_order_probe values (1, 1)`),
        tx.execute(sql`update in_order_probe set v = v - 5 where id = 1`), // breaks the CHECK
        tx.execute(sql`insert into in_order_probe values (2, 2)`),
      ]),
    );
    await expect(run).rejects.toThrow();
    expect(await values()).toEqual([]);
  });

  it('commits the statements sent with the COMMIT, and answers them', async () => {
    let answered: unknown;
    const result = await commitTogether(database.db, async (tx, withCommit) => {
      await tx.execute(sql`insert into in_order_probe values (1, 1)`);
      const last = inOrder([tx.execute(sql`update in_order_probe set v = v + 1 where id = 1 returning v`)]);
      withCommit(last.then((answers) => (answered = rowsOf<{ v: number }>(answers[0])[0]!.v)));
      return 'done';
    });
    expect(result).toBe('done');
    expect(answered).toBe(2);
    expect(await values()).toEqual([[1, 2]]);
  });

  it('rolls everything back when a statement sent with the COMMIT fails, and throws its error', async () => {
    const run = commitTogether(database.db, async (tx, withCommit) => {
      await tx.execute(sql`insert into in_order_probe values (1, 1)`);
      withCommit(inOrder([tx.execute(sql`insert into in_order_probe values (2, 2)`), tx.execute(sql`update in_order_probe set v = -1 where id = 2`)]));
      return 'done';
    });
    // The statement's own error (drizzle's, naming its query, with PostgreSQL's as its cause), not the
    // COMMIT's: on PGlite a COMMIT that became a ROLLBACK is an error too.
    await expect(run).rejects.toMatchObject({
      message: expect.stringContaining('update in_order_probe set v = -1'),
      cause: { message: expect.stringContaining('in_order_probe_v_check') },
    });
    expect(await values()).toEqual([]);
  });
});
