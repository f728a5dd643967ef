import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTripAfterLock, openDatabase, rowsOf } from '../../src/db/client';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';

/** oneTripAfterLock: a lock, then a statement that sees what was committed before the lock was granted. */
describe('oneTripAfterLock', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table one_trip_rows (n integer not null)`);
  });
  afterAll(() => database.close());

  const lock = sql`select pg_advisory_xact_lock(${990_001}, ${1})`;
  // Inserts the next number after the highest one it sees: two callers that saw the same rows would write the same n.
  const next = () =>
    oneTripAfterLock<{ n: number }>(
      database.db,
      lock,
      sql`insert into one_trip_rows (n) select coalesce(max(n), 0) + ${1} from one_trip_rows, pg_sleep(0.02) returning n`,
    );

  it('runs the statement after the lock, seeing every commit made before it: concurrent callers never read the same rows', async () => {
    const written = await Promise.all(Array.from({ length: 8 }, () => next()));
    expect(written.map((rows) => Number(rows[0]!.n)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('undoes the lock and the statement together when the statement fails', async () => {
    await expect(
      oneTripAfterLock(database.db, lock, sql`insert into one_trip_rows (n) values (${5}), (null)`),
    ).rejects.toThrow();
    const [row] = rowsOf<{ c: number }>(await database.db.execute(sql`select count(*)::int as c from one_trip_rows where n = 5`));
    expect(Number(row!.c)).toBe(1); // only the one the first test wrote
    // The lock went with the failed transaction: the next caller is not kept waiting.
    expect((await next())[0]!.n).toBeGreaterThan(8);
  });

  it.skipIf(!onServer)('keeps the statement prepared on its connection: prepared once, then only executed', async () => {
    // One connection, so that pg_prepared_statements (per connection) shows what the calls left on it.
    const single = await openDatabase({ url: database.url!, poolSize: 1 });
    try {
      const statement = sql`select count(*)::int as c from one_trip_rows where n > ${0}`;
      for (let i = 0; i < 12; i++) expect(Number((await oneTripAfterLock<{ c: number }>(single.db, lock, statement))[0]!.c)).toBeGreaterThan(0);
      const prepared = rowsOf<{ name: string; runs: number }>(
        await single.db.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%one_trip_rows where n >%'`),
      );
      expect(prepared).toHaveLength(1);
      expect(Number(prepared[0]!.runs)).toBe(12);
    } finally {
      await single.close();
    }
  });

  it.skipIf(!onServer)('writes a string parameter into the text as a literal, and refuses what cannot be written', async () => {
    // The server form writes parameters into the text: a string stays one value, whatever it holds.
    for (const s of ["x'; drop table one_trip_rows; --", "\\'; drop table one_trip_rows; --", 'دو \\ سه \'\' $1 $$ E\'']) {
      expect((await oneTripAfterLock<{ s: string }>(database.db, lock, sql`select ${s}::text as s`))[0]!.s).toBe(s);
    }
    expect((await oneTripAfterLock<{ s: null }>(database.db, lock, sql`select ${null}::text as s`))[0]!.s).toBeNull();
    await expect(oneTripAfterLock(database.db, lock, sql`select ${1.5} as s`)).rejects.toThrow(/cannot be written into the text/);
    await expect(oneTripAfterLock(database.db, lock, sql`select ${'a\0b'} as s`)).rejects.toThrow(/cannot be written into the text/);
    // The lock's parameters too (they are written into the text as well).
    await expect(oneTripAfterLock(database.db, sql`select pg_advisory_xact_lock(${"1); drop table one_trip_rows; --"})`, sql`select ${1} as s`)).rejects.toThrow();
    const [row] = rowsOf<{ c: number }>(await database.db.execute(sql`select count(*)::int as c from one_trip_rows`));
    expect(Number(row!.c)).toBeGreaterThan(0);
  });
});
