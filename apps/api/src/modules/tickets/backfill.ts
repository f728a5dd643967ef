import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { participations } from '../../db/schema';
import { ticketCode, ticketHash } from '../../lib/ticket-codes';
import { issueTickets, type TicketKey } from './issue';

const BATCH = 500;

/**
 * Gives every COMPLETED participation without a ticket its ticket (registrations made before tickets
 * existed, or loaded from a festival data file). A SQL migration cannot do it: it does not know the
 * secret. Run at every start after the migrations and the seed; idempotent, and safe with several
 * processes starting at once (rows another process is ticketing are skipped, then picked up by the
 * next round if it gave up). Returns how many tickets it issued.
 */
export async function backfillTickets(db: Db, key: TicketKey): Promise<number> {
  let issued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        select id from participations
        where payment_state = 'COMPLETED' and ticket_hash is null
        order by id limit ${BATCH}
        for no key update skip locked`);
      const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
      issued += await issueTickets(tx, key, ids);
      return ids.length < BATCH;
    });
    if (done) return issued;
  }
}

/**
 * Whether the stored tickets were made with this key (one ticket is checked). False means the ticket
 * secret changed since they were issued: every ticket shown would then fail at the door.
 */
export async function ticketKeyMatches(db: Db, key: TicketKey): Promise<boolean> {
  const [row] = await db
    .select({ id: participations.id, salt: participations.ticketSalt, hash: participations.ticketHash })
    .from(participations)
    .where(and(eq(participations.paymentState, 'COMPLETED'), isNotNull(participations.ticketSalt), isNotNull(participations.ticketHash)))
    .limit(1);
  if (!row) return true;
  return ticketHash(ticketCode(key, row.salt!, row.id)) === row.hash;
}
