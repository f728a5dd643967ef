import { eq, sql, type SQL } from 'drizzle-orm';
import { oncePerDb, type Db } from '../../db/client';
import { loginAddresses, users } from '../../db/schema';

/**
 * Client addresses a phone has logged in or signed up from ("its own addresses"), stored as keyed
 * hashes (TokenSigner.fingerprint) so that the table holds no one's IP address. The login rate limit
 * (rate-limits.ts) lets the owner in from them while guesses from everywhere else share a per-phone
 * budget.
 */

/**
 * A phone's account as login needs it, whether the caller's address is one of its own, and whether
 * that address was seen within the last day (its row is then not written again: rememberLoginAddress).
 */
export interface LoginAccount {
  user: { id: number; phoneNumber: string; passwordHash: string; sessionVersion: number } | null;
  knownAddress: boolean;
  seenToday: boolean;
}

/** How stale an address's last_seen_at may grow before a login writes it again. */
const SEEN_WITHIN = sql.raw(`interval '1 day'`);

/** The login read, prepared once per Db: on a server it is planned once per connection, not per login. */
const accountRead = oncePerDb((db) =>
  db
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      passwordHash: users.passwordHash,
      sessionVersion: users.sessionVersion,
      // Null for an address not its own; else whether it was seen within SEEN_WITHIN.
      seenToday: sql<boolean | null>`(select ${loginAddresses.lastSeenAt} > now() - ${SEEN_WITHIN} from ${loginAddresses}
        where ${loginAddresses.userId} = ${users.id} and ${loginAddresses.addressHash} = ${sql.placeholder('addressHash')})`,
    })
    .from(users)
    .where(eq(users.phoneNumber, sql.placeholder('phone')))
    .prepare('login_account'),
);

/** One query: the account of `phone` (null when none) and whether `addressHash` is one of its addresses. */
async function readLoginAccount(db: Db, phone: string, addressHash: string): Promise<LoginAccount> {
  const [row] = await accountRead(db).execute({ phone, addressHash });
  if (!row) return { user: null, knownAddress: false, seenToday: false };
  const { seenToday, ...user } = row;
  return { user, knownAddress: seenToday !== null, seenToday: seenToday === true };
}

const readFor = new WeakMap<object, Promise<LoginAccount>>();

/**
 * The login account, read once per login request: the guess limits (rate-limits.ts) need whether
 * the address is the owner's, and login itself the account; a second read would be a second query.
 */
export function loginAccountOf(db: Db, request: object, phone: string, addressHash: string): Promise<LoginAccount> {
  let read = readFor.get(request);
  if (!read) {
    read = readLoginAccount(db, phone, addressHash);
    readFor.set(request, read);
  }
  return read;
}

/**
 * Remembers (or refreshes) an address of a phone's owner, as a statement to run with the new session's
 * (issueTokenPair). Undefined for an address seen within the day: its row is fresh enough, and a login
 * rush then writes one row per login, not two (the upsert was 40% of the login's statement on PGlite).
 */
export const rememberLoginAddress = (userId: number, addressHash: string, seenToday = false): SQL | undefined =>
  seenToday
    ? undefined
    : sql`insert into login_addresses (user_id, address_hash) values (${userId}, ${addressHash})
    on conflict (user_id, address_hash) do update set last_seen_at = now()`;
