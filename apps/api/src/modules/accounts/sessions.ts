import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TokenPair } from '@fest/contract';
import { preparedStatement, type Db, type Tx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { TokenSigner } from '../../lib/tokens';
import { rememberedAddress } from './login-addresses';
import { accountTexts } from './texts';
import { changedHere, CHANNELS } from '../../db/listen';

/**
 * Refresh tokens are JWTs whose jti is recorded in refresh_tokens, so that logout, a password
 * change and reuse of a revoked token can revoke them. Access tokens are not recorded: each names
 * its refresh token (`sid`) and the user's session version, which every request checks
 * (session-state.ts), so revoking the refresh token or moving the version ends it too.
 */

const tokenInvalid = () => new AppError(401, 'TOKEN_INVALID', accountTexts.tokenInvalid);
const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', accountTexts.sessionExpired);

type SessionRow = { jti: string; userId: number; expiresAt: string };

const sessionInsert = ({ jti, userId, expiresAt }: SessionRow) =>
  sql`insert into refresh_tokens (jti, user_id, expires_at) values (${jti}, ${userId}, ${expiresAt}::timestamptz)`;

/** A new session's row, prepared: a login rush writes one per login. */
const sessionRow = preparedStatement<SessionRow, never>('session_insert', sessionInsert);

/** The same, with the address the session comes from remembered in the same statement. */
const sessionRowFromAddress = preparedStatement<SessionRow & { addressHash: string }, never>(
  'session_insert_from_address',
  (row) => sql`with address as (${rememberedAddress(row)}) ${sessionInsert(row)}`,
);

/**
 * Signs an access and a refresh token and records the refresh token (a new session). `addressHash`:
 * an address to remember as the user's own (login-addresses.ts), written in the same statement as the
 * record, so that the two are written together, atomically, in one round trip without a transaction
 * of their own.
 */
export async function issueTokenPair(
  db: Db | Tx,
  signer: TokenSigner,
  user: { id: number; phoneNumber: string; sessionVersion: number },
  addressHash?: string,
): Promise<TokenPair> {
  const refresh = await signer.sign('refresh', user.id, user.phoneNumber);
  const access = await signer.sign('access', user.id, user.phoneNumber, undefined, { sid: refresh.jti, version: user.sessionVersion });
  const row = { jti: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt.toISOString() };
  await (addressHash === undefined ? sessionRow(db, row) : sessionRowFromAddress(db, { ...row, addressHash }));
  return { access: access.token, refresh: refresh.token };
}

/** Revokes every refresh token of the user that is still live. */
export async function revokeAllRefreshTokens(db: Db | Tx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Checks signature and type, then that the token was issued by us to that user. */
async function recordedToken(db: Db, signer: TokenSigner, token: string) {
  const claims = await signer.verify(token, 'refresh');
  const [found] = await db
    .select({ row: refreshTokens, sessionVersion: users.sessionVersion })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.jti, claims.jti));
  if (!found || found.row.userId !== claims.userId) throw tokenInvalid();
  return { claims, row: found.row, sessionVersion: found.sessionVersion };
}

/**
 * A new access token for a live refresh token. A revoked one being presented again means it
 * leaked (or a logged-out device is still around): every session of that user is ended.
 */
export async function refreshAccess(db: Db, signer: TokenSigner, token: string): Promise<{ access: string }> {
  const { claims, row, sessionVersion } = await recordedToken(db, signer, token);
  if (row.revokedAt) {
    await revokeAllRefreshTokens(db, row.userId);
    changedHere(db, CHANNELS.sessions, String(row.userId));
    throw tokenInvalid();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw tokenExpired();
  const access = await signer.sign('access', row.userId, claims.phone, undefined, { sid: row.jti, version: sessionVersion });
  return { access: access.token };
}

/**
 * Logout: revokes that refresh token, which ends the access tokens issued with it or from it on their
 * next request. Revoking it twice is harmless (two tabs logging out).
 */
export async function revokeRefreshToken(db: Db, signer: TokenSigner, token: string): Promise<void> {
  const { row } = await recordedToken(db, signer, token);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.revokedAt)));
  changedHere(db, CHANNELS.sessions, String(row.userId));
}
