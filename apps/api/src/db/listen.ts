import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** What a LISTEN reports to its owner (see Database.listen). */
export interface ListenHandlers {
  /**
   * A notification arrived on the channel, with what its trigger said (`payload`: '' says nothing
   * more), or, on a server, this process wrote something (see below): then `payload` is absent.
   */
  onNotify(payload?: string): void;
  /**
   * false whenever notifications may be missed (not yet connected, connection lost, reconnecting),
   * true once LISTEN is in force again. Whatever was learnt while false must not be trusted.
   */
  onListening(listening: boolean): void;
  onError?(err: Error): void;
}

export type StopListening = () => Promise<void>;

/**
 * What a write statement did, as `insert:table`, `update:table` and `delete:table` entries, or 'any'
 * when that cannot be told from its text.
 */
export type Written = ReadonlySet<string> | 'any';

/**
 * Write statements sent by this process, announced the moment they complete. A server delivers a
 * NOTIFY on the listening connection a moment after the writer's COMMIT has answered, so without
 * this a process could read its own write back from a cache that has not heard of it yet.
 */
export class LocalWrites {
  readonly #subscribers = new Map<() => void, ReadonlySet<string> | undefined>();

  /** `writes`: only these (Written entries), or writes that cannot be told, concern the subscriber; absent: every write. */
  subscribe(onWrite: () => void, writes?: ReadonlySet<string>): () => void {
    this.#subscribers.set(onWrite, writes);
    return () => void this.#subscribers.delete(onWrite);
  }

  /** Called once a statement that may have changed data (or a COMMIT) has completed. */
  announce(written: Written = 'any'): void {
    for (const [onWrite, writes] of this.#subscribers) {
      if (written === 'any' || !writes || [...written].some((w) => writes.has(w))) onWrite();
    }
  }
}

/** Every kind of write to these tables, as Written entries. */
const anyWriteTo = (...tables: string[]) => new Set(tables.flatMap((t) => [`insert:${t}`, `update:${t}`, `delete:${t}`]));

/**
 * The writes whose triggers make each channel NOTIFY (migrations 0003, 0004, 0013, 0015, 0017, 0020), so
 * that this process's own writes reach a listener when a notification would, and not for every cart
 * add or login. participations notify only for people in a line: all of its writes count here
 * (harmless: one more rebuild). Deleting a user cascades into carts and lines, so users count for the
 * catalogue. A session starting (a refresh token inserted, a user signing up) changes no session state
 * anyone keeps, and its triggers are silent: a login does not empty the process's session cache. A
 * channel not named here hears every write.
 */
const NOTIFYING_WRITES: Record<string, ReadonlySet<string>> = {
  catalogue_changed: anyWriteTo(
    'presentations', 'presenters', 'presentation_presenters', 'tags', 'presentation_tags', 'faqs', 'staff',
    'accessories', 'coupons', 'coupon_presentations', 'festival', 'waitlist_entries', 'participations', 'users',
  ),
  sessions_changed: new Set(['update:users', 'delete:users', 'update:refresh_tokens', 'delete:refresh_tokens']),
  sms_queued: new Set(['insert:sms_outbox']),
};

const WRITE_TARGET = /\b(insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?(?:\s+(?:as\s+)?\w+)?\s+set\b/gi;
/** An upsert: its inserts may update rows that exist. */
const UPSERTS = /\bon\s+conflict\b[^]*?\bdo\s+update\b/i;
/**
 * Statements whose every write names its table: INSERT, UPDATE, DELETE, WITH (its CTEs), after
 * comments; or an EXECUTE, whose writes are its PREPAREd statement's.
 */
const NAMES_ITS_WRITES = /^\s*(?:\/\*[^]*?\*\/\s*)*(?:with|insert|update|delete|select|execute)\b/i;

/** `execute name` opening a message or after a `;` (oneTripAfterLock and transactionFrom, db/client.ts). */
const EXECUTES = /(?:^|;)\s*(?:\/\*[^]*?\*\/\s*)*execute\s+(\w+)/gi;
/** `prepare name [(types)] as statement`: preparing changes nothing; what the statement writes is noted for its EXECUTEs. */
const PREPARES = /^\s*prepare\s+(\w+)\s*(?:\([^)]*\))?\s+as\s+([^]*)$/i;

