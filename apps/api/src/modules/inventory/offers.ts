import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { liveHold, releasePendingPayments, removeCartItem } from './holds';
import { giveBackSeats, onSaleSql, stillWaitingSql, takeSeatForLine } from './counters';

/**
 * Waiting lists and their offers (contract "The programme, an agenda and a waiting list").
 *
 * An offer is a PENDING participation (cart item) with `offer_expires_at` set, made for the first in
 * a presentation's line when a seat is free. It holds its seat from the moment it is made until it
 * is paid (COMPLETED), removed from the cart, or passed on: past its deadline it keeps the seat until
 * expireOffer removes it and the seat goes to the next in line, so nobody outside the line can take
 * a seat in between. While a live payment hold includes it, that hold counts the seat instead (once).
 *
 * Everything that decides an offer runs with the presentation's row locked (locks.ts order:
 * user -> payments -> presentations), and counts read after the lock: two processes noticing the same
 * freed seat serialise on that lock, and the second sees the first one's offer.
 */

/** An offer's cart item runs out: past its deadline, and no live payment hold keeps it. */
const ranOutOffer = sql`(pa.payment_state = 'PENDING' and pa.offer_expires_at <= now()
  and not exists (select 1 from payment_items pi join payments on payments.id = pi.payment_id
                  where pi.participation_id = pa.id and ${liveHold}))`;

export interface Offer {
  participationId: number;
  userId: number;
  presentationId: number;
  expiresAt: Date;
}

/**
 * Locks a presentation's row unless another transaction holds it (SKIP LOCKED): false when it was
 * skipped (whoever holds it will be followed by another pass: its commit is heard by every process).
 */
export async function tryLockPresentation(tx: Tx, presentationId: number): Promise<boolean> {
  const result = await tx.execute(sql`select id from presentations where id = ${presentationId} for no key update skip locked`);
  return rowsOf(result).length > 0;
}

/**
 * Gives each free seat of the presentation to the first in its line, as an offer held for `minutes`.
 * Call with the presentation's row locked (lockPresentations or tryLockPresentation), so no other
 * process offers the same seat. The only taker of seats for a line (takeSeatForLine): the public's
 * rule leaves the seats owed to the line alone (seats.ts), so a freed seat waits here for its offer
 * however late the worker comes. Nothing is offered while it is not on sale. Returns the offers made.
 */
export async function makeOffers(
  tx: Tx,
  presentationId: number,
  minutes: number,
): Promise<Offer[]> {
  const offers: Offer[] = [];
  // Each offer's seat is taken from the counter first (refused when closed, started or full); a seat
  // taken for someone who turns out to hold the item already goes to the next in line.
  let seat = false;
  for (;;) {
    if (!seat) seat = await takeSeatForLine(tx, presentationId);
    if (!seat) break;
    const [first] = rowsOf<{ user_id: number }>(
      await tx.execute(sql`delete from waitlist_entries where id = (
          select id from waitlist_entries where presentation_id = ${presentationId}
          order by joined_at, id limit 1 for update skip locked)
        returning user_id`),
    );
    if (!first) break;
    // One cart item per person and presentation (the unique index): someone who already holds it
    // leaves the line without an offer, and the seat goes to the next.
    const [made] = rowsOf<{ id: number; offer_expires_at: Date | string }>(
      await tx.execute(sql`insert into participations (user_id, presentation_id, offer_expires_at, holds_seat)
        values (${first.user_id}, ${presentationId}, now() + make_interval(secs => ${Math.round(minutes * 60_000) / 1000}), true)
        on conflict do nothing
        returning id, offer_expires_at`),
    );
    if (!made) continue;
    seat = false;
    offers.push({
      participationId: Number(made.id),
      userId: Number(first.user_id),
      presentationId,
      expiresAt: new Date(made.offer_expires_at),
    });
  }
  if (seat) await giveBackSeats(tx, new Map([[presentationId, 1]]));
  return offers;
}

/** Offers that ran out (past their deadline, not in a live payment), oldest deadline first. */
export async function ranOutOffers(db: Db | Tx, limit = 100): Promise<{ id: number; userId: number; presentationId: number }[]> {
  const result = await db.execute(sql`select pa.id, pa.user_id, pa.presentation_id from participations pa
    where pa.offer_expires_at is not null and ${ranOutOffer}
    order by pa.offer_expires_at, pa.id limit ${limit}`);
  return rowsOf<{ id: number; user_id: number; presentation_id: number }>(result).map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    presentationId: Number(r.presentation_id),
  }));
}

