import { sql, type SQL } from 'drizzle-orm';
import { oncePerDb, rowsOf, type Db, type Tx } from '../../db/client';
import { registrationOpenSql, seatFreeForPublicSql } from '../inventory';
import { publishedSql } from '../catalogue';
import { askedJson, byOrd, SameTurnBatches } from '../../lib/same-turn-batches';

/** What the add's statement read for one asked add: every reason to refuse, and the id inserted if none. */
export interface AddOutcome {
  open: boolean;
  started: boolean;
  full: boolean;
  in_cart: boolean;
  inserted: number | null;
  clash_id: number | null;
  clash_title: string | null;
}

/** Adds sent in one statement at most: a bound on its JSON and on the locks one transaction holds. */
const MAX_BATCH = 200;

/** The first key of the advisory locks taken while adding to a cart (the second is the user id). */
const ADD_LOCK_SPACE = 11_001;

interface Asked {
  userId: number;
  presentationId: number;
}

/**
 * Adds asked for in the same turn of the event loop (SameTurnBatches), sent to the database as one
 * transaction: the add locks of all their users, then one statement that reads each add's reasons to
 * refuse and inserts those with none. One message per add was, before this, most of what a rush's adds
 * cost the API processes and PostgreSQL (the rush: docs/performance.md).
 *
 * One add per user at a time still holds: a user is in a batch at most once (a second add of theirs
 * goes in another batch, which waits for the first's lock and then sees its insert), and the locks
 * are taken in user order, so two batches never wait for each other in a circle. Each outcome is
 * undefined when there is no such presentation.
 */
export const addBatchesOf = oncePerDb(
  (db) => new SameTurnBatches<Asked, AddOutcome | undefined>((batch) => runAdds(db, batch), { max: MAX_BATCH, apart: (a) => a.userId }),
);

/**
 * The batch's locks, then its statement, in one transaction: outcomes by place in the batch. The
 * statement comes after the locks so that it sees every add committed before they were granted.
 */
async function runAdds(db: Db, batch: Asked[]): Promise<(AddOutcome | undefined)[]> {
  const asked = askedJson(batch.map((a) => ({ user_id: a.userId, presentation_id: a.presentationId })));
  const rows = await db.transaction(async (tx) => {
    await tx.execute(addLocks(batch.map((a) => a.userId)));
    return rowsOf<AddOutcome & { ord: number }>(await tx.execute(addsStatement(asked)));
  });
  return byOrd(rows, batch.length);
}

/**
 * For a registration given to a user rather than added (a transfer): takes the user's add lock, as an
 * add does, so that no add of theirs passes the clash check meanwhile, and returns the workshop of
 * theirs that overlaps this presentation (the add's own rule, workshopClashSql), if any.
 */
export async function lockAddsAndFindClash(tx: Tx, userId: number, presentationId: number): Promise<{ id: number; fa_title: string } | undefined> {
  await tx.execute(addLocks([userId]));
  const [clash] = rowsOf<{ id: number; fa_title: string }>(
    await tx.execute(sql`with q as (select 1 as ord, ${userId}::bigint as user_id, ${presentationId}::bigint as presentation_id)
      ${workshopClashSql}`),
  );
  return clash ? { id: Number(clash.id), fa_title: clash.fa_title } : undefined;
}

/** The add lock of each user, taken in user order (the sorted subquery feeds the aggregate in its order). */
function addLocks(userIds: number[]): SQL {
  const users = `{${[...userIds].sort((a, b) => a - b).join(',')}}`;
  return sql`select count(pg_advisory_xact_lock(${ADD_LOCK_SPACE}, u))
    from (select unnest(${users}::int[]) as u order by 1) as users`;
}

/**
 * The batch's one statement: for each asked `(ord, user, presentation)` whose presentation exists and
 * is published (a draft is as unknown as a missing one: 404),
 * every reason to refuse, and the insert when there is none (on conflict: a race between two adds of
 * the same item, settled by the unique (user, presentation) index).
 */
const addsStatement = (asked: string) => sql`with q as (
      select * from json_to_recordset(${asked}::json) as q(ord int, user_id bigint, presentation_id bigint)
    ), p as (
      select q.ord, q.user_id, p.id, ${registrationOpenSql('p')} as open, p.start <= now() as started,
        not ${seatFreeForPublicSql('p')} as full,
        exists (select 1 from participations pa where pa.user_id = q.user_id and pa.presentation_id = p.id
                and pa.payment_state <> 'CANCELLED') as in_cart
      from q join presentations p on p.id = q.presentation_id and ${publishedSql('p')}
    ), clash as (${workshopClashSql}),
    ins as (
      insert into participations (user_id, presentation_id)
      select p.user_id, p.id from p
      where p.open and not p.started and not p.full and not p.in_cart
        and not exists (select 1 from clash where clash.ord = p.ord)
      on conflict do nothing
      returning id, user_id
    )
    select p.ord, p.open, p.started, p.full, p.in_cart, ins.id as inserted, clash.id as clash_id, clash.fa_title as clash_title
    from p left join ins on ins.user_id = p.user_id left join clash on clash.ord = p.ord`;

/**
 * No time clash (contract "The programme, an agenda and a waiting list"): for each asked add (`ord`),
 * `(id, fa_title)` of the workshop its user holds (in the cart or bought; a CANCELLED registration does
 * not count) whose time overlaps the asked presentation, the earliest-starting one when several do;
 * no row when the asked one is not a workshop (talks and packages never clash) or nothing overlaps.
 * Times are half-open: one ending at 10:00 and one starting at 10:00 do not overlap. Reads the batch's
 * `q` (addsStatement).
 */
const workshopClashSql = sql`select distinct on (q.ord) q.ord, other.id, other.fa_title from q
    join presentations p on p.id = q.presentation_id
    join participations pa on pa.user_id = q.user_id and pa.payment_state in ('PENDING', 'COMPLETED')
    join presentations other on other.id = pa.presentation_id
    where p.service_type = 'WORKSHOP' and other.service_type = 'WORKSHOP'
      and other.id <> p.id and other.start < p."end" and p.start < other."end"
    order by q.ord, other.start, other.id`;
