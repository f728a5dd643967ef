import type { Database } from './client';

/** What this needs of the app's logger (db/ imports nothing outside db/). */
interface Log {
  warn(details: { err: unknown }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}

/**
 * Wakes a background worker (the waiting lists, the SMS outbox) whenever `channel` is notified, and
 * whenever LISTEN is in force again after a loss (what was written meanwhile is looked at then). The
 * worker's own timer stays its fallback: a failure to LISTEN is logged, never thrown. `who` names the
 * worker in the log. Returns a function that stops listening, also when LISTEN is still starting.
 */
export function wakeOnNotify(listen: Database['listen'], channel: string, wake: () => void, log: Log, who: string): () => Promise<void> {
  let stopped = false;
  let stopListening: (() => Promise<void>) | undefined;
  void listen(channel, {
    onNotify: () => wake(),
    onListening: (listening) => listening && wake(),
    onError: (err) => log.warn({ err }, `${who}: LISTEN connection lost; it runs on its timer until it is back`),
  })
    .then((stop) => {
      if (stopped) void stop();
      else stopListening = stop;
    })
    .catch((err: unknown) => log.error({ err }, `${who}: could not LISTEN; it runs on its timer`));
  return async () => {
    stopped = true;
    await stopListening?.();
  };
}
