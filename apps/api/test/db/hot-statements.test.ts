import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommitWith, hotStatement, oneTripAfterLock, openDatabase, preparedRows, refusalReason, rowsOf, transactionFrom } from '../../src/db/client';
import { createTestDatabase, onServer, type TestDatabase } from '../helpers/database';

/** hotStatement (text made once, values filled in per call) and preparedRows inside a transaction. */
describe('hot statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table hot_rows (id integer primary key, name text not null)`);
    await database.db.execute(sql`insert into hot_rows values (1, 'یک'), (2, 'دو'), (3, 'سه')`);
  });
  afterAll(() => database.close());

  const nested = (min: number) => sql`id >= ${min}`;
  const byRange = hotStatement<{ min: number; max: number; name: string }>(
    ({ min, max, name }) => sql`select id, name from hot_rows where ${nested(min)} and id <= ${max} and name <> ${name} order by id`,
  );

  it('gives each call its own values, though the text is made once', async () => {
    const ids = async (min: number, max: number, name: string) =>
      (await preparedRows<{ id: number }>(database.db, byRange({ min, max, name }))).map((r) => Number(r.id));
    expect(await ids(1, 3, '')).toEqual([1, 2, 3]);
    expect(await ids(2, 3, '')).toEqual([2, 3]);
    expect(await ids(1, 3, 'دو')).toEqual([1, 3]);
    expect(await ids(3, 1, '')).toEqual([]);
  });

  it('is prepared once per connection (PGlite: once per process) and then only executed, each value as it was given', async () => {
    const echo = hotStatement<{ text: string; n: number; flag: boolean | null }>(
      ({ text, n, flag }) => sql`select ${text}::text as text, ${n}::int + 0 as n, ${flag}::boolean as flag`,
    );
    const tricky = [`it's`, `a \\ back'slash`, `'); drop table hot_rows; --`, 'فارسی ۱۲۳', `$1 $$ $x$`];
    // The first calls together: a statement being prepared is prepared once, not once per caller.
    const answers = await Promise.all(tricky.map((text, i) => preparedRows<{ text: string; n: number; flag: boolean | null }>(database.db, echo({ text, n: i, flag: i % 2 === 0 ? null : i > 2 }))));
    expect(answers.map(([row]) => row)).toEqual(tricky.map((text, i) => ({ text, n: i, flag: i % 2 === 0 ? null : i > 2 })));
    expect(await preparedRows(database.db, sql`select count(*)::int as n from hot_rows`)).toEqual([{ n: 3 }]);
    if (!onServer) {
      const prepared = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like '%::boolean as flag%'`))[0]!.n;
      expect(await prepared()).toBe(1);
      await preparedRows(database.db, echo({ text: 'again', n: 9, flag: true }));
      expect(await prepared()).toBe(1);
    }
    // A value that cannot be written into the text (not an integer) is run as it is, and answered the same.
    expect(await preparedRows(database.db, sql`select ${1.5}::numeric * 2 as x`)).toEqual([{ x: expect.stringMatching(/^3(\.0+)?$/) }]);
  });

  it('makes the same text and values as the statement written with the values', () => {
    const dialect = (database.db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect;
    const written = dialect.sqlToQuery(byRange({ min: 2, max: 9, name: 'x' }).sql());
    const hot = byRange({ min: 2, max: 9, name: 'x' }).query(dialect as never);
    expect(hot.sql).toBe(written.sql);
    expect(hot.params).toEqual([2, 9, 'x']);
    expect(byRange({ min: 5, max: 6, name: 'y' }).query(dialect as never)).toMatchObject({ sql: written.sql, params: [5, 6, 'y'], name: hot.name });
  });

  it('runs in a transaction on its connection: the rows it locks stay locked until the transaction ends', async () => {
    const lockRow = hotStatement<{ id: number }>(({ id }) => sql`select id from hot_rows where id = ${id} for update`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const tx = database.db.transaction(async (t) => {
      expect(await preparedRows(t, lockRow({ id: 2 }))).toHaveLength(1);
      locked();
      await held;
    });
    await isLocked;
    if (onServer) {
      // Another connection cannot take the row while the transaction holds it.
      await expect(database.db.execute(sql`select id from hot_rows where id = 2 for update nowait`)).rejects.toThrow();
    }
    release();
    await tx;
    expect(rowsOf(await database.db.execute(sql`select id from hot_rows where id = 2 for update nowait`))).toHaveLength(1);
  });

  it('is one statement in oneTripAfterLock too', async () => {
    const between = hotStatement<{ min: number; max: number }>(({ min, max }) => sql`select id from hot_rows where id between ${min} and ${max} order by id`);
    const lock = sql`select pg_advisory_xact_lock(${990_002}, ${1})`;
    expect((await oneTripAfterLock<{ id: number }>(database.db, lock, between({ min: 3, max: 3 }))).map((r) => Number(r.id))).toEqual([3]);
    expect((await oneTripAfterLock<{ id: number }>(database.db, lock, between({ min: 1, max: 2 }))).map((r) => Number(r.id))).toEqual([1, 2]);
  });

  it.skipIf(!onServer)('is prepared once per connection in a transaction, then only executed', async () => {
    const single = await openDatabase({ url: database.url!, poolSize: 1 });
    try {
      const count = hotStatement<{ min: number }>(({ min }) => sql`select count(*)::int as c from hot_rows where id >= ${min} /* in a transaction */`);
      for (let i = 1; i <= 3; i++) {
        const c = await single.db.transaction(async (t) => (await preparedRows<{ c: number }>(t, count({ min: i })))[0]!.c);
        expect(Number(c)).toBe(4 - i);
      }
      const prepared = rowsOf<{ runs: number }>(
        await single.db.execute(sql`select generic_plans + custom_plans as runs from pg_prepared_statements where statement like '%/* in a transaction */%'`),
      );
      expect(prepared).toHaveLength(1);
      expect(Number(prepared[0]!.runs)).toBe(3);
    } finally {
      await single.close();
    }
  });
  describe('transactionFrom', () => {
    const lockRow = hotStatement<{ id: number }>(({ id }) => sql`select id from hot_rows where id = ${id} for no key update`);
    const highest = hotStatement<{ above: number }>(({ above }) => sql`select coalesce(max(id), 0)::int as n from hot_rows where id > ${above}`);
    const count = async () => Number(rowsOf<{ c: number }>(await database.db.execute(sql`select count(*)::int as c from hot_rows`))[0]!.c);

    it('reads after the lock what was committed before it was granted: concurrent callers never read the same rows', async () => {
      // Each locks row 1, reads the highest id and inserts the next one: two that saw the same rows would collide.
      const next = () =>
        transactionFrom(database.db, [lockRow({ id: 1 }), highest({ above: 99 })], async (tx, [locked, [top]]) => {
          expect(locked).toHaveLength(1);
          const n = Math.max(Number(top!.n), 99) + 1;
          await tx.execute(sql`insert into hot_rows values (${n}, 'x')`);
          return n;
        });
      const written = await Promise.all(Array.from({ length: 6 }, () => next()));
      expect(written.sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105]);
    });

    it('rolls everything back when the body throws, and lets go of the lock', async () => {
      const before = await count();
      await expect(
        transactionFrom(database.db, [lockRow({ id: 2 })], async (tx) => {
          await tx.execute(sql`insert into hot_rows values (200, 'z')`);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await count()).toBe(before);
      expect(rowsOf(await database.db.execute(sql`select id from hot_rows where id = 2 for update nowait`))).toHaveLength(1);
    });

    it('rolls back when a first statement fails, and the connection serves the next caller', async () => {
      const failing = hotStatement<{ id: number }>(({ id }) => sql`select 1 / (${id} - 1) as x`);
      await expect(transactionFrom(database.db, [lockRow({ id: 2 }), failing({ id: 1 })], async () => 1)).rejects.toThrow();
      expect(await transactionFrom(database.db, [lockRow({ id: 2 }), failing({ id: 3 })], async (_tx, [, [row]]) => Number(row!.x))).toBe(0);
    });

    it('commits the statement sent with the COMMIT, and rolls everything back when it refuses (fest_refuse)', async () => {
      const rename = hotStatement<{ id: number; ok: number }>(
        ({ id, ok }) => sql`with changed as (update hot_rows set name = 'renamed' where id = ${id} returning id)
          select case when ${ok} = 1 then true else fest_refuse('no ' || ${id}) end as done from changed`,
      );
      const names = async () => rowsOf<{ id: number; name: string }>(await database.db.execute(sql`select id, name from hot_rows where id in (1, 3) order by id`)).map((r) => r.name);
      const before = await count();
      const refused = await transactionFrom(database.db, [lockRow({ id: 3 })], async (tx) => {
        await tx.execute(sql`insert into hot_rows values (300, 'w')`);
        return new CommitWith(rename({ id: 3, ok: 0 }), 'committed');
      }).catch((err: unknown) => refusalReason(err));
      expect(refused).toBe('no 3');
      expect(await count()).toBe(before); // the insert before it went too
      expect(await names()).toEqual(['یک', 'سه']);
      expect(rowsOf(await database.db.execute(sql`select id from hot_rows where id = 3 for update nowait`))).toHaveLength(1);

      const done = await transactionFrom(database.db, [lockRow({ id: 1 })], async (tx) => {
        await tx.execute(sql`insert into hot_rows values (301, 'w')`);
        return new CommitWith(rename({ id: 1, ok: 1 }), 'committed');
      });
      expect(done).toBe('committed');
      expect(await count()).toBe(before + 1);
      expect(await names()).toEqual(['renamed', 'سه']);
      expect(refusalReason(new Error('another failure'))).toBeNull();
    });

    it('sends several statements with the COMMIT and answers from their rows; a refusal among them undoes them all', async () => {
      const added = hotStatement<{ id: number }>(({ id }) => sql`insert into hot_rows values (${id}, 'w') returning id`);
      const rename = hotStatement<{ id: number; ok: number }>(
        ({ id, ok }) => sql`with changed as (update hot_rows set name = 'again' where id = ${id} returning id)
          select case when ${ok} = 1 then true else fest_refuse('no ' || ${id}) end as done from changed`,
      );
      const before = await count();
      const refused = await transactionFrom(database.db, [lockRow({ id: 3 })], async () =>
        new CommitWith([added({ id: 310 }), rename({ id: 3, ok: 0 })], ([[row]]) => Number(row!.id)),
      ).catch((err: unknown) => refusalReason(err));
      expect(refused).toBe('no 3');
      expect(await count()).toBe(before); // the insert sent before the refusal went too

      const id = await transactionFrom(database.db, [lockRow({ id: 3 })], async () =>
        new CommitWith([added({ id: 311 }), rename({ id: 3, ok: 1 })], ([[row], [done]]) => (done!.done === true ? Number(row!.id) : -1)),
      );
      expect(id).toBe(311);
      expect(await count()).toBe(before + 1);
      expect(rowsOf<{ name: string }>(await database.db.execute(sql`select name from hot_rows where id = 3`))[0]!.name).toBe('again');
    });

    it('reads its guard first: a refusal throws before any transaction, the body never runs', async () => {
      const named = hotStatement<{ id: number }>(({ id }) => sql`select id, name from hot_rows where id = ${id}`);
      const guard = (id: number) => ({ read: () => named({ id }), refusal: ([row]: Record<string, unknown>[]) => (row ? new Error(`taken: ${String(row.name)}`) : null) });
      let ran = 0;
      const body = async () => (ran += 1);
      await expect(transactionFrom(database.db, [lockRow({ id: 1 })], body, guard(2))).rejects.toThrow('taken: دو');
      expect(ran).toBe(0);
      expect(await transactionFrom(database.db, [lockRow({ id: 1 })], body, guard(999))).toBe(1);
    });

    it.skipIf(!onServer)('reads its guard on the connection it goes on with: nothing is committed between the guard and the BEGIN', async () => {
      // One connection, wanted by another transaction as soon as the caller has it: had the guard been read
      // on a connection of its own, that transaction would take the pool's only one between the guard and
      // the BEGIN, and the row it writes meanwhile would be in the transaction the guard let through.
      const single = await openDatabase({ url: database.url!, poolSize: 1 });
      try {
        const named = hotStatement<{ id: number }>(({ id }) => sql`select id from hot_rows where id = ${id}`);
        let seenInside: number | undefined;
        const tried = transactionFrom(
          single.db,
          [lockRow({ id: 1 })],
          async (tx) => {
            seenInside = rowsOf(await tx.execute(sql`select id from hot_rows where id = 400`)).length;
            return 'began';
          },
          { read: () => named({ id: 400 }), refusal: ([row]) => (row ? new Error('refused: row 400') : null) },
        );
        const other = single.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await database.db.execute(sql`insert into hot_rows values (400, 'w')`);
        });
        const [outcome] = await Promise.allSettled([tried, other]);
        if (outcome.status === 'fulfilled') expect(seenInside).toBe(0);
        else expect(String(outcome.reason)).toContain('refused: row 400');
        expect(rowsOf(await database.db.execute(sql`select id from hot_rows where id = 400`))).toHaveLength(1);
      } finally {
        await single.close();
      }
    });

    it.skipIf(!onServer)('writes a string into the text as one value, with the BEGIN and with the COMMIT', async () => {
      const byName = hotStatement<{ name: string }>(({ name }) => sql`select id from hot_rows where name = ${name}`);
      const renamed = hotStatement<{ id: number; name: string | null }>(
        ({ id, name }) => sql`update hot_rows set name = coalesce(${name}, 'بی‌نام') where id = ${id} returning name`,
      );
      const before = await count();
      for (const name of ["x'; drop table hot_rows; --", "\\'; drop table hot_rows; --", 'دو']) {
        const found = await transactionFrom(database.db, [byName({ name })], async (_tx, [rows]) => rows!.length);
        expect(found).toBe(name === 'دو' ? 1 : 0);
      }
      const odd = "it's \\ a $1 name";
      const written = await transactionFrom(database.db, [lockRow({ id: 2 })], async () =>
        new CommitWith(renamed({ id: 2, name: odd }), ([[row]]) => row!.name),
      );
      expect(written).toBe(odd);
      expect(await transactionFrom(database.db, [lockRow({ id: 2 })], async () => new CommitWith(renamed({ id: 2, name: null }), ([[row]]) => row!.name))).toBe('بی‌نام');
      await expect(transactionFrom(database.db, [byName({ name: 'a\0b' })], async () => 1)).rejects.toThrow(/cannot be written into the text/);
      expect(await count()).toBe(before);
    });
  });
});
