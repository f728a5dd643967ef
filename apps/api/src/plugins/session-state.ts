import type { FastifyBaseLogger } from 'fastify';
import type { UserRole } from '@fest/contract';
import type { Database, Db } from '../db/client';
import { CHANNELS, type StopListening } from '../db/listen';
import { AppError } from '../lib/errors';
import { authTexts } from '../lib/texts';
import type { TokenClaims } from '../lib/tokens';
import { SessionReads, type SessionState } from './session-reads';

export type { SessionState };

/**
 * Whether an access token's session is still in force: its user still exists, its session version
 * (bumped by a trigger when the password or the role changes) is the user's current one, and the
 * refresh token it belongs to (its `sid`) has not been revoked (logout, password change, reuse).
 * Checked on every authenticated request, so a change takes effect on the next one; the answers are
 * kept per process and forgotten on a NOTIFY sessions_changed naming their user (migrations 0004, 0017).
 */

/** The NOTIFY channel of migration 0004. */
export const SESSIONS_CHANNEL = CHANNELS.sessions;

/** Entries kept at most; beyond it the cache starts again empty (a plain bound, not an LRU: reads are cheap). */
const MAX_ENTRIES = 100_000;

/**
 * Session states read from the database, per user, kept until that user's sessions change. Like the
 * catalogue's AnswerCache: a change heard (a NOTIFY naming the user, from any process) forgets that
 * user's states, one that names nobody (a TRUNCATE, or on a server this process's own write to the
 * sessions' tables, whose user is not known here) forgets everything; a read that an invalidation
 * overtook is used once but not kept; and while the LISTEN connection is not in force nothing is
 * kept, so each request reads. Per user rather than all at once: in a rush, every token refresh
 * (migration 0017) would otherwise send every signed-in buyer's next request to the database.
 */
export class SessionCache {
  readonly #states = new Map<number, Map<string, SessionState | null>>();
  #size = 0;
  #generation = 0;
  #listening = false;

  /** Forgets the states of `userId`, or of everyone when it is absent. */
  invalidate(userId?: number): void {
    if (userId === undefined) {
      this.#states.clear();
      this.#size = 0;
    } else {
      this.#size -= this.#states.get(userId)?.size ?? 0;
      this.#states.delete(userId);
    }
    this.#generation += 1;
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate();
  }

  async get(userId: number, sid: string, read: () => Promise<SessionState | null>): Promise<SessionState | null> {
    if (!this.#listening) return read();
    const kept = this.#states.get(userId)?.get(sid);
    if (kept !== undefined) return kept;
    const generation = this.#generation;
    const state = await read();
    if (generation === this.#generation) {
      if (this.#size >= MAX_ENTRIES) this.invalidate();
      let user = this.#states.get(userId);
      if (!user) this.#states.set(userId, (user = new Map()));
      if (!user.has(sid)) this.#size += 1;
      user.set(sid, state);
    }
    return state;
  }
}

/** The user a sessions_changed payload names (migration 0017), or undefined: everyone. */
export function userNamedBy(payload: string | undefined): number | undefined {
  return payload && /^\d{1,15}$/.test(payload) ? Number(payload) : undefined;
}

export interface SessionUser {
  id: number;
  phone: string;
  role: UserRole;
  /** jti of the refresh token this access token belongs to. */
  sessionId: string;
}

const sessionEnded = () => new AppError(401, 'TOKEN_INVALID', authTexts.sessionEnded);
// The version moved (new password or role): a refresh token still alive gives a token of the new version.
const sessionOutdated = () => new AppError(401, 'TOKEN_EXPIRED', authTexts.sessionOutdated);

/** Checks the claims of a verified access token against the session state; the caller or a 401. */
export class SessionCheck {
  readonly #reads: SessionReads;

  constructor(
    db: Db,
    private readonly cache: SessionCache | null,
  ) {
    this.#reads = new SessionReads(db);
  }

  async user(claims: TokenClaims): Promise<SessionUser> {
    const session = claims.session;
    // Tokens signed before sessions were carried in them (at most ACCESS_TOKEN_MINUTES old): refresh.
    if (!session) throw sessionOutdated();
    const read = () => this.#reads.read(claims.userId, session.sid);
    const state = this.cache ? await this.cache.get(claims.userId, session.sid, read) : await read();
    if (!state || !state.live) throw sessionEnded();
    if (state.version !== session.version) throw sessionOutdated();
    return { id: claims.userId, phone: claims.phone, role: state.role, sessionId: session.sid };
  }
}

/**
 * A SessionCache kept true by LISTENing on the sessions channel; stop() when the app closes.
 * Resolves once the first LISTEN attempt is over (the cache stays off until one succeeds).
 */
export async function listeningSessionCache(
  listen: Database['listen'],
  log: FastifyBaseLogger,
): Promise<{ cache: SessionCache; stop: StopListening }> {
  const cache = new SessionCache();
  const stop = await listen(SESSIONS_CHANNEL, {
    onNotify: (payload) => cache.invalidate(userNamedBy(payload)),
    onListening: (listening) => cache.setListening(listening),
    onError: (err) => log.warn({ err }, 'session cache: LISTEN connection lost; sessions are read per request until it is back'),
  });
  return { cache, stop };
}