/**
 * Removes an offer that ran out from its person's cart (its seat is then free for the next in line).
 * Call with its user and its presentation locked, in that order. Payments that included it and are
 * still PENDING (their hold ran out too) become EXPIRED first, as when a buyer removes an item
 * (cart/service.ts): should such a payment be paid anyway, verify marks it REFUND_REQUIRED.
 * False when it no longer ran out (paid, removed, or a payment started for it meanwhile).
 */
export async function expireOffer(tx: Tx, participationId: number): Promise<boolean> {
  const [row] = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(sql`select pa.id, pa.user_id from participations pa
      where pa.id = ${participationId} and pa.offer_expires_at is not null and ${ranOutOffer}
      for no key update`),
  );
  if (!row) return false;
  // Its payments end first (their ordinary items' seats go back; the offer's own seat stays with the
  // offer), then the offer leaves the cart and gives its seat back: one owner, one give-back.
  await releasePendingPayments(tx, Number(row.user_id), { containing: [participationId] });
  await removeCartItem(tx, participationId);
  return true;
}

/**
 * Presentations where an offer may be due: open, not started, someone waiting. The caller checks the
 * seats under the lock. One query.
 */
export async function presentationsWithALine(db: Db | Tx): Promise<number[]> {
  const result = await db.execute(sql`select p.id from presentations p
    where ${onSaleSql('p')}
      and exists (select 1 from waitlist_entries w where w.presentation_id = p.id)
    order by p.id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/**
 * Milliseconds (database clock) until something may free a seat for a line by itself, with nothing
 * written: the earliest live hold on a presentation someone waits for or on an offer's cart item
 * (an offer past its deadline that a payment keeps), or the earliest offer deadline still to come.
 * null when there is none.
 */
export async function nextOfferDueInMs(db: Db | Tx): Promise<number | null> {
  const [row] = rowsOf<{ due_ms: number | string | null }>(
    await db.execute(sql`select (extract(epoch from least(
        (select min(payments.hold_expires_at) from payments
           where ${liveHold} and exists (select 1 from payment_items pi join participations pa on pa.id = pi.participation_id
             where pi.payment_id = payments.id
               and (pa.offer_expires_at is not null
                    or exists (select 1 from waitlist_entries w where w.presentation_id = pi.presentation_id)))),
        (select min(offer_expires_at) from participations
           where payment_state = 'PENDING' and offer_expires_at > now())
      ) - now()) * 1000)::float8 as due_ms`),
  );
  return row?.due_ms === null || row?.due_ms === undefined ? null : Math.max(0, Number(row.due_ms));
}

/** How many wait in each presentation's line (one holding an offer has left it). One query. */
export async function waitingCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`select w.presentation_id, count(*) as n from waitlist_entries w
    where w.presentation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${stillWaitingSql('w')}
    group by w.presentation_id`);
  return new Map(rowsOf<{ presentation_id: number; n: number | string }>(result).map((r) => [Number(r.presentation_id), Number(r.n)]));
}

/**
 * A person's places in lines (1 = next to be offered a seat) and their offers (position 0, with the
 * deadline), by presentation id. One query.
 */
export async function waitlistOf(db: Db | Tx, userId: number): Promise<{ presentation: number; position: number; offerExpiresAt: Date | null }[]> {
  const result = await db.execute(sql`
    select mine.presentation_id, (select count(*) from waitlist_entries w
        where w.presentation_id = mine.presentation_id and (w.joined_at, w.id) <= (mine.joined_at, mine.id) and ${stillWaitingSql('w')}) as position,
      null::timestamptz as offer_expires_at, mine.joined_at as since
      from waitlist_entries mine where mine.user_id = ${userId} and ${stillWaitingSql('mine')}
    union all
    select pa.presentation_id, 0, pa.offer_expires_at, pa.created_at
      from participations pa where pa.user_id = ${userId} and pa.payment_state = 'PENDING' and pa.offer_expires_at is not null
    order by since, presentation_id`);
  return rowsOf<{ presentation_id: number; position: number | string; offer_expires_at: Date | string | null }>(result).map((r) => ({
    presentation: Number(r.presentation_id),
    position: Number(r.position),
    offerExpiresAt: r.offer_expires_at === null ? null : new Date(r.offer_expires_at),
  }));
}
