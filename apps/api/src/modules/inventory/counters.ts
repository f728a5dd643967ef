import { sql } from 'drizzle-orm';
import { hotStatement, preparedRows, rowsOf, type Tx } from '../../db/client';

/**
 * The seat and coupon-use counters (docs/decisions/009-seat-counters.md): `presentations.sold` and
 * `held`, the competition's `festival.competition_sold` and `competition_held`, `coupons.used_count`
 * and `held`, kept in the rows they guard. Nothing else writes them.
 *
 * Taking is ONE conditional UPDATE per row (`... where sold + held + n <= capacity returning`): the row
 * lock it takes is the whole critical section, and no count is read inside it. The CHECKs of
 * migrations 0014 and 0016 (sold >= 0, held >= 0, sold + held <= capacity; the same for the
 * competition and coupons) refuse an oversell or a double give-back even from a buggy caller. Rows
 * are changed in the lock order of locks.ts (the festival row, presentations by id, the coupon), so
 * two transactions changing the same rows never deadlock.
 */

/** presentation id -> number of seats. */
export type SeatCounts = ReadonlyMap<number, number>;

/** Counts seats per presentation in a list of presentation ids (one per seat). */
export function countSeats(presentationIds: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of presentationIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const inIdOrder = (seats: SeatCounts) => [...seats].filter(([, n]) => n !== 0).sort(([a], [b]) => a - b);

export interface TakenSeat {
  id: number;
  cost: number;
}

/**
 * Holds `n` seats of each presentation if every one of them is open for registration, not started
 * and has them free. Returns the presentations taken (with their cost at that moment) and the first
 * that refused; on a refusal the caller must roll its transaction back (seats taken before it stay
 * taken until then).
 */
export async function takeSeats(tx: Tx, seats: SeatCounts): Promise<{ taken: TakenSeat[]; refused: number | null }> {
  const taken: TakenSeat[] = [];
  for (const [id, n] of inIdOrder(seats)) {
    const [row] = rowsOf<{ id: number; cost: number }>(
      await tx.execute(sql`update presentations set held = held + ${n}
        where id = ${id} and sold + held + ${n} <= capacity and is_registration_active and start > now()
        returning id, cost`),
    );
    if (!row) return { taken, refused: id };
    taken.push({ id: Number(row.id), cost: Number(row.cost) });
  }
  return { taken, refused: null };
}

/** Gives held seats back (a hold ended unpaid, an offer passed on, a cart item removed). */
export async function giveBackSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set held = held - ${n} where id = ${id}`);
  }
}

/** `n` held seats of a presentation become sold; hot, so that a settling can send it with its COMMIT (settle.ts). */
export const heldSeatsSold = hotStatement<{ id: number; n: number }>(
  ({ id, n }) => sql`update presentations set held = held - ${n}, sold = sold + ${n} where id = ${id}`,
);

/** Held seats become sold (their payment completed). Always fits: sold + held is unchanged. */
export async function sellHeldSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) await preparedRows(tx, heldSeatsSold({ id, n }));
}

/**
 * Sells seats nobody held (money that arrived after its hold ended), only where they are free:
 * false, with nothing sold, when one is not. Call with the presentations locked (whyCannotFulfil).
 */
export async function sellFreeSeats(tx: Tx, seats: SeatCounts): Promise<boolean> {
  for (const [id, n] of inIdOrder(seats)) {
    const rows = rowsOf(await tx.execute(sql`update presentations set sold = sold + ${n}
      where id = ${id} and sold + held + ${n} <= capacity returning id`));
    if (rows.length === 0) return false;
  }
  return true;
}

/** Sold seats are given back (a refund cancelled their registrations). */
export async function unsellSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set sold = sold - ${n} where id = ${id}`);
  }
}

