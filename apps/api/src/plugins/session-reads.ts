import { sql } from 'drizzle-orm';
import type { UserRole } from '@fest/contract';
import { hotStatement, preparedRows, type Db } from '../db/client';

/** A session's state as the database holds it (session-state.ts checks a token against it). */
export interface SessionState {
  version: number;
  role: UserRole;
  /** The refresh token named by the access token is recorded for this user and not revoked. */
  live: boolean;
}

/** Sessions read by one statement at most: a bound on the statement's JSON, not a tuning knob. */
const MAX_BATCH = 500;

/**
 * The states of several sessions, one row per asked `(user, sid)` whose user exists, tagged with its
 * place in the batch (`ord`). One indexed look-up per session (primary keys of users and
 * refresh_tokens); the pairs travel as one JSON text, so the statement's shape does not depend on how
 * many there are and a server plans it once per connection.
 */
const sessionsRead = hotStatement<{ asked: string }>(({ asked }) => sql`select q.ord, u.session_version as version, u.role,
    (rt.jti is not null and rt.revoked_at is null) as live
  from json_to_recordset(${asked}::json) as q(ord int, user_id bigint, sid text)
  join users u on u.id = q.user_id
  left join refresh_tokens rt on rt.jti = q.sid and rt.user_id = u.id`);

interface Asked {
  userId: number;
  sid: string;
  resolve: (state: SessionState | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Session reads asked for in the same turn of the event loop, sent to the database as one statement.
 * In a registration rush every buyer's first request on a process misses the session cache at about
 * the same moment; read one by one, those reads were a quarter of the rush's messages to PostgreSQL
 * (issue 12). The requests that arrive together are parsed in the same poll phase and reach their
 * session read before any of them waits on anything else, so the batch is sent from setImmediate,
 * right after that phase: a request alone waits for nothing but that.
 */
export class SessionReads {
  #asked: Asked[] = [];
  /** Statements sent so far (the tests see from it that a burst of reads went as one). */
  statements = 0;

  constructor(private readonly db: Db) {}

  /** null: no such user. */
  read(userId: number, sid: string): Promise<SessionState | null> {
    // No user has such an id; kept out of the statement, where it would fail the whole batch.
    if (!Number.isSafeInteger(userId)) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      if (this.#asked.push({ userId, sid, resolve, reject }) === 1) setImmediate(() => this.#send());
    });
  }

  #send(): void {
    const asked = this.#asked;
    this.#asked = [];
    for (let i = 0; i < asked.length; i += MAX_BATCH) void this.#sendBatch(asked.slice(i, i + MAX_BATCH));
  }

  async #sendBatch(batch: Asked[]): Promise<void> {
    this.statements += 1;
    try {
      const json = JSON.stringify(batch.map((a, ord) => ({ ord, user_id: a.userId, sid: a.sid })));
      const rows = await preparedRows<SessionState & { ord: number }>(this.db, sessionsRead({ asked: json }));
      const states: (SessionState | null)[] = batch.map(() => null);
      for (const { ord, version, role, live } of rows) states[ord] = { version, role, live };
      batch.forEach((a, i) => a.resolve(states[i] ?? null));
    } catch (err) {
      for (const a of batch) a.reject(err);
    }
  }
}
