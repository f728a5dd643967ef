import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { ranOutHold } from './holds';

/**
 * Seats taken per presentation as a buyer sees them: the counters (counters.ts: sold + held) less the
 * seats that PENDING payments whose hold ran out still own (nobody has ended those payments yet; a
 * buyer the counters refuse ends them, endRanOutHolds). One query whatever the number of
 * presentations; `ids` absent means every one. A snapshot: what decides a seat is takeSeats.
 */
export async function seatsTaken(db: Db | Tx, ids?: number[]): Promise<Map<number, number>> {
  const counts = await seatCounts(db, ids);
  return new Map([...counts].map(([id, c]) => [id, c.sold + c.held]));
}

/**
 * Seats sold and held (by live holds and waiting-list offers) per presentation, apart, for the
 * organisers: the same two counts whose sum seatsTaken is. One query; `ids` absent means every one.
 */
export async function seatCounts(db: Db | Tx, ids?: number[]): Promise<Map<number, { sold: number; held: number }>> {
  if (ids && ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.id as id, p.sold, p.held - coalesce(r.n, 0) as held
    from presentations p left join (${ranOutSeatsSql}) r on r.presentation_id = p.id ${onlyIds(ids)}`);
  return new Map(
    rowsOf<{ id: number; sold: number | string; held: number | string }>(result).map((r) => [
      Number(r.id),
      { sold: Number(r.sold), held: Number(r.held) },
    ]),
  );
}

/**
 * True when the presentation under the alias `p` has no seat free as a buyer sees it: full on the
 * counters even counting the seats of holds that ran out as free (the catalogue's view; the counters
 * free them only when someone needs them, endRanOutHolds). Those seats are counted only when the
 * counters say full.
 */
export function noSeatFreeSql(p: string): SQL {
  const t = sql.identifier(p);
  return sql`(${t}.sold + ${t}.held >= ${t}.capacity and ${t}.sold + ${t}.held
    - coalesce((select r.n from (${ranOutSeatsSql}) r where r.presentation_id = ${t}.id), 0) >= ${t}.capacity)`;
}

const onlyIds = (ids?: number[]) => (ids ? sql`where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``);

/**
 * `(presentation_id, n)`: seats still owned by PENDING payments whose hold ran out (not offers: an offer
 * keeps its seat past a payment). Driven by the payments index on (state, hold_expires_at): few rows.
 */
const ranOutSeatsSql = sql`select pi.presentation_id, count(*) as n from payments
  join payment_items pi on pi.payment_id = payments.id
  join participations pa on pa.id = pi.participation_id
  where ${ranOutHold} and pa.holds_seat and pa.offer_expires_at is null
  group by pi.presentation_id`;

/**
 * The competition's seats as a buyer sees them, from the festival row's counters (counters.ts), with
 * the seats of competition payments whose hold ran out counted as free, as seatCounts does for a
 * presentation (nobody has ended them yet; a signup the counters refuse does, endRanOutHolds).
 * undefined before the festival row exists. One query. A snapshot: what decides a seat is
 * takeCompetitionSeat.
 */
export async function competitionSeatCounts(db: Db | Tx): Promise<{ capacity: number; sold: number; held: number } | undefined> {
  const [row] = rowsOf<{ capacity: number; sold: number; held: number | string }>(
    await db.execute(sql`select competition_capacity as capacity, competition_sold as sold,
        competition_held - (select count(*) from payments where payments.is_competition_payment and ${ranOutHold}) as held
      from festival where id = 1`),
  );
  return row ? { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held) } : undefined;
}

/** Seats left: capacity - taken, never below 0. A seat can be had while this is above 0. */
export const seatsLeft = (capacity: number, taken: number) => Math.max(0, capacity - taken);