/**
 * What a write statement did, from its text: `insert:`, `update:` and `delete:` entries for the tables
 * it inserts into (an upsert's DO UPDATE is an update too), updates or deletes from, in CTEs too, and
 * what the statements it EXECUTEs write (`prepared`: by name, as learnt from their PREPARE). Anything
 * else that is not read-only (TRUNCATE, COPY, DO, CALL, DDL) is 'any'.
 */
export function writesOf(text: string, prepared?: ReadonlyMap<string, Written>): Written {
  if (!NAMES_ITS_WRITES.test(text)) return 'any';
  const writes = new Set<string>();
  const targets = [...text.matchAll(WRITE_TARGET)];
  targets.forEach((m, i) => {
    if (m[3]) return void writes.add(`update:${m[3].toLowerCase()}`);
    const table = m[2]!.toLowerCase();
    if (!m[1]!.toLowerCase().startsWith('insert')) return void writes.add(`delete:${table}`);
    writes.add(`insert:${table}`);
    // Its own ON CONFLICT clause: between it and the next write named in the text.
    if (UPSERTS.test(text.slice(m.index, targets[i + 1]?.index))) writes.add(`update:${table}`);
  });
  // `execute name` writes what the statement PREPAREd under that name writes; unknown: anything.
  for (const m of text.matchAll(EXECUTES)) {
    const written = prepared?.get(m[1]!.toLowerCase()) ?? 'any';
    if (written === 'any') return 'any';
    for (const w of written) writes.add(w);
  }
  return writes;
}

/**
 * Statements that change nothing by themselves (BEGIN and a whole ROLLBACK are told apart first, as
 * they open and close a transaction's list of writes; `rollback to savepoint` stays here).
 */
const READ_ONLY = /^\s*(select|show|set|savepoint|release|rollback|listen|unlisten)\b/i;

type QueryArgs = unknown[];
type QueryCallback = (err: Error | null, result: unknown) => void;

const BEGINS = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMITS = /^\s*(?:commit|end)\b/i;
/** A message whose last statement is the COMMIT (transactionFrom's CommitWith): what comes before it is written first. */
const ENDS_WITH_COMMIT = /;\s*commit\s*;?\s*$/i;
const ENDS_UNDONE = /^\s*rollback\s*(?:work|transaction)?\s*;?\s*$/i;

/**
 * A pg.Client for the pool that announces its completed write statements (in callback, promise
 * and submittable form alike, since pg-pool itself uses the callback form) with what they wrote
 * (writesOf), and at a COMMIT everything its transaction wrote.
 */
