import type { CartItem, ParticipationState, Presentation } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { presentationsByIds } from '../catalogue';
import { ticketOf, type TicketKey } from '../tickets';

export interface ParticipationRow {
  id: number;
  presentationId: number;
  paymentState: ParticipationState;
  /** Its ticket's salt (null until COMPLETED, or when the ticket was voided). */
  ticketSalt: string | null;
  /** When its ticket was let in at the door; absent or null until then. */
  checkedInAt?: Date | null;
  /** A waiting-list offer's deadline (inventory/offers.ts); absent or null on ordinary items. */
  offerExpiresAt?: Date | null;
}

/**
 * Cart items with their wire Presentations, in the order given. A constant number of queries.
 * With a `ticketKey`, `rows` must be the viewer's own items: each COMPLETED one carries its ticket
 * code; without one (the organisers' views) no ticket is shown.
 */
export async function toCartItems(
  db: Db | Tx,
  rows: ParticipationRow[],
  viewerUserId: number | null,
  ticketKey: TicketKey | null,
  /** The items' Presentations as this viewer sees them, when the caller has them already. */
  known?: Map<number, Presentation>,
): Promise<CartItem[]> {
  const presented = known ?? (await presentationsByIds(db, rows.map((r) => r.presentationId), viewerUserId));
  return rows.flatMap((row) => {
    const presentation = presented.get(row.presentationId);
    if (!presentation) return []; // cannot happen: the foreign key keeps the presentation
    return [
      {
        id: row.id,
        presentation,
        payment_state: row.paymentState,
        service_type: presentation.service_type,
        ticket: ticketKey ? ticketOf(ticketKey, row) : null,
        checked_in_at: row.checkedInAt ? row.checkedInAt.toISOString() : null,
        // Shown while it is an offer still to be paid; a paid one is an ordinary registration.
        offer_expires_at: row.paymentState === 'PENDING' && row.offerExpiresAt ? row.offerExpiresAt.toISOString() : null,
      },
    ];
  });
}
