import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from './client';

/**
 * Seats taken per presentation: COMPLETED participations plus seats held by PENDING payments whose
 * hold has not run out (measured on the database clock, the same for every API process).
 * One query whatever the number of presentations; `ids` absent means every presentation.
 */
export async function takenSeats(db: Db | Tx, ids?: number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const filter = ids ? sql`where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const result = await db.execute(sql`
    select p.id as id,
      (select count(*) from participations pa
         where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED')
      + (select count(*) from payment_items pi
           join payments pay on pay.id = pi.payment_id
           join participations pa on pa.id = pi.participation_id
         where pi.presentation_id = p.id and pay.payment_state = 'PENDING'
           and pay.hold_expires_at > now() and pa.payment_state = 'PENDING') as taken
    from presentations p ${filter}`);
  return new Map(rowsOf<{ id: number; taken: number | string }>(result).map((r) => [Number(r.id), Number(r.taken)]));
}

/** capacity - taken, never below 0. */
export const remainedCapacity = (capacity: number, taken: number) => Math.max(0, capacity - taken);
