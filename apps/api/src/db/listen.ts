import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** What a LISTEN reports to its owner (see Database.listen). */
export interface ListenHandlers {
  /** A notification arrived on the channel (or this process announced one: changedHere), with what its trigger said ('' says nothing more). */
  onNotify(payload: string): void;
  /**
   * false whenever notifications may be missed (not yet connected, connection lost, reconnecting),
   * true once LISTEN is in force again. Whatever was learnt while false must not be trusted.
   */
  onListening(listening: boolean): void;
  onError?(err: Error): void;
}

export type StopListening = () => Promise<void>;

/** The channels the migrations' triggers NOTIFY on (0003, 0004, 0013, 0015, 0017, 0020, 0032). */
export const CHANNELS = { catalogue: 'catalogue_changed', sessions: 'sessions_changed', sms: 'sms_queued', mail: 'mail_queued' } as const;

/**
 * This process's own changes, announced by the code that made them once they are committed
 * (changedHere). A server delivers a NOTIFY on the listening connection a moment after the writer's
 * COMMIT has answered, so without this a process could read its own write back from a cache that
 * has not heard of it yet. On PGlite the NOTIFY itself arrives before the writer resumes.
 */
const heardHere = new WeakMap<object, Map<string, Set<(payload: string) => void>>>();

/**
 * Tells this process's listeners on `channel` of a change it committed through `db` (`payload` as the
 * channel's trigger would say it). Call after the transaction's commit, never inside it: a listener
 * that reads again at once must see the change.
 */
export function changedHere(db: object, channel: string, payload = ''): void {
  for (const onChange of [...(heardHere.get(db)?.get(channel) ?? [])]) onChange(payload);
}

function hearHere(db: object, channel: string, onChange: (payload: string) => void): () => void {
  let channels = heardHere.get(db);
  if (!channels) heardHere.set(db, (channels = new Map()));
  let heard = channels.get(channel);
  if (!heard) channels.set(channel, (heard = new Set()));
  heard.add(onChange);
  return () => void heard.delete(onChange);
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
 * LISTENed again, that channel's listeners hear onListening(false). Changes this process announces
 * (changedHere) are reported through onNotify as well, synchronously.
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
    /** The Db whose changes this process announces (changedHere). */
    private readonly db: object,
  ) {}

  /** Resolves once the first attempt to LISTEN on `channel` is over (see Database.listen). */
  async listen(channel: string, handlers: ListenHandlers): Promise<StopListening> {
    handlers.onListening(false);
    let entry = this.#channels.get(channel);
    if (!entry) this.#channels.set(channel, (entry = { handlers: new Set(), listening: false, pending: null }));
    entry.handlers.add(handlers);
    const unsubscribe = hearHere(this.db, channel, (payload) => handlers.onNotify(payload));
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