export function signallingClientClass(writes: LocalWrites): typeof pg.Client {
  class SignallingClient extends pg.Client {}
  const original = pg.Client.prototype.query;
  /** Per connection in a transaction: what it wrote since BEGIN. */
  const inTransaction = new WeakMap<pg.Client, Set<string> | 'any'>();
  /** What each statement PREPAREd by this process writes (names are derived from the text: the same on every connection). */
  const preparedWrites = new Map<string, Written>();

  // query has a dozen overloads; this override passes every form through unchanged.
  (SignallingClient.prototype as { query: (...args: QueryArgs) => unknown }).query = function (
    this: pg.Client,
    ...args: QueryArgs
  ) {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const call = () => (original as (...a: QueryArgs) => unknown).apply(this, args);

    /** Runs the query and announces `written` once it has completed, failed or not. */
    const announcing = (written: Written) => {
      const announce = () => writes.announce(written);
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (err: Error | null, result: unknown) => {
          announce();
          (last as QueryCallback)(err, result);
        };
        return call();
      }
      const result = call() as { then?: unknown; on?: unknown } | undefined;
      if (result && typeof result.then === 'function') {
        return (result as Promise<unknown>).then(
          (value) => {
            announce();
            return value;
          },
          (err: unknown) => {
            announce();
            throw err;
          },
        );
      }
      if (result && typeof result.on === 'function') {
        const submittable = result as { on(event: string, cb: () => void): void };
        submittable.on('end', announce);
        submittable.on('error', announce);
      }
      return result;
    };

    if (typeof text !== 'string') return announcing('any');
    const preparing = PREPARES.exec(text);
    if (preparing) {
      preparedWrites.set(preparing[1]!.toLowerCase(), writesOf(preparing[2]!));
      return call();
    }
    if (BEGINS.test(text)) {
      inTransaction.set(this, new Set());
      return call();
    }
    if (ENDS_UNDONE.test(text)) {
      inTransaction.delete(this);
      return call();
    }
    if (READ_ONLY.test(text)) return call();
    const commitsAtEnd = ENDS_WITH_COMMIT.exec(text);
    if (commitsAtEnd && !COMMITS.test(text)) {
      // The statements before the COMMIT join what the transaction wrote, all announced once it commits.
      const before = writesOf(text.slice(0, commitsAtEnd.index), preparedWrites);
      const open = inTransaction.get(this) ?? 'any';
      inTransaction.delete(this);
      return announcing(before === 'any' || open === 'any' ? 'any' : new Set([...open, ...before]));
    }
    if (COMMITS.test(text)) {
      // What the transaction wrote becomes visible to everyone now: announced again at its COMMIT.
      const written = inTransaction.get(this) ?? 'any';
      inTransaction.delete(this);
      return written !== 'any' && written.size === 0 ? call() : announcing(written);
    }
    const written = writesOf(text, preparedWrites);
    const open = inTransaction.get(this);
    if (open) inTransaction.set(this, written === 'any' || open === 'any' ? 'any' : new Set([...open, ...written]));
    return announcing(written);
  };
  return SignallingClient;
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A connection that silently died (no RST) is noticed within about this long. */
const HEARTBEAT_MS = 5_000;

interface Channel {
  handlers: Set<ListenHandlers>;
  /** LISTEN is in force for it on the current connection. */
  listening: boolean;
  /** Its LISTEN, sent and not yet answered. */
  pending: Promise<void> | null;
}

/**
 * The LISTENs of one Database on a PostgreSQL server: one dedicated connection (a pooled one would
 * be handed to other queries and its LISTENs lost) carrying every channel its listeners name, so a
 * process keeps one such connection, not one per channel. Opened by the first listener, ended when
 * the last one stops. Reconnects with backoff when it fails; from the failure until a channel is
 * LISTENed again, that channel's listeners hear onListening(false). Local writes (this process's
 * pool) are reported through onNotify as well, synchronously.
 */
export class ServerListens {
  readonly #channels = new Map<string, Channel>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #retry: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #delay = RETRY_FIRST_MS;

  constructor(
    private readonly url: string,
    private readonly localWrites: LocalWrites,
  ) {}

