import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAddresses, users } from '../../db/schema';

/**
 * Client addresses a phone has logged in or signed up from ("its own addresses"), stored as keyed
 * hashes (TokenSigner.fingerprint) so that the table holds no one's IP address. The login rate limit
 * (rate-limits.ts) lets the owner in from them while guesses from everywhere else share a per-phone
 * budget.
 */

export async function isKnownLoginAddress(db: Db, phone: string, addressHash: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(loginAddresses)
    .innerJoin(users, eq(users.id, loginAddresses.userId))
    .where(and(eq(users.phoneNumber, phone), eq(loginAddresses.addressHash, addressHash)))
    .limit(1);
  return Boolean(row);
}

/** Remembers (or refreshes) an address of a phone's owner, as a statement to run with the new session's (issueTokenPair). */
export const rememberLoginAddress = (userId: number, addressHash: string): SQL =>
  sql`insert into login_addresses (user_id, address_hash) values (${userId}, ${addressHash})
    on conflict (user_id, address_hash) do update set last_seen_at = now()`;
