import type { CartItem, ParticipationState } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { presentationsByIds } from '../catalogue';

export interface ParticipationRow {
  id: number;
  presentationId: number;
  paymentState: ParticipationState;
}

/** Cart items with their wire Presentations, in the order given. A constant number of queries. */
export async function toCartItems(db: Db | Tx, rows: ParticipationRow[], viewerUserId: number | null): Promise<CartItem[]> {
  const presented = await presentationsByIds(db, rows.map((r) => r.presentationId), viewerUserId);
  return rows.flatMap((row) => {
    const presentation = presented.get(row.presentationId);
    if (!presentation) return []; // cannot happen: the foreign key keeps the presentation
    return [{ id: row.id, presentation, payment_state: row.paymentState, service_type: presentation.service_type }];
  });
}
