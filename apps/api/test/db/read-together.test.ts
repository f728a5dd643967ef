import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether, rowsOf, type Db, type Tx } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * readTogether: reads at once on a Db (a pool connection each), one after another in a transaction,
 * whose one connection must not be handed a statement while it runs another (pg 9 refuses that).
 */
describe('reads together', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Three reads, each noting when it starts and ends; the first takes the longest. */
  async function timeline(reader: Db | Tx) {
    const events: string[] = [];
    const read = (name: string, seconds: number) => async () => {
      events.push(`${name} starts`);
      const [row] = rowsOf<{ name: string }>(await reader.execute(sql`select ${name}::text as name, pg_sleep(${seconds})`));
      events.push(`${name} ends`);
      return row!.name;
    };
    const answers = await readTogether(reader, [read('a', 0.2), read('b', 0), read('c', 0)]);
    return { answers, events };
  }

  it('starts every read at once on a Db, and answers in the order asked', async () => {
    const { answers, events } = await timeline(database.db);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events.slice(0, 3)).toEqual(['a starts', 'b starts', 'c starts']);
  });

  it('runs them one after another in a transaction', async () => {
    const { answers, events } = await database.db.transaction((tx) => timeline(tx));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });
});
