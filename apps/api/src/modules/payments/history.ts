import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentEvents, users } from '../../db/schema';

/**
 * A payment's history: every state it entered is written to payment_events by a database trigger
 * (migration 0008) in the same transaction as the change, whoever makes it, so no code path can
 * forget to. The trigger writes a note saying what the transition means; a transaction may add
 * who acted (an organiser) and why, for every payment state it changes from here on.
 * Transaction-local settings: they end with the transaction and never leak to another request.
 */
export async function describePaymentChanges(tx: Tx, why: { actorId: number | null; note?: string }): Promise<void> {
  await tx.execute(sql`select set_config('fest.actor_id', ${why.actorId === null ? '' : String(why.actorId)}, true),
    set_config('fest.payment_note', ${why.note ?? ''}, true)`);
}

export interface PaymentHistoryEntry {
  at: string;
  state: string;
  actor: { id: number; phone_number: string; first_name: string; last_name: string } | null;
  note: string;
}

/** The history of one payment, oldest first. */
export async function paymentHistory(db: Db | Tx, paymentId: number): Promise<PaymentHistoryEntry[]> {
  const rows = await db
    .select({
      at: paymentEvents.at,
      state: paymentEvents.state,
      note: paymentEvents.note,
      actorId: users.id,
      phone: users.phoneNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.actorId))
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(asc(paymentEvents.at), asc(paymentEvents.id));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    state: r.state,
    actor: r.actorId === null ? null : { id: r.actorId, phone_number: r.phone!, first_name: r.firstName!, last_name: r.lastName! },
    note: r.note,
  }));
}
