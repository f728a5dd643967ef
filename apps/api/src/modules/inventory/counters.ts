import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';

/**
 * The seat and coupon-use counters (docs/decisions/009-seat-counters.md): `presentations.sold` and
 * `held`, `coupons.used_count` and `held`, kept in the rows they guard. Nothing else writes them.
 *
 * Taking is ONE conditional UPDATE per row (`... where sold + held + n <= capacity returning`): the row
 * lock it takes is the whole critical section, and no count is read inside it. The CHECKs of
 * migration 0014 (sold >= 0, held >= 0, sold + held <= capacity; the same for coupons) refuse an
 * oversell or a double give-back even from a buggy caller. Rows are changed in id order, so two
 * transactions changing the same presentations never deadlock.
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

/** Held seats become sold (their payment completed). Always fits: sold + held is unchanged. */
export async function sellHeldSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set held = held - ${n}, sold = sold + ${n} where id = ${id}`);
  }
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
