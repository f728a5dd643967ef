import type { EventLoopLoad } from '../../lib/event-loop-load';

/**
 * When the mail worker sends: a purchase's mail draws its receipt PDF on this process's event loop
 * (tens of milliseconds of CPU each), and every request waiting meanwhile waits behind it. Mail can
 * wait a few seconds; a buyer in a registration rush should not. So the worker sends a round at a time
 * and, before each, takes a short breath and looks at how busy the loop was meanwhile: while requests
 * keep it busy, mail waits, up to MAX_WAIT_MS; a longer busy spell sends a round now and then, taking
 * at most BUSY_SHARE of the time.
 */

/** Above this share of the time spent running code, the process is serving a crowd. */
export const BUSY_LOAD = 0.5;
/** How long mail waits for a busy spell to pass before it goes anyway. */
export const MAX_WAIT_MS = 10_000;
/** In a busy spell that outlasts MAX_WAIT_MS, the share of the time mail may take. */
export const BUSY_SHARE = 0.2;
/** After a round, the pause over which the load is judged without the round's own work in it. */
export const BREATH_MS = 30;

export interface MailPacing {
  /** Before a round: milliseconds to wait, 0 for now. */
  pause(): number;
  /** After a round: when it started and ended. */
  ran(startMs: number, endMs: number): void;
}

/** `windowMs`: the window of `eventLoop.load()`, and how often a waiting worker looks again. */
export function mailPacing(eventLoop: Pick<EventLoopLoad, 'load' | 'mark' | 'loadSince'>, windowMs: number, now: () => number = Date.now): MailPacing {
  let busySince: number | null = null;
  let last = { end: -Infinity, took: 0, mark: eventLoop.mark() };
  return {
    pause() {
      const t = now();
      const sinceRound = t - last.end;
      if (sinceRound < BREATH_MS) return BREATH_MS - sinceRound;
      // Since the last round if it was recent (the loop's own window may still hold the round itself).
      const load = sinceRound < windowMs ? eventLoop.loadSince(last.mark) : eventLoop.load();
      if (load < BUSY_LOAD) {
        busySince = null;
        return 0;
      }
      busySince ??= t;
      if (t - busySince < MAX_WAIT_MS) return windowMs;
      return Math.max(0, last.end + last.took * (1 / BUSY_SHARE - 1) - t);
    },
    ran(startMs, endMs) {
      last = { end: endMs, took: endMs - startMs, mark: eventLoop.mark() };
    },
  };
}
