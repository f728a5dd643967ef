import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** What a LISTEN reports to its owner (see Database.listen). */
export interface ListenHandlers {
  /** A notification arrived on the channel (or, on a server, this process wrote something: see below). */
  onNotify(): void;
  /**
   * false whenever notifications may be missed (not yet connected, connection lost, reconnecting),
   * true once LISTEN is in force again. Whatever was learnt while false must not be trusted.
   */
  onListening(listening: boolean): void;
  onError?(err: Error): void;
}

export type StopListening = () => Promise<void>;

/**
 * Write statements sent by this process, announced the moment they complete. A server delivers a
 * NOTIFY on the listening connection a moment after the writer's COMMIT has answered, so without
 * this a process could read its own write back from a cache that has not heard of it yet.
 */
export class LocalWrites {
  readonly #subscribers = new Set<() => void>();

  subscribe(onWrite: () => void): () => void {
    this.#subscribers.add(onWrite);
    return () => void this.#subscribers.delete(onWrite);
  }

  /** Called once a statement that may have changed data (or a COMMIT) has completed. */
  announce(): void {
    for (const onWrite of this.#subscribers) onWrite();
  }
}

/** Statements that change nothing by themselves; everything else (INSERT, UPDATE, COMMIT, WITH ...) may. */
const READ_ONLY = /^\s*(select|begin|start\s+transaction|show|set|savepoint|release|rollback|listen|unlisten)\b/i;

type QueryArgs = unknown[];
type QueryCallback = (err: Error | null, result: unknown) => void;

/**
 * A pg.Client for the pool that announces its completed write statements (in callback, promise
 * and submittable form alike, since pg-pool itself uses the callback form).
 */
export function signallingClientClass(writes: LocalWrites): typeof pg.Client {
  class SignallingClient extends pg.Client {}
  const original = pg.Client.prototype.query;
  // query has a dozen overloads; this override passes every form through unchanged.
  (SignallingClient.prototype as { query: (...args: QueryArgs) => unknown }).query = function (
    this: pg.Client,
    ...args: QueryArgs
  ) {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const call = () => (original as (...a: QueryArgs) => unknown).apply(this, args);
    if (typeof text === 'string' && READ_ONLY.test(text)) return call();
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, result: unknown) => {
        writes.announce();
        (last as QueryCallback)(err, result);
      };
      return call();
    }
    const result = call() as { then?: unknown; on?: unknown } | undefined;
    if (result && typeof result.then === 'function') {
      return (result as Promise<unknown>).then(
        (value) => {
          writes.announce();
          return value;
        },
        (err: unknown) => {
          writes.announce();
          throw err;
        },
      );
    }
    if (result && typeof result.on === 'function') {
      const submittable = result as { on(event: string, cb: () => void): void };
      submittable.on('end', () => writes.announce());
      submittable.on('error', () => writes.announce());
    }
    return result;
  };
  return SignallingClient;
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A connection that silently died (no RST) is noticed within about this long. */
const HEARTBEAT_MS = 5_000;

/**
 * LISTEN on a PostgreSQL server through a dedicated connection (a pooled one would be handed to
 * other queries and its LISTEN lost). Reconnects with backoff when the connection fails; between
 * the failure and the next LISTEN, onListening(false). Local writes (this process's pool) are
 * reported through onNotify as well, synchronously.
 */
export async function listenOnServer(
  url: string,
  localWrites: LocalWrites,
  channel: string,
  handlers: ListenHandlers,
): Promise<StopListening> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const lost = (client: pg.Client, err: Error) => {
    if (current !== client) return; // already handled, or replaced
    current = null;
    clearInterval(heartbeat);
    handlers.onListening(false);
    client.end().catch(() => {});
    if (stopped) return;
    handlers.onError?.(err);
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      // Named, so that an operator (or a test) can tell it from the pool's connections.
      application_name: `listen ${channel}`,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_MS,
      query_timeout: HEARTBEAT_MS,
    });
    current = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('the LISTEN connection ended')));
    client.on('notification', (message) => {
      if (current === client && message.channel === channel) handlers.onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(client, err as Error);
      return;
    }
    if (current !== client) return;
    delay = RETRY_FIRST_MS;
    handlers.onListening(true);
    heartbeat = setInterval(() => {
      client.query('select 1').catch((err: Error) => lost(client, err));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  handlers.onListening(false);
  const unsubscribe = localWrites.subscribe(() => handlers.onNotify());
  await connect();
  return async () => {
    stopped = true;
    unsubscribe();
    clearTimeout(retry);
    clearInterval(heartbeat);
    const client = current;
    current = null;
    handlers.onListening(false);
    if (client) await client.end().catch(() => {});
  };
}

/**
 * LISTEN on embedded PGlite: one connection shared by the whole process, which never drops. Its
 * notifications (this process's own writes included) are delivered in a microtask queued while
 * the writing statement is answered, so before the writer resumes.
 */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  handlers.onListening(false);
  const unlisten = await client.listen(channel, () => handlers.onNotify());
  handlers.onListening(true);
  return async () => {
    handlers.onListening(false);
    if (!client.closed) await unlisten().catch(() => {});
  };
}
