import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { escapeLiteral, type Pool, type PoolClient } from 'pg';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { clientForDrizzle } from './pglite-client';
import { listenOnPglite, LocalWrites, ServerListens, signallingClientClass, type ListenHandlers, type StopListening } from './listen';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Reads that do not depend on each other: all at once on a Db, where each takes a pool connection of
 * its own, and one after another on a transaction, whose one connection runs a statement at a time
 * (node-postgres queues overlapping ones with a deprecation warning today; pg 9 refuses them).
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
    const { drizzle, NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
    // bigint counts come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const localWrites = new LocalWrites();
    const Client = signallingClientClass(localWrites);
    serverClientClasses.add(Client);
    // Named with the process's pid in pg_stat_activity (its one LISTEN connection is `listen <pid>`):
    // an operator, and the workers test, can tell whose connections these are.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client, application_name: `api ${process.pid}` });
    // An idle connection that dies (server restart, or the server ending it while the pool shuts down)
    // is emitted on the pool; unheard, that event would crash the process. The pool replaces it.
    let ending = false;
    pool.on('error', (err) => {
      if (!ending) console.warn(`database: an idle connection failed (${err.message}); it will be replaced`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    serverPools.set(db, pool);
    // What drizzle's own transaction() makes on the connection it takes from the pool, from the same parts.
    const { session } = db as unknown as { session: { dialect: never; schema: never; options: never } };
    serverTransactions.set(db, (client) => {
      const onClient = new NodePgSession(client, session.dialect, session.schema, session.options);
      return new NodePgTransaction(session.dialect, onClient, session.schema) as unknown as Tx;
    });
    const listens = new ServerListens(opts.url, localWrites);
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
  pgliteClients.set(db, { client, prepared: new Map() });
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
/** Per server Db: a drizzle transaction handle on a connection where this process began the transaction (transactionFrom). */
const serverTransactions = new WeakMap<Db, (client: PoolClient) => Tx>();
/** The classes of the server pools' connections: a transaction on one of them is a server's (preparedRows). */
const serverClientClasses = new WeakSet<object>();

/** The server connection a transaction runs on; undefined for a Db, or on PGlite. */
function serverClientOf(handle: Db | Tx): PoolClient | undefined {
  // drizzle's node-postgres transaction keeps its connection as `session.client`.
  const client = (handle as unknown as { session?: { client?: { constructor: object } } }).session?.client;
  return client && serverClientClasses.has(client.constructor) ? (client as unknown as PoolClient) : undefined;
}

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

/** Rows as PostgreSQL names their columns (no drizzle mapping). */
type Rows = Record<string, unknown>[];

/** Named arguments of a hot statement. */
export type StatementArgs = Record<string, number | string | boolean | null>;

/** A hot statement with its arguments (hotStatement). */
export interface BoundStatement {
  /** The statement written with the values: what PGlite runs. */
  sql(): SQL;
  /** The text (made once) and this call's values: what a server runs, as the statement `name`. */
  query(dialect: Dialect): { sql: string; params: unknown[]; name: string };
}

/**
 * A statement run on every request of a registration rush, written by `build` from its named
 * arguments. On a server its text is made once, from placeholders, and each call only fills in the
 * values: drizzle flattens nested sql templates anew on every call otherwise, which cost the rush
 * more CPU than PostgreSQL's parse of the text (issue 12). `build` may use its arguments only as
 * parameters of the template (no branching, arithmetic or string building on them): on a server
 * they are placeholders when it runs. PGlite runs `build` with the values each time.
 */
export function hotStatement<A extends StatementArgs>(build: (args: A) => SQL): (args: A) => BoundStatement {
  let made: { sql: string; params: unknown[]; name: string } | undefined;
  const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as A;
  return (args) => ({
    sql: () => build(args),
    query(dialect) {
      if (!made) {
        const q = dialect.sqlToQuery(build(placeholders));
        made = { ...q, name: statementName(q.sql) };
      }
      return { sql: made.sql, params: fillPlaceholders(made.params, args), name: made.name };
    },
  });
}

const isSql = (s: SQL | BoundStatement): s is SQL => typeof (s as BoundStatement).query !== 'function';

/** The text, values and statement name of `statement` on a server. */
function queryOf(dialect: Dialect, statement: SQL | BoundStatement): { sql: string; params: unknown[]; name: string } {
  if (!isSql(statement)) return statement.query(dialect);
  const q = dialect.sqlToQuery(statement);
  return { ...q, name: statementName(q.sql) };
}

/**
 * The rows of `statement`, run as a prepared statement so that its plan is kept: on a server, a named
 * statement of the protocol; on PGlite, outside a transaction, an SQL PREPARE once and an EXECUTE each
 * time (pgliteExecuted). On a Db it runs on its own (autocommit), on whichever connection the pool
 * hands out: a read, or a write that needs no lock held after it; in a transaction (a Tx), it runs on
 * the transaction's connection and may lock rows. For the hot statements of a registration rush and
 * of a login rush (issue 12). Rows come as PostgreSQL names them (no drizzle mapping).
 */
export async function preparedRows<T>(handle: Db | Tx, statement: SQL | BoundStatement): Promise<T[]> {
  const pool = serverPools.get(handle as Db);
  const client = pool ? undefined : serverClientOf(handle);
  if (pool || client) return namedRows<T>(pool ?? client!, dialectOf(handle as Db), statement);
  const embedded = pgliteClients.get(handle as Db);
  const rows = embedded && (await pgliteExecuted<T>(embedded, dialectOf(handle as Db), statement));
  return rows || rowsOf<T>(await handle.execute(isSql(statement) ? statement : statement.sql()));
}

/** A PGlite Db's client, and the statements PREPAREd on it (by name; settled once prepared). */
type Embedded = { client: PGlite; prepared: Map<string, Promise<unknown>> };
const pgliteClients = new WeakMap<Db, Embedded>();

/**
 * `statement` EXECUTEd on PGlite, PREPAREd there first if it is not yet; null when one of its values
 * cannot be written into the text (literalOf), for the caller to run it as it is. PGlite plans a
 * statement anew on every query otherwise: the login's read cost 0.19 ms so and 0.06 ms prepared
 * (docs/performance.md). Its one session outlives every transaction, so a statement is prepared once
 * for the whole process. PGlite's exec waits for any transaction of another caller to end first.
 */
async function pgliteExecuted<T>(embedded: Embedded, dialect: Dialect, statement: SQL | BoundStatement): Promise<T[] | null> {
  const q = queryOf(dialect, statement);
  if (!q.params.every(writableAsLiteral)) return null;
  const text = inText(q, 'preparedRows');
  const name = `${q.name}_s`;
  let prepared = embedded.prepared.get(name);
  if (!prepared) {
    embedded.prepared.set(name, (prepared = embedded.client.exec(prepareText(name, text))));
    // A statement that failed to prepare is tried again next time (and fails again, as it would unprepared).
    prepared.catch(() => embedded.prepared.delete(name));
  }
  await prepared;
  const [result] = await embedded.client.exec(executeOf(name, text));
  return result!.rows as T[];
}

/** `statement` run on a server's pool or connection as a named (prepared) statement. */
async function namedRows<T>(on: Pool | PoolClient, dialect: Dialect, statement: SQL | BoundStatement): Promise<T[]> {
  const { sql: text, params, name } = queryOf(dialect, statement);
  return (await on.query({ name, text, values: params })).rows as T[];
}

/**
 * A drizzle placeholder where drizzle's builders want an SQL value (an UPDATE's SET, an INSERT's
 * values), for its prepared queries (`.prepare(name)`).
 */
export const placeholderSql = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** Per pooled connection: the statements PREPAREd on it by an SQL PREPARE (executeText). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * A parameter as it is written into a statement's text (a simple-protocol message carries no
 * parameters): a safe integer as its digits; a string as a quoted literal (pg's escapeLiteral, the
 * rule libpq's PQescapeLiteral follows: quotes and backslashes doubled, which holds whatever
 * standard_conforming_strings says); null and booleans as keywords. Refuses anything else, and a string
 * holding NUL, which would end the message's text early.
 */
function literalOf(param: unknown, caller: string): string {
  if (!writableAsLiteral(param)) throw new TypeError(`${caller}: a parameter that cannot be written into the text (${typeof param})`);
  if (typeof param === 'string') return escapeLiteral(param);
  return String(param);
}

/** Whether literalOf writes `param`. */
const writableAsLiteral = (param: unknown): param is number | string | boolean | null =>
  Number.isSafeInteger(param) || (typeof param === 'string' && !param.includes('\0')) || param === null || typeof param === 'boolean';

/** A statement with its parameters as written into a text (literalOf). */
type TextQuery = { sql: string; params: unknown[]; name: string; literals: string[] };

/** `q`'s parameters written as literals: what cannot be is refused here, before anything is sent. */
function inText(q: { sql: string; params: unknown[]; name: string }, caller: string): TextQuery {
  return { ...q, literals: q.params.map((param) => literalOf(param, caller)) };
}

/**
 * The SQL PREPARE of `q` as `name`. Its parameters' types: bigint for an integer (an id beyond the
 * integer range then compares as unequal, not found, rather than failing); `unknown` for anything else,
 * its type taken from where it stands (a column, a cast), as the protocol's parameters are.
 */
function prepareText(name: string, q: TextQuery): string {
  const types = q.params.map((param) => (Number.isSafeInteger(param) ? 'bigint' : 'unknown')).join(', ');
  return `prepare ${name}${types ? ` (${types})` : ''} as ${q.sql}`;
}

/** The SQL EXECUTE of the statement PREPAREd as `name` with `q`'s values (prepareText). */
const executeOf = (name: string, q: TextQuery) => `execute ${name}${q.literals.length ? ` (${q.literals.join(', ')})` : ''}`;

/**
 * `execute name (args)` for `statement` on this connection, PREPAREd there first if it is not yet, for
 * a simple-protocol message, which carries no parameters: they are written into the text (inText).
 * The SQL PREPARE's name is not the one preparedRows gives the protocol's named statements on the
 * same connection (`_s`): the two would otherwise collide.
 */
async function executeText(client: PoolClient, q: TextQuery): Promise<string> {
  const name = `${q.name}_s`;
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  if (!names.has(name)) {
    await client.query(prepareText(name, q));
    names.add(name);
  }
  return executeOf(name, q);
}

/** `execute …` of each statement on this connection (executeText), joined for one message. */
async function executesOn(client: PoolClient, queries: TextQuery[]): Promise<string> {
  const executes: string[] = [];
  for (const q of queries) executes.push(await executeText(client, q));
  return executes.join('; ');
}

/**
 * Runs `lock` (a statement taking a transaction-scoped lock) and then `statement` in one transaction,
 * and returns the statement's rows. On a server that is ONE round trip instead of four (BEGIN, lock,
 * statement, COMMIT): both go in one simple-protocol message, which PostgreSQL runs as one implicit
 * transaction, each statement with its own snapshot, so `statement` sees every commit made before
 * the lock was granted. The statement itself is PREPAREd once per connection and EXECUTEd by that
 * message, so it is not planned again on every call. A simple-protocol message carries no
 * parameters: they are written into the text (literalOf). PGlite (in the
 * process: no round trips) runs the two in a transaction.
 */
export async function oneTripAfterLock<T>(db: Db, lock: SQL, statement: SQL | BoundStatement): Promise<T[]> {
  const pool = serverPools.get(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      await tx.execute(lock);
      return rowsOf<T>(await tx.execute(isSql(statement) ? statement : statement.sql()));
    });
  }
  const dialect = dialectOf(db);
  const prepared = inText(queryOf(dialect, statement), 'oneTripAfterLock');
  // Its parameters written into the text, as the EXECUTE's are.
  const locking = dialect.sqlToQuery(lock);
  const lockLiterals = locking.params.map((param) => literalOf(param, 'oneTripAfterLock'));
  const lockText = locking.sql.replace(/\$(\d+)/g, (_, n: string) => lockLiterals[Number(n) - 1]!);
  const client = await pool.connect();
  try {
    const execute = await executeText(client, prepared);
    // A leading comment: the pool reports the message as a write (listen.ts: what the EXECUTEd statement writes).
    const results = (await client.query(`/* locked write */ ${lockText}; ${execute}`)) as unknown as { rows: T[] }[];
    client.release();
    return results[results.length - 1]!.rows;
  } catch (err) {
    // As pool.query does: a connection that failed a query is not handed out again.
    client.release(err as Error);
    throw err;
  }
}

/**
 * What a transactionFrom body returns to have its last statements sent with the COMMIT, in one
 * message: the rows they lock stay locked only while PostgreSQL commits. A statement among them must
 * raise to refuse (fest_refuse, migration 0018): the COMMIT after it is then skipped and the
 * transaction rolled back. `value`: the body's result, or made from the rows of those statements.
 */
export class CommitWith<T> {
  readonly statements: BoundStatement[];
  constructor(
    last: BoundStatement | BoundStatement[],
    private readonly value: T | ((rows: Rows[]) => T),
  ) {
    this.statements = Array.isArray(last) ? last : [last];
  }

  resultOf(rows: Rows[]): T {
    return typeof this.value === 'function' ? (this.value as (rows: Rows[]) => T)(rows) : this.value;
  }
}

/**
 * transactionFrom's read before its BEGIN, and the error its rows make (null: go on). `read` is asked
 * for once the connection is in hand; it may then say there is nothing to read (null) because the caller
 * was answered meanwhile: the connection goes back unused and transactionFrom throws AnsweredMeanwhile.
 */
export interface TransactionGuard {
  read(): SQL | BoundStatement | null;
  refusal(rows: Rows): Error | null;
}

/** transactionFrom's end when its guard's caller had been answered while it waited (TransactionGuard). */
export class AnsweredMeanwhile extends Error {}

/** The guard's statement, or AnsweredMeanwhile. */
function guardRead(guard: TransactionGuard): SQL | BoundStatement {
  const read = guard.read();
  if (read === null) throw new AnsweredMeanwhile('answered while waiting for a connection');
  return read;
}

/**
 * A transaction whose first statements travel with its BEGIN: on a server, `BEGIN; EXECUTE first;
 * EXECUTE second...` is one simple-protocol message (one round trip instead of one per statement and
 * one for the BEGIN). Each statement still runs with its own snapshot, as in any READ COMMITTED
 * transaction, so a read after a lock sees every commit made before the lock was granted. `body`
 * then goes on in the same transaction with the rows of each first statement; it commits when `body`
 * returns (with the statement of a CommitWith it returns, in the COMMIT's message) and rolls back
 * when it throws, as db.transaction does. Parameters of the statements sent with the BEGIN or the
 * COMMIT are written into the text (literalOf). PGlite runs them one by one in db.transaction.
 * For pay_all, which every buyer of a rush starts with the lock of their user and a read of their cart.
 *
 * `guard`: a read run first, on the connection the transaction will use, and no transaction at all
 * when `refusal` makes an error of its rows (thrown; no BEGIN, so no ROLLBACK). Read once the connection
 * is in hand, it sees the database as the transaction would begin on it: in a rush a buyer may wait
 * for a connection long enough for the workshop to fill meanwhile (issue 12).
 */
export async function transactionFrom<T>(
  db: Db,
  first: BoundStatement[],
  body: (tx: Tx, rows: Rows[]) => Promise<T | CommitWith<T>>,
  guard?: TransactionGuard,
): Promise<T> {
  const pool = serverPools.get(db);
  const txOn = serverTransactions.get(db);
  if (!pool || !txOn) {
    if (guard) {
      const refused = guard.refusal(await preparedRows<Record<string, unknown>>(db, guardRead(guard)));
      if (refused) throw refused;
    }
    return db.transaction(async (tx) => {
      const run = async (statements: BoundStatement[]) => {
        const rows: Rows[] = [];
        for (const statement of statements) rows.push(rowsOf<Record<string, unknown>>(await tx.execute(statement.sql())));
        return rows;
      };
      const result = await body(tx, await run(first));
      return result instanceof CommitWith ? result.resultOf(await run(result.statements)) : result;
    });
  }
  const dialect = dialectOf(db);
  const queries = first.map((statement) => inText(statement.query(dialect), 'transactionFrom'));
  const client = await pool.connect();
  if (guard) {
    let refused: Error | null;
    try {
      refused = guard.refusal(await namedRows<Record<string, unknown>>(client, dialect, guardRead(guard)));
    } catch (err) {
      // A connection that failed a query is not handed out again; one never used goes back as it is.
      client.release(err instanceof AnsweredMeanwhile ? undefined : (err as Error));
      throw err;
    }
    if (refused) {
      client.release();
      throw refused;
    }
  }
  let began = false;
  try {
    const executes = await executesOn(client, queries);
    began = true;
    const results = (await client.query(`begin; ${executes}`)) as unknown as { rows: Rows }[];
    const result = await body(txOn(client), results.slice(1).map((r) => r.rows));
    if (result instanceof CommitWith) {
      const lasts = result.statements.map((statement) => inText(statement.query(dialect), 'transactionFrom'));
      const answers = (await client.query(`${await executesOn(client, lasts)}; commit`)) as unknown as { rows: Rows }[];
      client.release();
      return result.resultOf(answers.slice(0, -1).map((r) => r.rows));
    }
    await client.query('commit');
    client.release();
    return result;
  } catch (err) {
    if (!began) {
      client.release(err as Error);
      throw err;
    }
    // Undone as db.transaction undoes it; a connection that cannot even roll back is not handed out again.
    await client.query('rollback').then(
      () => client.release(),
      (rollbackErr: Error) => client.release(rollbackErr),
    );
    throw err;
  }
}

/** The reason a statement gave fest_refuse (migration 0018) to refuse, or null for any other error. */
export function refusalReason(err: unknown): string | null {
  // drizzle wraps a failed query's error (its `cause`); the pool's own query does not.
  for (let e = err; e instanceof Error; e = e.cause) {
    const m = /^fest_refused: (.*)$/s.exec(e.message);
    if (m) return m[1]!;
  }
  return null;
}
