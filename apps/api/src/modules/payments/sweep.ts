import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { GatewayError } from '../../gateways/zarinpal';
import { endRanOutHolds } from '../inventory';
import type { PaymentsDeps } from './deps';
import { settlePayment } from './settle';
import { settlePendingRefunds } from './refund';

export interface SweepOptions {
  /** At most this many PENDING payments are asked about per step (oldest first). */
  batchSize?: number;
  /** A payment asked about less than this long ago is left for a later step. */
  recheckAfterSeconds?: number;
}

export interface SweepReport {
  /** Payments asked about this step. */
  checked: number;
  completed: number;
  refundRequired: number;
  expired: number;
  /** Payments the gateway could not be asked about (they stay as they were). */
  errors: number;
  /** Of `checked`, those found through the gateway's unVerified list (money that arrived late). */
  reconciled: number;
  /** PENDING gateway refunds whose answer was lost, asked about by inquiry this step. */
  refundsAsked: number;
}

/**
 * Claims up to `limit` payments for this process: rows another process is claiming right now are
 * skipped (FOR UPDATE SKIP LOCKED), and a claim stamps `checked_at`, so for `recheckAfterSeconds`
 * no other sweep asks the gateway about the same payment again.
 */
async function claim(
  { db }: PaymentsDeps,
  opts: { limit: number; recheckAfterSeconds: number; authorities?: string[] },
): Promise<number[]> {
  const scope = opts.authorities
    ? sql`payment_state in ('PENDING', 'EXPIRED', 'FAILED')
        and authority in (${sql.join(opts.authorities.map((a) => sql`${a}`), sql`, `)})`
    : sql`payment_state = 'PENDING' and authority is not null`;
  const result = await db.execute(sql`
    update payments set checked_at = now()
    where id in (
      select id from payments
      where ${scope}
        and (checked_at is null or checked_at <= now() - make_interval(secs => ${opts.recheckAfterSeconds}))
      order by created_date, id
      limit ${opts.limit}
      for no key update skip locked)
    returning id, created_date`);
  return rowsOf<{ id: number; created_date: string | Date }>(result)
    .sort((a, b) => new Date(a.created_date).getTime() - new Date(b.created_date).getTime() || a.id - b.id)
    .map((r) => Number(r.id));
}

/**
 * One step of the background sweep; tests call it directly.
 *  1. PENDING payments that never got a gateway session and whose hold ran out become EXPIRED.
 *  2. The oldest PENDING payments (a bounded batch) are settled with the same exactly-once code as
 *     the buyer's verify: paid -> COMPLETED (or REFUND_REQUIRED); not paid -> left PENDING until
 *     the hold runs out, then EXPIRED.
 *  3. The gateway's list of paid-but-unverified sessions catches money that arrived for payments
 *     already EXPIRED or FAILED (e.g. the buyer paid after the hold ran out and closed the tab).
 *  4. Gateway refunds whose answer was lost (a time-out, a crash) are settled by asking the gateway.
 */
export async function sweepPayments(deps: PaymentsDeps, options: SweepOptions = {}): Promise<SweepReport> {
  const { db, gateway, settings, log } = deps;
  const batchSize = options.batchSize ?? 50;
  const recheckAfterSeconds = options.recheckAfterSeconds ?? Math.max(1, Math.floor(settings.PAYMENT_SWEEP_SECONDS / 2));
  const report: SweepReport = { checked: 0, completed: 0, refundRequired: 0, expired: 0, errors: 0, reconciled: 0, refundsAsked: 0 };

  // Each under its user's lock (the lock order), as it gives back seats and coupon uses.
  report.expired += await endRanOutHolds(db, { abandoned: true });

  const settleAll = async (ids: number[]) => {
    for (const id of ids) {
      report.checked += 1;
      try {
        const before = await db.execute(sql`select payment_state from payments where id = ${id}`);
        const was = rowsOf<{ payment_state: string }>(before)[0]?.payment_state;
        const s = await settlePayment(deps, id, 'sweep');
        if (s.state === was) continue;
        if (s.state === 'COMPLETED') report.completed += 1;
        else if (s.state === 'REFUND_REQUIRED') report.refundRequired += 1;
        else if (s.state === 'EXPIRED') report.expired += 1;
      } catch (err) {
        report.errors += 1;
        if (!(err instanceof GatewayError)) log.error({ err, paymentId: id }, 'payment sweep failed for a payment');
      }
    }
  };

  await settleAll(await claim(deps, { limit: batchSize, recheckAfterSeconds }));

  let unverified: string[] = [];
  try {
    unverified = (await gateway.unVerified()).map((u) => u.authority);
  } catch (err) {
    if (!(err instanceof GatewayError)) log.error({ err }, 'payment sweep: unVerified failed');
    else log.warn({ detail: err.detail }, 'payment sweep: the gateway did not list unverified payments');
  }
  if (unverified.length) {
    const ids = await claim(deps, { limit: unverified.length, recheckAfterSeconds, authorities: unverified });
    const before = report.checked;
    await settleAll(ids);
    report.reconciled += report.checked - before;
  }
  report.refundsAsked = await settlePendingRefunds(deps, { limit: batchSize });
  return report;
}

/** Runs sweepPayments every PAYMENT_SWEEP_SECONDS; returns a function that stops it (awaiting a running step). */
export function startPaymentSweep(deps: PaymentsDeps): () => Promise<void> {
  const { settings, log } = deps;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, settings.PAYMENT_SWEEP_SECONDS * 1000);
    timer.unref();
  };
  const tick = () => {
    running = sweepPayments(deps)
      .then((r) => {
        if (r.checked || r.expired || r.refundsAsked) log.info({ sweep: r }, 'payment sweep');
      })
      .catch((err: unknown) => log.error({ err }, 'payment sweep failed'))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  schedule();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
