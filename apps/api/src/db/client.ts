import path from 'node:path';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { apiRoot } from './api-root';
import * as schema from './schema';
import { clientForDrizzle } from './pglite-client';
import { listenOnPglite, ServerListens, type ListenHandlers, type StopListening } from './listen';

/** The database handle every service takes; `$client` is drizzle's own public handle on the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema> & { $client: Pool | PoolClient | PGlite };
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A drizzle statement not yet sent: a query builder, `tx.execute(sql)`, or lockUserStatement's kind. */
export interface Statement<T> {
  execute(): Promise<T>;
}

/**
 * Statements of one transaction that need no answer from each other, in the order they must run:
 * each is sent as soon as the one before it, without waiting for its answer (on a server,
 * node-postgres's pipeline mode: one round trip for all of them). PostgreSQL runs them in this order,
 * exactly as if each were awaited before the next, locks included; a failing one aborts the
 * transaction, so those after it fail too and the first error is thrown. On PGlite they run one
 * after another. The answers come back in the same order. (docs/decisions/027)
 */
export function inOrder<S extends readonly Statement<unknown>[]>(
  statements: readonly [...S],
): Promise<{ [K in keyof S]: S[K] extends Statement<infer R> ? R : never }> {
  // Sent here, in this order: drizzle sends a statement when its execute() is called.
  return Promise.all(statements.map((s) => s.execute())) as Promise<never>;
}

/**
 * A transaction whose last statements may go with its COMMIT, in one round trip (docs/decisions/027):
 * `work` runs in it and hands `withCommit` the promise of statements it sent last (inOrder) without
 * waiting for them. The COMMIT follows them at once; if one of them fails, PostgreSQL turns that
 * COMMIT into a ROLLBACK, and their error is what this throws. Rows they lock stay locked only while
 * PostgreSQL commits, not while this process reads their answers and sends the COMMIT.
 */
export async function commitTogether<T>(db: Db, work: (tx: Tx, withCommit: (sent: Promise<unknown>) => void) => Promise<T>): Promise<T> {
  let sent: Promise<unknown> | undefined;
  const withCommit = (last: Promise<unknown>) => {
    sent = last;
    last.catch(() => {}); // answered below, once the transaction has ended
  };
  try {
    const result = await db.transaction((tx) => work(tx, withCommit));
    await sent;
    return result;
  } catch (err) {
    // PGlite reports a COMMIT that became a ROLLBACK as an error of its own: the statements' error is the one to answer.
    throw sent ? await sent.then(() => err, (failed: unknown) => failed) : err;
  }
}

/**
 * Reads that do not depend on each other: all at once on a Db, where each takes a pool connection of
 * its own, and one after another on a transaction, whose one connection runs a statement at a time.
 */
export async function readTogether<T extends readonly unknown[]>(
  reader: Db | Tx,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(reader instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /**
   * LISTENs on `channel` until the returned function is called (see ListenHandlers). On a server, the
   * changes this process announces itself (changedHere, listen.ts) are reported through onNotify too.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
}

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** The driver under each Db openDatabase made (a Db made otherwise, as the tests' counting ones, runs statements through drizzle). */
const drivers = new WeakMap<Db, Database['driver']>();

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
    // Named with the process's pid in pg_stat_activity (its one LISTEN connection is `listen <pid>`):
    // an operator, and the workers test, can tell whose connections these are.
    // pipeline: a connection sends a statement without waiting for the answer to the one before it
    // (node-postgres's pipeline mode), which inOrder below uses inside a transaction (docs/decisions/027).
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      application_name: `api ${process.pid}`,
      pipeline: true,
    });
    // An idle connection that dies (server restart, or the server ending it while the pool shuts down)
    // is emitted on the pool; unheard, that event would crash the process. The pool replaces it.
    let ending = false;
    pool.on('error', (err) => {
      if (!ending) console.warn(`database: an idle connection failed (${err.message}); it will be replaced`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    drivers.set(db, 'pg');
    const listens = new ServerListens(opts.url, db);
    return {
      db,
      driver: 'pg',
      listen: (channel, handlers) => listens.listen(channel, handlers),
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
  const db = drizzle(clientForDrizzle(client), { schema }) as unknown as Db;
  drivers.set(db, 'pglite');
  return {
    db,
    driver: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}

/** A Db on one pool connection, made once per connection (the pool keeps its connections). */
const onConnection = new WeakMap<PoolClient, Db>();

/**
 * Runs `work` with a Db that holds one connection of the pool from start to end (on PGlite, which
 * has one connection, the Db itself): a read made on it just before a transaction sees what was
 * committed when that connection became free to this request, not when the request arrived. Under a
 * rush, hundreds of requests wait for a connection together; a read made on arrival would tell all
 * of them that the seats they want are free. Uses drizzle's own Db over a `pg` PoolClient, whose
 * `transaction` runs on that connection. Hold it for database work only, never for a network call.
 */
export async function onOneConnection<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  if (drivers.get(db) !== 'pg') return work(db);
  const client = await (db.$client as Pool).connect();
  try {
    let conn = onConnection.get(client);
    if (!conn) {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      conn = drizzle(client, { schema }) as unknown as Db;
      drivers.set(conn, 'pg');
      onConnection.set(client, conn);
    }
    return await work(conn);
  } finally {
    client.release();
  }
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

/**
 * `make(db)` made once per Db and kept as long as it: for drizzle's prepared queries (`.prepare(name)`),
 * which a server plans once per connection instead of on every request.
 */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * A drizzle placeholder where drizzle's builders want an SQL value (an UPDATE's SET, an INSERT's
 * values), for its prepared queries (`.prepare(name)`).
 */
export const placeholderSql = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** Renders statements to text and parameters, as drizzle's own PostgreSQL dialect does. */
const dialect = new PgDialect();

/**
 * A hand-written statement run for nearly every request (the login's read and write, a session's read,
 * the profile), kept prepared: on a server, a named statement of node-postgres (`{name, text, values}`),
 * planned once per connection instead of on every request (docs/decisions/024); on PGlite, its query
 * with parameters. Its text is made once, from placeholders, so `build` may use its arguments only as
 * parameters. In a transaction it runs as any other statement, on the transaction's connection.
 * Rows come as PostgreSQL names their columns.
 */
export function preparedStatement<A extends Record<string, unknown>, R>(name: string, build: (args: A) => SQL) {
  let made: { sql: string; params: unknown[] } | undefined;
  const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as A;
  return async (handle: Db | Tx, args: A): Promise<R[]> => {
    const driver = handle instanceof PgTransaction ? undefined : drivers.get(handle as Db);
    if (!driver) return rowsOf<R>(await handle.execute(build(args)));
    made ??= dialect.sqlToQuery(build(placeholders));
    const values = fillPlaceholders(made.params, args);
    const { $client } = handle as Db;
    if (driver === 'pg') return (await ($client as Pool | PoolClient).query({ name, text: made.sql, values })).rows as R[];
    return (await ($client as PGlite).query<R>(made.sql, values)).rows;
  };
}
