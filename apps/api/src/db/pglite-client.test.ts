import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientForDrizzle } from './pglite-client';

/** Values of every type drizzle gives PGlite a parser for, plus a few it leaves to PGlite. */
const everyType = sql`select now() as tstz, localtimestamp as ts, interval '1 day 2 hours' as iv, date '2026-11-27' as d,
  array[1.5, 2]::numeric[] as nums, array[localtimestamp] as tss, array[now()] as tstzs, array[interval '1 day'] as ivs,
  array[date '2026-11-27'] as ds, 7::int as n, true as b, '{"a": [1]}'::jsonb as j, array[1, 2]::int[] as ints, 'x'::text as t`;

describe('clientForDrizzle', () => {
  let plain: PGlite;
  let wrapped: PGlite;
  beforeAll(async () => {
    [plain, wrapped] = [new PGlite(), new PGlite()];
    await Promise.all([plain.waitReady, wrapped.waitReady]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), wrapped.close()]);
  });

  const utc = sql`set time zone 'UTC'`;
  const rows = async (client: PGlite, inTransaction: boolean) => {
    const db = drizzle(client);
    await db.execute(utc);
    const run = inTransaction ? db.transaction((tx) => tx.execute(everyType)) : db.execute(everyType);
    const [row] = (await run).rows as Record<string, unknown>[];
    return row!;
  };
  // The clocks of the two databases differ: timestamps are compared by type.
  const shape = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, k.startsWith('ts') ? typeof v : v]));

  it('reads every type as drizzle has PGlite read it, in a transaction and out of one, without giving PGlite parsers per query', async () => {
    for (const inTransaction of [false, true]) {
      const expected = await rows(plain, inTransaction);
      const got = await rows(clientForDrizzle(wrapped), inTransaction);
      expect(shape(got)).toEqual(shape(expected));
      // Timestamps stay text for drizzle to map, as with drizzle's own parsers.
      expect(typeof got.tstz).toBe('string');
      expect(typeof got.tss).toBe('string');
    }
    // What PGlite was asked with: no parsers of the query's own (their copy is what the client saves).
    const asked: unknown[] = [];
    const spied = clientForDrizzle(
      new Proxy(wrapped, {
        get: (on, key) =>
          key === 'query'
            ? (text: string, params: unknown[], options: unknown) => (asked.push(options), on.query(text, params, options as never))
            : typeof Reflect.get(on, key) === 'function'
              ? (Reflect.get(on, key) as (...args: unknown[]) => unknown).bind(on)
              : (Reflect.get(on, key) as unknown),
      }),
    );
    await drizzle(spied).execute(sql`select 1`);
    expect(asked).toEqual([{ rowMode: 'object' }]);
  });
});
