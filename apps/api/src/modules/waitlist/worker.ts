import type { Database } from '../../db/client';
import { wakeOnNotify } from '../../db/wake-on-notify';
import { nextOfferDueInMs } from '../inventory';
import { offerFreedSeats, type WaitlistDeps } from './offer-pass';
import { CHANNELS } from '../../db/listen';

/** The channel of migration 0003 (and 0013): a write that may have freed a seat or joined a line. */
const CHANNEL = CHANNELS.catalogue;
/** Passes start at most this often, however many writes are heard. */
const MIN_GAP_MS = 200;

/**
 * Runs offerFreedSeats in this process: at start (a restart catches up), whenever a write is heard
 * on the catalogue channel (a refund, a failed payment, a capacity raised, a line joined, from any
 * process), when the earliest hold on a presentation with a line or the earliest offer deadline comes
 * (nothing is written then), and at least every PAYMENT_SWEEP_SECONDS (in case a notification was
 * lost). One pass at a time; requests during a pass are folded into one more pass. Correctness never
 * rests on this timing: the pass decides under row locks (offer-pass.ts).
 */
export function startWaitlistWorker(deps: WaitlistDeps & { listen?: Database['listen'] }): () => Promise<void> {
  const { db, settings, log } = deps;
  const periodMs = settings.PAYMENT_SWEEP_SECONDS * 1000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStart = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(request, Math.max(0, Math.min(ms, periodMs)));
    timer.unref();
  };
  const pass = async () => {
    lastStart = Date.now();
    const report = await offerFreedSeats(deps);
    if (report.offered || report.expired) log.info({ waitlist: report }, 'waiting lists: offers made');
    const due = await nextOfferDueInMs(db);
    // A moment after the deadline, so that the database clock has passed it too.
    schedule(due === null ? periodMs : due + 50);
  };
  function request() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const wait = lastStart + MIN_GAP_MS - Date.now();
    if (wait > 0) return schedule(wait);
    running = pass()
      .catch((err: unknown) => {
        log.error({ err }, 'waiting lists: a pass failed');
        schedule(periodMs);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          request();
        }
      });
  }

  const stopListening = deps.listen ? wakeOnNotify(deps.listen, CHANNEL, request, log, 'waiting lists') : undefined;
  request();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await stopListening?.();
    await running;
  };
}
