import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { listenOnPglite, listenOnServer, LocalWrites, signallingClientClass, type ListenHandlers, type StopListening } from './listen';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /**
   * LISTENs on `channel` until the returned function is called (see ListenHandlers). On a server,
   * write statements sent through this Database are reported through onNotify too, at once, so the
   * process reads its own writes without waiting for the notification to come back.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite stored in `dataDir`
 * (or in memory when `dataDir` is absent, as tests do).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // bigint counts come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const localWrites = new LocalWrites();
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client: signallingClientClass(localWrites) });
    // An idle connection that dies (server restart, or the server ending it while the pool shuts down)
    // is emitted on the pool; unheard, that event would crash the process. The pool replaces it.
    let ending = false;
    pool.on('error', (err) => {
      if (!ending) console.warn(`database: an idle connection failed (${err.message}); it will be replaced`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    serverPools.set(db, pool);
    const url = opts.url;
    return {
      db,
      driver: 'pg',
      listen: (channel, handlers) => listenOnServer(url, localWrites, channel, handlers),
      close: () => {
        ending = true;
        return pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = opts.dataDir ? new PGlite(path.join(opts.dataDir, 'pglite')) : new PGlite();
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/**
 * Applies drizzle-kit migrations; on a server, one process at a time (advisory lock). `folder`: only
 * for tests of a migration, which stop at the one before it.
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.driver === 'pg') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await database.db.execute(sql`select pg_advisory_lock(724001)`);
    try {
      await run(database.db as never, { migrationsFolder: folder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(724001)`);
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}

/** Rows of a raw `db.execute` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The pool under each server Db (oneTripAfterLock writes to it directly). */
const serverPools = new WeakMap<Db, Pool>();

/**
 * `make(db)` made once per Db and kept as long as it: for drizzle's prepared queries (`.prepare(name)`),
 * which a server then plans once per connection instead of on every request (decision 014).
 */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

type Dialect = { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
const dialectOf = (db: Db) => (db as unknown as { dialect: Dialect }).dialect;

/**
 * A stable name for a statement's text, for statements the server keeps prepared per connection:
 * planning the cart's and pay_all's statements cost PostgreSQL more than running them (about 1 ms
 * against 0.6 ms for a cart add, measured with EXPLAIN ANALYZE), and a prepared statement is planned
 * once per connection (PostgreSQL's generic plan) instead of on every request.
 */
const statementName = (text: string) => `fest_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * The rows of a read-only `statement`, run as a named (prepared) statement on a server so that its
 * plan is kept; PGlite (in the process, no round trips, little to gain) runs it as it is. For the hot
 * reads of a registration rush (issue 12).
 */
export async function preparedRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const pool = serverPools.get(db);
  if (!pool) return rowsOf<T>(await db.execute(statement));
  const { sql: text, params } = dialectOf(db).sqlToQuery(statement);
  return (await pool.query({ name: statementName(text), text, values: params })).rows as T[];
}

/** Per pooled connection: the statements PREPAREd on it (oneTripAfterLock). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * Runs `lock` (a statement taking a transaction-scoped lock) and then `statement` in one transaction,
 * and returns the statement's rows. On a server that is ONE round trip instead of four (BEGIN, lock,
 * statement, COMMIT): both go in one simple-protocol message, which PostgreSQL runs as one implicit
 * transaction, each statement with its own snapshot, so `statement` sees every commit made before
 * the lock was granted. The statement itself is PREPAREd once per connection and EXECUTEd by that
 * message, so it is not planned again on every call. A simple-protocol message carries no
 * parameters: they are written into the text, and only safe integers are accepted. PGlite (in the
 * process: no round trips) runs the two in a transaction.
 */
export async function oneTripAfterLock<T>(db: Db, lock: SQL, statement: SQL): Promise<T[]> {
  const pool = serverPools.get(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      await tx.execute(lock);
      return rowsOf<T>(await tx.execute(statement));
    });
  }
  const dialect = dialectOf(db);
  const prepared = dialect.sqlToQuery(statement);
  const locking = dialect.sqlToQuery(lock);
  for (const param of [...prepared.params, ...locking.params]) {
    if (!Number.isSafeInteger(param)) throw new TypeError(`oneTripAfterLock: a parameter that is not an integer (${typeof param})`);
  }
  // Built once: its integers written into the text, as the EXECUTE's are below.
  const lockText = locking.sql.replace(/\$(\d+)/g, (_, n: string) => String(locking.params[Number(n) - 1]));
  const name = statementName(prepared.sql);
  const client = await pool.connect();
  try {
    let names = preparedOn.get(client);
    if (!names) preparedOn.set(client, (names = new Set()));
    if (!names.has(name)) {
      // bigint: an id beyond the integer range compares as unequal (not found) rather than failing.
      const types = prepared.params.map(() => 'bigint').join(', ');
      await client.query(`prepare ${name}${types ? ` (${types})` : ''} as ${prepared.sql}`);
      names.add(name);
    }
    const args = prepared.params.length ? ` (${prepared.params.join(', ')})` : '';
    // A leading comment: the pool reports the message as a write (listen.ts: what the EXECUTEd statement writes).
    const results = (await client.query(`/* locked write */ ${lockText}; execute ${name}${args}`)) as unknown as { rows: T[] }[];
    client.release();
    return results[results.length - 1]!.rows;
  } catch (err) {
    // As pool.query does: a connection that failed a query is not handed out again.
    client.release(err as Error);
    throw err;
  }
}
