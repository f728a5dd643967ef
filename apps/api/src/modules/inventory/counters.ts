import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Statement, type Tx } from '../../db/client';
import { currentEdition } from '../../db/editions';

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

/*
 * The three rules of a presentation's seat, each written once, here; the conditional UPDATEs below use
 * them as their conditions, and checkout, the cart, the waiting list and the catalogue ask them
 * (through seats.ts for what a buyer sees). A freed seat is owed to the first in its waiting line
 * until the offer is made (contract "The programme, an agenda and a waiting list"): the public's rule
 * counts the line, so nobody outside it can take the seat in between, whichever process frees it;
 * only the offer maker (offers.ts, takeSeatForLine) takes seats for the line.
 */

const table = (p: string) => sql.identifier(p);

/**
 * Registration open: the organisers keep it open, and the presentation is of the current edition (a
 * past edition is read-only). `p`: the alias of a presentations row in the query.
 */
export const registrationOpenSql = (p: string): SQL =>
  sql`(${table(p)}.is_registration_active and ${table(p)}.edition_id = ${currentEdition()})`;

/** An accessory on sale (`accessories` in scope): active, and of the current edition. */
export const accessoryOnSaleSql = (): SQL => sql`(accessories.is_active and accessories.edition_id = ${currentEdition()})`;

/** On sale: registration open and not started. `p`: the alias of a presentations row in the query. */
export const onSaleSql = (p: string): SQL => sql`(${registrationOpenSql(p)} and ${table(p)}.start > now())`;

/** An entry (alias `entry`) still waiting: its person does not hold the presentation already (in the cart or bought). */
export const stillWaitingSql = (entry: string): SQL => sql`not exists (select 1 from participations held
  where held.user_id = ${table(entry)}.user_id and held.presentation_id = ${table(entry)}.presentation_id
    and held.payment_state <> 'CANCELLED')`;

/** Seats owed to the line of the presentation under alias `p`: everyone still waiting in it. */
export const owedToLineSql = (p: string): SQL =>
  sql`(select count(*) from waitlist_entries w where w.presentation_id = ${table(p)}.id and ${stillWaitingSql('w')})`;

/**
 * The public can have `n` more seats of the presentation under alias `p` by its counters, less the
 * seats owed to its line: the condition of the conditional UPDATEs below that take or sell a seat,
 * which decide it under the row's lock.
 */
export const freeOnCountersSql = (p: string, n: number): SQL =>
  sql`${table(p)}.sold + ${table(p)}.held + ${n} + ${owedToLineSql(p)} <= ${table(p)}.capacity`;

/** presentation id -> number of seats. */
export type SeatCounts = ReadonlyMap<number, number>;

/** Counts seats per presentation in a list of presentation ids (one per seat). */
export function countSeats(presentationIds: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of presentationIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const inIdOrder = (seats: SeatCounts) => [...seats].filter(([, n]) => n !== 0).sort(([a], [b]) => a - b);

/**
 * Takes the public's seats: holds `n` seats of each presentation if it is on sale, has them free for
 * the public (seats.ts: a seat owed to a waiting line is not) and still costs what the buyer was shown
 * (`costs`). One statement per presentation, in id order, each FAILING when its presentation refuses
 * (fest_seat_refused, migration 0025; seatRefusedBy names it): a refusal is an error of the transaction,
 * so these can be its last statements, sent with its COMMIT in one round trip (inOrder), which a
 * refusal turns into a ROLLBACK. From the first of them to the commit the rows are locked.
 */
export function seatTakings(tx: Tx, seats: SeatCounts, costs: ReadonlyMap<number, number>): Statement<unknown>[] {
  return inIdOrder(seats).map(([id, n]) =>
    tx.execute(sql`with taken as (
        update presentations p set held = held + ${n}
        where p.id = ${id} and ${onSaleSql('p')} and ${freeOnCountersSql('p', n)}
        returning p.cost)
      select fest_seat_refused(${id}, exists (select 1 from taken)) where not exists (select 1 from taken where taken.cost = ${costs.get(id) ?? -1})`),
  );
}

/**
 * The presentation whose seatTakings statement failed with this error, and whether its seat was there
 * at another price; null for any other error.
 */
export function seatRefusedBy(err: unknown): { presentationId: number; priceChanged: boolean } | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; detail?: string };
    if (pgError.code === 'P0001' && (pgError.message === 'fest_seat_refused' || pgError.message === 'fest_price_changed')) {
      return { presentationId: Number(pgError.detail), priceChanged: pgError.message === 'fest_price_changed' };
    }
  }
  return null;
}

