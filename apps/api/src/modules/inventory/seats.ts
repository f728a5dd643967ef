import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { freeOnCountersSql, owedToLineSql } from './counters';
import { ranOutHold } from './holds';

/*
 * What a buyer sees of a presentation's seats. The rules themselves are written once in counters.ts,
 * whose conditional UPDATEs decide them: on sale (onSaleSql), seats free for the public
 * (freeOnCountersSql: the counters less the seats owed to its waiting line) and take a seat
 * (seatTakings). Here they are read as a buyer sees them, with the seats of holds that ran out counted
 * as free (nobody has ended those payments yet; a buyer the counters refuse ends them, endRanOutHolds).
 * A freed seat is owed to the first in line until the offer is made (contract "The programme, an
 * agenda and a waiting list"): the public's rules count the line, so nobody outside it can take the
 * seat in between, whichever process frees it; only the offer maker (offers.ts) takes seats for it.
 */

const table = (p: string) => sql.identifier(p);

/**
 * `(presentation_id, n)`: seats still owned by PENDING payments whose hold ran out (not offers: an offer
 * keeps its seat past a payment). Driven by the payments index on (state, hold_expires_at): few rows.
 */
const ranOutSeatsSql = sql`select pi.presentation_id, count(*) as n from payments
  join payment_items pi on pi.payment_id = payments.id
  join participations pa on pa.id = pi.participation_id
  where ${ranOutHold} and pa.holds_seat and pa.offer_expires_at is null
  group by pi.presentation_id`;

/** Seats of the presentation under alias `p` that holds which ran out still count. */
const ranOutSeatsOf = (p: string) => sql`coalesce((select r.n from (${ranOutSeatsSql}) r where r.presentation_id = ${table(p)}.id), 0)`;

/**
 * The public can have a seat of the presentation under alias `p` as a buyer sees it (seats free,
 * above), without asking whether it is on sale: the cart's add. The seats of ran-out holds are looked
 * for only when the counters alone say no.
 */
export const seatFreeForPublicSql = (p: string): SQL => {
  const t = table(p);
  return sql`(${freeOnCountersSql(p, 1)}
    or ${t}.sold + ${t}.held - ${ranOutSeatsOf(p)} + 1 + ${owedToLineSql(p)} <= ${t}.capacity)`;
};

/**
 * Seats the public can still have per presentation (never below 0): the catalogue's remained_capacity,
 * and the waiting list's "not full". One query; `ids` absent means every one. A snapshot: what
 * decides a seat is seatTakings.
 */
export async function seatsFree(db: Db | Tx, ids?: number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; free: number | string }>(
    await db.execute(sql`select p.id, greatest(0, p.capacity - p.sold - p.held + ${ranOutSeatsOf('p')} - ${owedToLineSql('p')}) as free
      from presentations p ${onlyIds(ids)}`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.free)]));
}

/**
 * Seats sold and held (by live holds and waiting-list offers) per presentation, apart, for the
 * organisers and the offer maker (the line's view: no seat owed to anyone). One query; `ids` absent
 * means every one.
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

/** seatCounts' sold + held per presentation. */
export async function seatsTaken(db: Db | Tx, ids?: number[]): Promise<Map<number, number>> {
  const counts = await seatCounts(db, ids);
  return new Map([...counts].map(([id, c]) => [id, c.sold + c.held]));
}

const onlyIds = (ids?: number[]) => (ids ? sql`where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``);

/**
 * The current edition's competition seats as a buyer sees them, from its festival row's counters (counters.ts), with
 * the seats of competition payments whose hold ran out counted as free, as for a presentation.
 * undefined before the festival row exists. One query. A snapshot: what decides a seat is
 * takeCompetitionSeat.
 */
export async function competitionSeatCounts(db: Db | Tx): Promise<{ capacity: number; sold: number; held: number } | undefined> {
  const [row] = rowsOf<{ capacity: number; sold: number; held: number | string }>(
    await db.execute(sql`select competition_capacity as capacity, competition_sold as sold,
        competition_held - (select count(*) from payments where payments.is_competition_payment
          and payments.edition_id = festival.id and ${ranOutHold}) as held
      from festival where id = ${currentEdition()}`),
  );
  return row ? { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held) } : undefined;
}

/** Seats left: capacity - taken, never below 0. */
export const seatsLeft = (capacity: number, taken: number) => Math.max(0, capacity - taken);

/**
 * A user's registrations: their COMPLETED participations (the seats sold to them), for the `users` row
 * of the query it is selected in. The admin users list and the users export both count with it, so an
 * export's count is the console's. The outer table is named in full: in a one-table select Drizzle writes
 * a column without its table (`"id"`), which inside the subquery would name the participation's own id.
 */
export const userRegistrationsSql = sql<number>`(select count(*) from participations pa
  where pa.user_id = users.id and pa.payment_state = 'COMPLETED')::int`;
