import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { issueTokenPair } from '../../src/modules/accounts/sessions';
import type { TokenSigner } from '../../src/lib/tokens';

let serial = 0;

/**
 * `n` new accounts, each signed in (a session and an access token): the buyers of the
 * multi-process race tests. `prefix` (four digits) keeps each suite's phone numbers its own.
 */
export async function makeBuyers(db: Db, signer: TokenSigner, n: number, opts: { prefix: string; lastName: string }) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        serial += 1;
        const phone = `${opts.prefix}${String(serial).padStart(7, '0')}`;
        return { phoneNumber: phone, email: `buyer${phone}@example.ir`, firstName: 'خریدار', lastName: opts.lastName, passwordHash: 'unused' };
      }),
    )
    .returning({ id: users.id, phone: users.phoneNumber });
  return Promise.all(
    rows.map(async (r) => {
      const { access } = await issueTokenPair(db, signer, { id: r.id, phoneNumber: r.phone, sessionVersion: 0 });
      return { id: r.id, auth: `Bearer ${access}` };
    }),
  );
}
