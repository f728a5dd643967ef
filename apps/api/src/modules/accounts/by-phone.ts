import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

/** Who is given a seat by phone: a transfer's recipient, a complimentary guest, a buyer at the door. */
export interface PersonByPhone {
  phone: string;
  /** Used only when the phone has no account yet. */
  firstName: string;
  lastName: string;
}

export interface PhoneAccount {
  id: number;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  /** The account was made now: its owner has no password yet and sets one by a reset code. */
  created: boolean;
}

/**
 * What making an account for a phone needs, worked out before the transaction that makes it: the hash
 * of a random password nobody knows (a real argon2id hash, so that a login to such a phone takes as
 * long as any other and tells nobody the account exists), or nothing when the phone has an account.
 */
export async function prepareAccountFor(db: Db, phone: string): Promise<{ passwordHash: string | null }> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  return { passwordHash: known ? null : await hashPassword(randomBytes(32).toString('base64url')) };
}

/**
 * The account of a phone, made in the caller's transaction when there is none (no e-mail yet, the
 * password unknown to all: the owner sets one with "forgot password"). Two at once for one new phone
 * make one account (the phone is unique; the second finds the first's).
 */
export async function accountForPhone(tx: Tx, person: PersonByPhone, prepared: { passwordHash: string | null }): Promise<PhoneAccount> {
  const passwordHash = prepared.passwordHash ?? (await hashPassword(randomBytes(32).toString('base64url')));
  const [made] = await tx
    .insert(users)
    .values({ phoneNumber: person.phone, email: '', firstName: person.firstName, lastName: person.lastName, passwordHash })
    .onConflictDoNothing({ target: users.phoneNumber })
    .returning({ id: users.id, phoneNumber: users.phoneNumber, firstName: users.firstName, lastName: users.lastName });
  if (made) return { ...made, created: true };
  const [known] = await tx
    .select({ id: users.id, phoneNumber: users.phoneNumber, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.phoneNumber, person.phone))
    .for('key share');
  return { ...known!, created: false };
}

