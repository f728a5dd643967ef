import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { liveHold } from './holds';

/**
 * Seats taken per presentation: COMPLETED participations plus the PENDING participations that a
 * live hold keeps, plus those a waiting list's offer keeps (offeredSql). One query whatever the
 * number of presentations; `ids` absent means every one.
 *
 * A seat is a participation, not a payment row: the held part counts DISTINCT participations, so a
 * cart item that two live payments happen to include (a participation may appear in several payment
 * attempts) takes one seat, not two. (The catalogue once counted payment rows here while pay_all
 * counted participations; the two could disagree.)
 *
 * `except`: participations whose own holds are left out (the buyer's cart items when checking
 * whether they may have the seats). Under a lock on the presentations (locks.ts) the count is
 * exact; without one (catalogue, cart) it is a snapshot.
 */
export async function seatsTaken(
  db: Db | Tx,
  ids?: number[],
  opts: { except?: number[] } = {},
): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.id as id, ${soldSql} + ${heldSql(opts.except)} + ${offeredSql(opts.except)} as taken
    from presentations p ${onlyIds(ids)}`);
  return new Map(rowsOf<{ id: number; taken: number | string }>(result).map((r) => [Number(r.id), Number(r.taken)]));
}

/**
 * Seats sold (COMPLETED participations) and held (by live holds and waiting-list offers) per
 * presentation, apart, for the organisers: the same two counts whose sum seatsTaken is. One query; `ids` absent means every one.
 */
export async function seatCounts(db: Db | Tx, ids?: number[]): Promise<Map<number, { sold: number; held: number }>> {
  if (ids && ids.length === 0) return new Map();
  const result = await db.execute(sql`
    select p.id as id, ${soldSql} as sold, ${heldSql()} + ${offeredSql()} as held
    from presentations p ${onlyIds(ids)}`);
  return new Map(
    rowsOf<{ id: number; sold: number | string; held: number | string }>(result).map((r) => [
      Number(r.id),
      { sold: Number(r.sold), held: Number(r.held) },
    ]),
  );
}

const onlyIds = (ids?: number[]) => (ids ? sql`where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``);

/** Sold seats of presentation `p` (in scope): its COMPLETED participations. */
const soldSql = sql`(select count(*) from participations pa
  where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED')`;

/** Held seats of `p`: distinct PENDING participations that a live hold keeps, but `except`'s. */
const heldSql = (except?: number[]) => {
  const notOwn = except?.length
    ? sql`and pi.participation_id not in (${sql.join(except.map((id) => sql`${id}`), sql`, `)})`
    : sql``;
  return sql`(select count(distinct pi.participation_id) from payment_items pi
      join payments on payments.id = pi.payment_id
      join participations pa on pa.id = pi.participation_id
    where pi.presentation_id = p.id and ${liveHold} and pa.payment_state = 'PENDING' ${notOwn})`;
};

/**
 * Seats of `p` held by waiting-list offers (offers.ts): its PENDING offer items that no live payment
 * hold counts already (those are in heldSql), but `except`'s. An offer keeps its seat past its
 * deadline until it is passed on, so no one outside the line takes the seat meanwhile.
 */
const offeredSql = (except?: number[]) => {
  const notOwn = except?.length ? sql`and offer.id not in (${sql.join(except.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return sql`(select count(*) from participations offer
    where offer.presentation_id = p.id and offer.payment_state = 'PENDING' and offer.offer_expires_at is not null ${notOwn}
      and not exists (select 1 from payment_items pi join payments on payments.id = pi.payment_id
                      where pi.participation_id = offer.id and ${liveHold}))`;
};

/**
 * Competition seats taken: users signed up plus live competition holds, leaving out
 * `exceptPayment` and the holds of `exceptUser`. Exact when called with the festival row locked.
 */
export async function competitionSeatsTaken(
  db: Db | Tx,
  opts: { exceptPayment?: number; exceptUser?: number } = {},
): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from users where is_signed_up_for_competition)
      + (select count(*) from payments
           where payments.is_competition_payment and ${liveHold}
             and payments.id <> ${opts.exceptPayment ?? 0} and payments.user_id <> ${opts.exceptUser ?? 0}) as taken`);
  return Number(rowsOf<{ taken: number | string }>(result)[0]?.taken ?? 0);
}

/** Seats left: capacity - taken, never below 0. A seat can be had while this is above 0. */
export const seatsLeft = (capacity: number, taken: number) => Math.max(0, capacity - taken);
