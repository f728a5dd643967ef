import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * Claiming and finishing outbox rows, the same for the SMS worker (worker.ts) and the mail worker
 * (mail-worker.ts): a row is claimed by exactly one worker (FOR UPDATE SKIP LOCKED) under a lease and
 * a token; a row still `sending` after its lease was left by a worker that died, and any worker
 * claims it again; only the claim that is still ours records the outcome.
 */

/** What one outbox adds to the shared claim. */
export interface Outbox<Row extends { id: number }> {
  table: 'sms_outbox' | 'mail_outbox';
  /** The order in which due rows are claimed. */
  order: SQL;
  /** The columns a claimed row comes back with. */
  returning: SQL;
  /** RETURNING keeps no order: rows are sent in the claim's, which this puts them back in. */
  compare: (a: Row, b: Row) => number;
}

/** What a drain did with the rows it claimed. */
export interface DrainReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Up to `n` due rows claimed in one statement, in the outbox's order. */
export async function claimDue<Row extends { id: number }>(
  db: Db,
  outbox: Outbox<Row>,
  token: string,
  leaseSeconds: number,
  n: number,
): Promise<Row[]> {
  const table = sql.identifier(outbox.table);
  const result = await db.execute(sql`
    update ${table}
       set state = 'sending', tries = tries + 1, claim_token = ${token},
           -- Still 'sending' after its lease: the worker that claimed it died, perhaps after the provider or mail server took it.
           answer_lost = answer_lost or state = 'sending',
           claimed_until = now() + make_interval(secs => ${leaseSeconds})
     where id in (
       select id from ${table}
        where (state = 'queued' and next_attempt_at <= now())
           or (state = 'sending' and claimed_until < now())
        order by ${outbox.order}
        limit ${n}
        for update skip locked)
    returning ${outbox.returning}`);
  return rowsOf<Row>(result).sort(outbox.compare);
}

/** Records the outcome of one claimed row (`set`), and ends the claim. */
export async function finishClaim(db: Db, table: Outbox<{ id: number }>['table'], id: number, token: string, set: SQL) {
  // Only the claim that is still ours may record the outcome (a lease that ran out was taken over).
  await db.execute(sql`update ${sql.identifier(table)} set ${set}, claimed_until = null, claim_token = null
                       where id = ${id} and claim_token = ${token}`);
}

/**
 * Sends what is due, `concurrency` rows at a time: each round claims that many in one statement and
 * waits for all of their sends, until `limit` rows were claimed or none is due.
 */
export async function drainInRounds<Row extends { id: number }>(
  db: Db,
  outbox: Outbox<Row>,
  options: { limit: number; leaseSeconds: number; concurrency: number },
  sendOne: (row: Row, token: string) => Promise<keyof DrainReport>,
): Promise<DrainReport> {
  const { limit, leaseSeconds, concurrency } = options;
  const report: DrainReport = { sent: 0, retrying: 0, failed: 0 };
  for (let done = 0; done < limit; ) {
    const token = randomUUID();
    const claimed = await claimDue(db, outbox, token, leaseSeconds, Math.min(concurrency, limit - done));
    if (claimed.length === 0) break;
    for (const outcome of await Promise.all(claimed.map((row) => sendOne(row, token)))) report[outcome] += 1;
    done += claimed.length;
  }
  return report;
}