  /** Resolves once the first attempt to LISTEN on `channel` is over (see Database.listen). */
  async listen(channel: string, handlers: ListenHandlers): Promise<StopListening> {
    handlers.onListening(false);
    let entry = this.#channels.get(channel);
    if (!entry) this.#channels.set(channel, (entry = { handlers: new Set(), listening: false, pending: null }));
    entry.handlers.add(handlers);
    const unsubscribe = this.localWrites.subscribe(() => handlers.onNotify(), NOTIFYING_WRITES[channel]);
    if (entry.listening) handlers.onListening(true);
    else {
      if (!this.#client && !this.#retry) await this.#connect();
      else if (this.#connecting) await this.#connecting;
      // Connected, and the channel was named after the connection's LISTENs were sent. (While a retry
      // is scheduled, nothing: it LISTENs on every channel named by then.)
      if (this.#client && !this.#connecting && !entry.listening) await this.#listenOn(this.#client, channel, entry);
    }

    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      entry.handlers.delete(handlers);
      handlers.onListening(false);
      // The connection keeps its LISTEN (an UNLISTEN could cross a new listener's LISTEN): notifications
      // of a channel nobody names are dropped.
      if (entry.handlers.size === 0 && this.#channels.get(channel) === entry) this.#channels.delete(channel);
      if (this.#channels.size === 0) await this.#close();
    };
  }

  #connect(): Promise<void> {
    clearTimeout(this.#retry);
    this.#retry = undefined;
    if (!this.#connecting) {
      const connecting: Promise<void> = this.#open().finally(() => {
        if (this.#connecting === connecting) this.#connecting = null;
      });
      this.#connecting = connecting;
    }
    return this.#connecting;
  }

  async #open() {
    const client = new pg.Client({
      connectionString: this.url,
      // Named, so that an operator (or a test) can tell it from the pool's connections (`api <pid>`).
      application_name: `listen ${process.pid}`,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_MS,
      query_timeout: HEARTBEAT_MS,
    });
    this.#client = client;
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client, new Error('the LISTEN connection ended')));
    client.on('notification', (message) => {
      if (this.#client !== client) return;
      for (const handlers of [...(this.#channels.get(message.channel)?.handlers ?? [])]) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      // A Map's iteration also visits the channels named while it runs.
      for (const [channel, entry] of this.#channels) {
        await this.#listenOn(client, channel, entry);
        if (this.#client !== client) return;
      }
    } catch (err) {
      this.#lost(client, err as Error);
      return;
    }
    if (this.#client !== client) return;
    this.#delay = RETRY_FIRST_MS;
    this.#heartbeat = setInterval(() => {
      client.query('select 1').catch((err: Error) => this.#lost(client, err));
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** LISTENs on `channel` unless it is already (or being) LISTENed on this connection; then tells its listeners. */
  #listenOn(client: pg.Client, channel: string, entry: Channel): Promise<void> {
    if (entry.listening) return Promise.resolve();
    if (!entry.pending) {
      const pending: Promise<void> = client
        .query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        .then(() => {
          if (this.#client !== client) return;
          entry.listening = true;
          for (const handlers of [...entry.handlers]) handlers.onListening(true);
        })
        .finally(() => {
          if (entry.pending === pending) entry.pending = null;
        });
      entry.pending = pending;
    }
    return entry.pending.catch((err: Error) => this.#lost(client, err));
  }

  #lost(client: pg.Client, err: Error) {
    if (this.#client !== client) return; // already handled, or replaced
    this.#client = null;
    clearInterval(this.#heartbeat);
    client.end().catch(() => {});
    const everyone = [...this.#channels.values()].flatMap((entry) => {
      entry.listening = false;
      entry.pending = null;
      return [...entry.handlers];
    });
    for (const handlers of everyone) handlers.onListening(false);
    if (this.#channels.size === 0) return; // stopped
    for (const handlers of everyone) handlers.onError?.(err);
    this.#retry = setTimeout(() => void this.#connect(), this.#delay);
    this.#delay = Math.min(this.#delay * 2, RETRY_MAX_MS);
  }

  async #close() {
    clearTimeout(this.#retry);
    this.#retry = undefined;
    this.#connecting = null;
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => {});
  }
}

/**
 * LISTEN on embedded PGlite: one connection shared by the whole process, which never drops. Its
 * notifications (this process's own writes included) are delivered in a microtask queued while
 * the writing statement is answered, so before the writer resumes.
 */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  handlers.onListening(false);
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening(true);
  return async () => {
    handlers.onListening(false);
    if (!client.closed) await unlisten().catch(() => {});
  };
}