/** Seats free right now by the counters (`capacity - sold - held`), for locked rows. */
export async function freeSeats(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; free: number | string }>(
    await tx.execute(sql`select id, capacity - sold - held as free from presentations
      where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.free)]));
}

/*
 * The competition's seats: `festival.competition_sold` and `competition_held` on the one festival row
 * (id 1), the same rule as a presentation's (CHECKs of migration 0016). A PENDING competition payment
 * owns exactly one held seat; a user signed up owns a sold one.
 */

/**
 * Holds one competition seat if registration is open and one is free. Returns the price at that
 * moment (0: the caller sells it at once, sellHeldCompetitionSeat), undefined when refused.
 */
export async function takeCompetitionSeat(tx: Tx): Promise<{ price: number } | undefined> {
  const [row] = rowsOf<{ competition_price: number }>(
    await tx.execute(sql`update festival set competition_held = competition_held + 1
      where id = 1 and competition_registration_open and competition_sold + competition_held < competition_capacity
      returning competition_price`),
  );
  return row ? { price: Number(row.competition_price) } : undefined;
}

/** Competition seats free by the counters of the festival row, read under its lock (lockFestival), as freeSeats for presentations. */
export function freeCompetitionSeats(fest: { competitionCapacity: number; competitionSold: number; competitionHeld: number }): number {
  return fest.competitionCapacity - fest.competitionSold - fest.competitionHeld;
}

/** Gives held competition seats back (their payments ended unpaid). */
export async function giveBackCompetitionSeats(tx: Tx, n: number): Promise<void> {
  if (n !== 0) await tx.execute(sql`update festival set competition_held = competition_held - ${n} where id = 1`);
}

/** A held competition seat becomes sold (its payment completed, or the competition is free). */
export async function sellHeldCompetitionSeat(tx: Tx): Promise<void> {
  await tx.execute(sql`update festival set competition_held = competition_held - 1, competition_sold = competition_sold + 1 where id = 1`);
}

/** Sells a competition seat nobody held (late money), only if one is free: false otherwise. */
export async function sellFreeCompetitionSeat(tx: Tx): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`update festival set competition_sold = competition_sold + 1
    where id = 1 and competition_sold + competition_held < competition_capacity returning id`));
  return rows.length > 0;
}

/** A sold competition seat is given back (a refund signed its user out). */
export async function unsellCompetitionSeat(tx: Tx): Promise<void> {
  await tx.execute(sql`update festival set competition_sold = competition_sold - 1 where id = 1`);
}

/** coupon id -> number of uses. */
export type UseCounts = ReadonlyMap<number, number>;

/**
 * Holds one use of the coupon named by `code` (case-insensitively) if it has not expired and has a
 * use left. undefined when it cannot be had.
 */
export async function takeCouponUse(tx: Tx, code: string): Promise<{ id: number; code: string; percentage: number } | undefined> {
  const [row] = rowsOf<{ id: number; code: string; percentage: number }>(
    await tx.execute(sql`update coupons set held = held + 1
      where lower(code) = lower(${code}) and (expires_at is null or expires_at > now()) and used_count + held < max_uses
      returning id, code, percentage`),
  );
  return row ? { id: Number(row.id), code: row.code, percentage: Number(row.percentage) } : undefined;
}

/** Gives held uses back (their payments ended unpaid). */
export async function giveBackCouponUses(tx: Tx, uses: UseCounts): Promise<void> {
  for (const [id, n] of inIdOrder(uses)) {
    await tx.execute(sql`update coupons set held = held - ${n} where id = ${id}`);
  }
}

/** The held use of a completed payment is consumed. */
export async function useHeldCouponUse(tx: Tx, couponId: number): Promise<void> {
  await tx.execute(sql`update coupons set held = held - 1, used_count = used_count + 1 where id = ${couponId}`);
}

/** Consumes a use nobody held (late money), only if one is left: false otherwise. */
export async function useFreeCouponUse(tx: Tx, couponId: number): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`update coupons set used_count = used_count + 1
    where id = ${couponId} and used_count + held < max_uses returning id`));
  return rows.length > 0;
}

/**
 * Gives back one consumed use (the payment that spent it was refunded). Never below zero: a use is
 * returned only by the refund of a COMPLETED payment that consumed it, once (the refund changes the
 * payment's state in the same transaction); the CHECK would refuse it anyway.
 */
export async function returnCouponUse(tx: Tx, couponId: number): Promise<void> {
  await tx.execute(sql`update coupons set used_count = used_count - 1 where id = ${couponId}`);
}
