import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';

/**
 * The counters (counters.ts) against the facts they summarise (docs/decisions/009):
 *  - sold: a presentation's COMPLETED registrations;
 *  - held: its PENDING cart items that own a seat: those a PENDING payment includes (whether or not
 *    its hold ran out: it owns them until it is ended) and waiting-list offers no PENDING payment includes;
 *  - holds_seat: set on exactly those cart items;
 *  - a coupon's held: PENDING payments naming it. (used_count is its own record: a data file or an
 *    organiser may start it above the payments this database knows of.)
 *  - an edition's competition sold: its signups; its held: its PENDING competition payments (each owns
 *    one seat, whether or not its hold ran out). Compared where the edition's festival row exists:
 *    without it there is nothing to count in, and no signup can happen.
 * The tests compare them after every test of the inventory, payments and waiting-list suites; the
 * `recount` command repairs them after hand-written SQL.
 */

/** A cart item owns a seat (the fact, as SQL over `pa`). */
const ownsSeat = sql`(pa.payment_state = 'PENDING' and (pa.offer_expires_at is not null
  or exists (select 1 from payment_items pi join payments p on p.id = pi.payment_id
             where pi.participation_id = pa.id and p.payment_state = 'PENDING')))`;

export interface Facts {
  seats: Map<number, { sold: number; held: number }>;
  couponsHeld: Map<number, number>;
  /** By edition (its festival row's id). */
  competition: Map<number, { sold: number; held: number }>;
}

/** Each edition's competition facts, as SQL (the columns id, sold and held, a row per festival row). */
const competitionFactsSql = sql`select f.id,
  (select count(*) from competition_signups s where s.edition_id = f.id) as sold,
  (select count(*) from payments p where p.is_competition_payment and p.payment_state = 'PENDING' and p.edition_id = f.id) as held
  from festival f`;

/** Counts the facts for every presentation and coupon, and the competition. Four queries. */
export async function countFacts(db: Db | Tx): Promise<Facts & { owners: Set<number> }> {
  const seats = rowsOf<{ id: number; sold: number | string; held: number | string }>(
    await db.execute(sql`select p.id,
        (select count(*) from participations pa where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED') as sold,
        (select count(*) from participations pa where pa.presentation_id = p.id and ${ownsSeat}) as held
      from presentations p`),
  );
  const coupons = rowsOf<{ id: number; held: number | string }>(
    await db.execute(sql`select c.id, (select count(*) from payments p where p.coupon_id = c.id and p.payment_state = 'PENDING') as held
      from coupons c`),
  );
  const owners = rowsOf<{ id: number }>(await db.execute(sql`select pa.id from participations pa where ${ownsSeat}`));
  const competition = rowsOf<{ id: number; sold: number | string; held: number | string }>(await db.execute(competitionFactsSql));
  return {
    seats: new Map(seats.map((r) => [Number(r.id), { sold: Number(r.sold), held: Number(r.held) }])),
    couponsHeld: new Map(coupons.map((r) => [Number(r.id), Number(r.held)])),
    competition: new Map(competition.map((r) => [Number(r.id), { sold: Number(r.sold), held: Number(r.held) }])),
    owners: new Set(owners.map((r) => Number(r.id))),
  };
}

export interface Drift {
  what: 'presentation.sold' | 'presentation.held' | 'coupon.held' | 'participation.holds_seat' | 'competition.sold' | 'competition.held';
  id: number;
  counter: number;
  fact: number;
}

/**
 * Every place where a counter differs from the facts; empty when there is none. Read in one
 * REPEATABLE READ snapshot, so that sales going on meanwhile (other processes) never show as drift.
 */
export async function findDrift(db: Db): Promise<Drift[]> {
  return db.transaction((tx) => driftIn(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function driftIn(db: Tx): Promise<Drift[]> {
  const facts = await countFacts(db);
  const drift: Drift[] = [];
  const seats = rowsOf<{ id: number; sold: number; held: number }>(await db.execute(sql`select id, sold, held from presentations order by id`));
  for (const row of seats) {
    const fact = facts.seats.get(Number(row.id)) ?? { sold: 0, held: 0 };
    if (Number(row.sold) !== fact.sold) drift.push({ what: 'presentation.sold', id: Number(row.id), counter: Number(row.sold), fact: fact.sold });
    if (Number(row.held) !== fact.held) drift.push({ what: 'presentation.held', id: Number(row.id), counter: Number(row.held), fact: fact.held });
  }
  const coupons = rowsOf<{ id: number; held: number }>(await db.execute(sql`select id, held from coupons order by id`));
  for (const row of coupons) {
    const fact = facts.couponsHeld.get(Number(row.id)) ?? 0;
    if (Number(row.held) !== fact) drift.push({ what: 'coupon.held', id: Number(row.id), counter: Number(row.held), fact });
  }
  const flagged = rowsOf<{ id: number }>(await db.execute(sql`select id from participations where holds_seat order by id`));
  const flaggedIds = new Set(flagged.map((r) => Number(r.id)));
  for (const id of flaggedIds) if (!facts.owners.has(id)) drift.push({ what: 'participation.holds_seat', id, counter: 1, fact: 0 });
  for (const id of facts.owners) if (!flaggedIds.has(id)) drift.push({ what: 'participation.holds_seat', id, counter: 0, fact: 1 });
  const festivals = rowsOf<{ id: number; sold: number; held: number }>(
    await db.execute(sql`select id, competition_sold as sold, competition_held as held from festival order by id`),
  );
  for (const fest of festivals) {
    const { sold, held } = facts.competition.get(Number(fest.id)) ?? { sold: 0, held: 0 };
    if (Number(fest.sold) !== sold) drift.push({ what: 'competition.sold', id: Number(fest.id), counter: Number(fest.sold), fact: sold });
    if (Number(fest.held) !== held) drift.push({ what: 'competition.held', id: Number(fest.id), counter: Number(fest.held), fact: held });
  }
  return drift;
}

/**
 * Sets every counter to the facts, in one transaction with the festival, presentation and coupon rows
 * locked (the lock order; so no buyer changes them meanwhile). Returns what it changed. For repairs
 * after hand-written SQL (`npm run admin -- recount`); a sale in progress simply waits for it. Refused
 * by the CHECKs (and nothing changed) if the facts themselves oversell a presentation or the
 * competition: that needs an organiser's decision.
 */
export async function recount(db: Db): Promise<Drift[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from festival order by id for no key update`);
    await tx.execute(sql`select id from presentations order by id for no key update`);
    await tx.execute(sql`select id from coupons order by id for no key update`);
    const drift = await driftIn(tx);
    if (drift.length === 0) return drift;
    await tx.execute(sql`update participations pa set holds_seat = ${ownsSeat} where pa.holds_seat <> ${ownsSeat}`);
    await tx.execute(sql`update presentations p set
        sold = (select count(*) from participations pa where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED'),
        held = (select count(*) from participations pa where pa.presentation_id = p.id and pa.holds_seat)`);
    await tx.execute(sql`update coupons c set held = (select count(*) from payments p where p.coupon_id = c.id and p.payment_state = 'PENDING')`);
    await tx.execute(sql`update festival set competition_sold = f.sold, competition_held = f.held from (${competitionFactsSql}) f where festival.id = f.id`);
    return drift;
  });
}