/**
 * Takes one seat of a presentation for its waiting line (offers.ts, under the presentation's lock):
 * on sale and free on the counters, the line's own seats included. true when taken.
 */
export async function takeSeatForLine(tx: Tx, presentationId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`update presentations p set held = held + 1
      where p.id = ${presentationId} and ${onSaleSql('p')} and p.sold + p.held + 1 <= p.capacity returning p.id`),
  );
  return rows.length > 0;
}

/** Gives held seats back (a hold ended unpaid, an offer passed on, a cart item removed). */
export async function giveBackSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set held = held - ${n} where id = ${id}`);
  }
}

/**
 * Held seats become sold (their payment completed). Always fits: sold + held is unchanged. Statements
 * (in id order) for the caller's inOrder, which may send them with its COMMIT (fulfil).
 */
export function sellHeldSeats(tx: Tx, seats: SeatCounts): Statement<unknown>[] {
  return inIdOrder(seats).map(([id, n]) => tx.execute(sql`update presentations set held = held - ${n}, sold = sold + ${n} where id = ${id}`));
}

/**
 * Sells seats nobody held (money that arrived after its hold ended), only where the public can have
 * them (seats.ts): false, with nothing sold, when one is not. Call with the presentations locked
 * (whyCannotFulfil).
 */
export async function sellFreeSeats(tx: Tx, seats: SeatCounts): Promise<boolean> {
  for (const [id, n] of inIdOrder(seats)) {
    const rows = rowsOf(await tx.execute(sql`update presentations p set sold = sold + ${n}
      where p.id = ${id} and ${freeOnCountersSql('p', n)} returning p.id`));
    if (rows.length === 0) return false;
  }
  return true;
}

/**
 * Adds seats to a presentation's capacity so that `n` are free for a complimentary seat given beyond it
 * (contract, "Changing what was bought"): the room takes one more chair. Call with the presentation
 * locked; a capacity with seats free already is left as it is.
 */
export async function addSeatsUntilFree(tx: Tx, presentationId: number, n: number): Promise<number> {
  const [free] = [...(await freeSeats(tx, [presentationId])).values()];
  const added = Math.max(0, n - (free ?? 0));
  if (added > 0) await tx.execute(sql`update presentations set capacity = capacity + ${added} where id = ${presentationId}`);
  return added;
}

/**
 * Takes back the chairs addSeatsUntilFree added, once the complimentary seats they were added for are
 * cancelled: the capacity shrinks by as many as are free again (never below what is sold and held).
 */
export async function removeAddedSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set capacity = capacity - least(${n}, capacity - sold - held) where id = ${id}`);
  }
}

/** Sold seats are given back (a refund cancelled their registrations). */
export async function unsellSeats(tx: Tx, seats: SeatCounts): Promise<void> {
  for (const [id, n] of inIdOrder(seats)) {
    await tx.execute(sql`update presentations set sold = sold - ${n} where id = ${id}`);
  }
}

