import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { deriveKey } from '../../lib/derived-keys';
import { newTicketSalt, ticketCode, ticketHash } from '../../lib/ticket-codes';

/** The key ticket codes are made with (app.ticketKey). */
export type TicketKey = Uint8Array;

/** The ticket key of a ticket secret (TICKET_SECRET, see lib/secrets.ts): its own HKDF purpose. */
export const ticketKeyFrom = (ticketSecret: string): TicketKey => deriveKey(ticketSecret, 'tickets');

/**
 * Gives each of these participations that is COMPLETED and has no ticket yet a ticket: a random salt
 * and the hash of its code (the code itself is never stored). Call it in the transaction that
 * completes them. Rows that already have a ticket keep it, so calling it twice changes nothing.
 */
export async function issueTickets(tx: Tx | Db, key: TicketKey, participationIds: number[]): Promise<number> {
  if (participationIds.length === 0) return 0;
  const result = await tx.execute(sql`
    update participations p set ticket_salt = v.salt, ticket_hash = v.hash
    from (values ${sql.join(ticketValues(key, participationIds), sql`, `)}) as v(id, salt, hash)
    where p.id = v.id and p.payment_state = 'COMPLETED' and p.ticket_hash is null
    returning p.id`);
  return rowsOf<{ id: number }>(result).length;
}

/**
 * Completes these PENDING cart items, each with its ticket (as issueTickets gives one), in one
 * statement: the transaction that completes their payment calls it (payments/fulfil.ts). Items that
 * are not PENDING are left as they are; one that somehow has a ticket already keeps it.
 */
export async function completeWithTickets(tx: Tx, key: TicketKey, participationIds: number[]): Promise<void> {
  if (participationIds.length === 0) return;
  await tx.execute(sql`
    update participations p set payment_state = 'COMPLETED', completed_at = now(), holds_seat = false,
      ticket_salt = case when p.ticket_hash is null then v.salt else p.ticket_salt end,
      ticket_hash = coalesce(p.ticket_hash, v.hash)
    from (values ${sql.join(ticketValues(key, participationIds), sql`, `)}) as v(id, salt, hash)
    where p.id = v.id and p.payment_state = 'PENDING'`);
}

/** A new ticket (salt, hash of its code) per participation, as rows of a VALUES list. */
function ticketValues(key: TicketKey, participationIds: number[]) {
  return participationIds.map((id) => {
    const salt = newTicketSalt();
    return sql`(${id}::integer, ${salt}::text, ${ticketHash(ticketCode(key, salt, id))}::text)`;
  });
}

/** The ticket code of a participation, or null when it has none (not COMPLETED, or void). */
export function ticketOf(key: TicketKey, row: { id: number; paymentState: string; ticketSalt: string | null }): string | null {
  if (row.paymentState !== 'COMPLETED' || !row.ticketSalt) return null;
  return ticketCode(key, row.ticketSalt, row.id);
}
