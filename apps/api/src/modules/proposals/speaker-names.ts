import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { proposalTexts as texts } from './texts';

interface Named {
  firstName: string;
  lastName: string;
}

/**
 * A speaker must have a first and a last name: a confirmed proposal makes a public presenter under
 * them (draft.ts), and an account made by a login by code, or for an invited phone, has none. 400
 * VALIDATION_ERROR naming the missing one(s), with `why` (sending, accepting) as the message.
 */
export function refuseNameless(who: Named | undefined, why: string): void {
  const errors: Record<string, string[]> = {};
  if (!who?.firstName.trim()) errors.first_name = [texts.firstNameNeeded];
  if (!who?.lastName.trim()) errors.last_name = [texts.lastNameNeeded];
  if (Object.keys(errors).length) throw validationError(errors, why);
}

/** refuseNameless for an account by its id. */
export async function refuseNamelessAccount(db: Db | Tx, userId: number, why: string): Promise<void> {
  const [who] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  refuseNameless(who, why);
}
