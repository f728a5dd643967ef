import { sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Db } from '../../db/client';

/**
 * Client addresses a phone has logged in or signed up from ("its own addresses"), stored as keyed
 * hashes (TokenSigner.fingerprint) so that the table holds no one's IP address. The login rate limit
 * (rate-limits.ts) lets the owner in from them while guesses from everywhere else share a per-phone
 * budget.
 */

/**
 * A phone's account as login needs it, whether the caller's address is one of its own, and whether
 * that address was seen within the last day (a login then does not write it again: login in service.ts).
 */
export interface LoginAccount {
  user: { id: number; phoneNumber: string; passwordHash: string; sessionVersion: number } | null;
  knownAddress: boolean;
  seenToday: boolean;
}

/** How stale an address's last_seen_at may grow before a login writes it again. */
const SEEN_WITHIN = sql.raw(`interval '1 day'`);

/**
 * The login read, prepared: a server plans it once per connection, PGlite once per process, not on
 * every login. The address is null when it is not one of the phone's own; else whether it was seen
 * within SEEN_WITHIN.
 */
const accountRead = preparedStatement<{ phone: string; addressHash: string }, AccountRow>(
  'login_account_read',
  ({ phone, addressHash }) => sql`select u.id, u.phone_number, u.password_hash, u.session_version,
    (select a.last_seen_at > now() - ${SEEN_WITHIN} from login_addresses a where a.user_id = u.id and a.address_hash = ${addressHash}) as seen_today
    from users u where u.phone_number = ${phone}`,
);

type AccountRow = { id: number; phone_number: string; password_hash: string; session_version: number; seen_today: boolean | null };

/** One query: the account of `phone` (null when none) and whether `addressHash` is one of its addresses. */
async function readLoginAccount(db: Db, phone: string, addressHash: string): Promise<LoginAccount> {
  const [row] = await accountRead(db, { phone, addressHash });
  if (!row) return { user: null, knownAddress: false, seenToday: false };
  const user = { id: row.id, phoneNumber: row.phone_number, passwordHash: row.password_hash, sessionVersion: row.session_version };
  return { user, knownAddress: row.seen_today !== null, seenToday: row.seen_today === true };
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
 * Remembers (or refreshes) an address of a phone's owner: a statement for issueTokenPair to run with the
 * new session's. Its arguments are used only as parameters (preparedStatement).
 */
export const rememberedAddress = ({ userId, addressHash }: { userId: number; addressHash: string }): SQL =>
  sql`insert into login_addresses (user_id, address_hash) values (${userId}, ${addressHash})
    on conflict (user_id, address_hash) do update set last_seen_at = now()`;
