import type { Database } from '../../db/client';
import { wakeOnNotify } from '../../db/wake-on-notify';
import type { Log } from '../../lib/log';

export interface DrainLoop {
  /** One step; true when it reached its limit (more may be due: the next runs at once). */
  step(): Promise<boolean>;
  /** The fallback poll, for retries that came due and a notification that was lost. */
  intervalMs: number;
  /** Wakes the loop when a message is queued in any process (the outbox's NOTIFY channel). */
  listen?: Database['listen'];
  channel: string;
  log: Log;
  /** Names the worker in the log. */
  who: string;
  /** Milliseconds to wait before the next step, 0 for at once: work that can wait gives way to requests. */
  pause?: () => number;
}

/**
 * The SMS and mail workers' loop: a step at once on start (what was queued while no process ran),
 * whenever a message is queued (a NOTIFY from any process, or this process's own insert), every
 * `intervalMs`, and straight again while a step reaches its limit (a backlog goes without pausing). One
 * step at a time: a wake-up during one runs one more straight after. `pause` may put any step off. Returns a function that stops
 * it, awaiting a running step.
 */
export function startDrainLoop(loop: DrainLoop): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const wait = loop.pause?.() ?? 0;
    if (wait > 0) {
      schedule(wait);
      return;
    }
    clearTimeout(timer);
    running = loop
      .step()
      .catch((err: unknown) => {
        loop.log.error({ err }, `${loop.who} failed`);
        return false;
      })
      .then((more) => {
        running = null;
        schedule(more || again ? 0 : loop.intervalMs);
        again = false;
      });
  }

  const stopListening = loop.listen ? wakeOnNotify(loop.listen, loop.channel, tick, loop.log, loop.who) : undefined;
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await stopListening?.();
    await running;
  };
}