/** Seats free for the public right now by the counters and the lines (seats.ts), for locked rows. */
export async function freeSeats(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; free: number | string }>(
    await tx.execute(sql`select p.id, p.capacity - p.sold - p.held - ${owedToLineSql('p')} as free from presentations p
      where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.free)]));
}

/*
 * The competition's seats: `festival.competition_sold` and `competition_held` on its edition's festival
 * row, the same rule as a presentation's (CHECKs of migration 0016). A PENDING competition payment
 * owns exactly one held seat of its edition's (editionOfPayment); a user signed up owns a sold one.
 * `edition` is an SQL expression of the edition's id (db/editions.ts).
 */

/**
 * Holds one competition seat of the current edition if registration is open and one is free. Returns
 * the price at that moment (0: the caller sells it at once, sellHeldCompetitionSeat), undefined when refused.
 */
export async function takeCompetitionSeat(tx: Tx): Promise<{ price: number } | undefined> {
  const [row] = rowsOf<{ competition_price: number }>(
    await tx.execute(sql`update festival set competition_held = competition_held + 1
      where id = ${currentEdition()} and competition_registration_open and competition_sold + competition_held < competition_capacity
      returning competition_price`),
  );
  return row ? { price: Number(row.competition_price) } : undefined;
}

/** Competition seats free by the counters of the festival row, read under its lock (lockFestival), as freeSeats for presentations. */
export function freeCompetitionSeats(fest: { competitionCapacity: number; competitionSold: number; competitionHeld: number }): number {
  return fest.competitionCapacity - fest.competitionSold - fest.competitionHeld;
}

/** Gives back the competition seats these competition payments held (they ended unpaid), each to its edition. */
export async function giveBackCompetitionSeats(tx: Tx, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx.execute(sql`update festival f set competition_held = f.competition_held - x.n
    from (select edition_id, count(*)::int as n from payments where id in (${sql.join(paymentIds.map((id) => sql`${id}`), sql`, `)}) group by edition_id) x
    where f.id = x.edition_id`);
}

/** A held competition seat becomes sold (its payment completed, or the competition is free). Always fits; a statement, as sellHeldSeats. */
export function sellHeldCompetitionSeat(tx: Tx, edition: SQL): Statement<unknown> {
  return tx.execute(sql`update festival set competition_held = competition_held - 1, competition_sold = competition_sold + 1 where id = ${edition}`);
}

/** Sells a competition seat nobody held (late money), only if one is free: false otherwise. */
export async function sellFreeCompetitionSeat(tx: Tx, edition: SQL): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`update festival set competition_sold = competition_sold + 1
    where id = ${edition} and competition_sold + competition_held < competition_capacity returning id`));
  return rows.length > 0;
}

/** A sold competition seat is given back (a refund signed its user out). */
export async function unsellCompetitionSeat(tx: Tx, edition: SQL): Promise<void> {
  await tx.execute(sql`update festival set competition_sold = competition_sold - 1 where id = ${edition}`);
}

/** coupon id -> number of uses. */
export type UseCounts = ReadonlyMap<number, number>;

/**
 * The coupon a buyer names by `code` (`coupons` in scope): of the current edition (a past edition's
 * codes no longer count, and next year may bring a code back), matched case-insensitively.
 */
export const couponNamedSql = (code: string): SQL =>
  sql`(coupons.edition_id = ${currentEdition()} and lower(coupons.code) = lower(${code}))`;

/**
 * Holds one use of the coupon named by `code` (couponNamedSql) if it has not expired and has a
 * use left. undefined when it cannot be had.
 */
export async function takeCouponUse(tx: Tx, code: string): Promise<{ id: number; code: string; percentage: number } | undefined> {
  const [row] = rowsOf<{ id: number; code: string; percentage: number }>(
    await tx.execute(sql`update coupons set held = held + 1
      where ${couponNamedSql(code)} and (expires_at is null or expires_at > now()) and used_count + held < max_uses
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

/** The held use of a completed payment is consumed. Always fits; a statement, as sellHeldSeats. */
export function useHeldCouponUse(tx: Tx, couponId: number): Statement<unknown> {
  return tx.execute(sql`update coupons set held = held - 1, used_count = used_count + 1 where id = ${couponId}`);
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
