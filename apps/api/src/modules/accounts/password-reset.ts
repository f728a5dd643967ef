import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { checkCode, codeRefused, spendCode, type CodeDeps } from './codes';
import { passwordProblems } from './password-rules';
import { revokeAllRefreshTokens } from './sessions';
import { changedHere, CHANNELS } from '../../db/listen';

/**
 * A forgotten password: the reset code sent to the phone sets a new one (the signup rules apply) and
 * ends every session of the user: the refresh tokens are revoked, and the new hash moves the session
 * version (a trigger), so access tokens already issued are refused on their next request. An unknown
 * phone never had a code that anyone knows, so it answers like a wrong code.
 */
export async function resetPassword(deps: CodeDeps, phone: string, code: string, newPassword: string): Promise<void> {
  const codeId = await checkCode(deps, phone, 'reset_password', code);
  const [user] = await deps.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.phoneNumber, phone));
  if (!user) throw codeRefused();
  const weak = passwordProblems(newPassword, { phone, email: user.email });
  if (weak.length) throw validationError({ new_password: weak });
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await spendCode(tx, codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllRefreshTokens(tx, user.id);
  });
  changedHere(deps.db, CHANNELS.sessions, String(user.id));
}
