import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { issueTokenPair } from '../../src/modules/accounts/sessions';

/**
 * A session for a user made straight in the database (no password, no login route): a recorded
 * refresh token and an access token bound to it, as a login would give.
 */
export async function signIn(app: FastifyInstance, user: { id: number }): Promise<{ access: string; refresh: string }> {
  const [row] = await app.db
    .select({ id: users.id, phoneNumber: users.phoneNumber, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new Error(`no user ${user.id}`);
  return issueTokenPair(app.db, app.tokens, row);
}

/** The access token of a new session for `user`. */
export const accessTokenFor = async (app: FastifyInstance, user: { id: number }) => (await signIn(app, user)).access;
