import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { issueDueCertificates } from './service';

/** How often the pass runs: a certificate is due at most this long after its session ends (the visitor's list issues it at once). */
const PERIOD_MS = 60_000;

/**
 * Issues the due certificates of attendance in this process: at start (a restart catches up) and then
 * once a minute, one pass at a time. Every process runs it; the statement itself makes them agree
 * (issueDueCertificates), so nothing is issued twice. Returns the function that stops it.
 */
export function startCertificateWorker(deps: { db: Db; log: FastifyBaseLogger; periodMs?: number }): () => Promise<void> {
  const { db, log } = deps;
  const periodMs = deps.periodMs ?? PERIOD_MS;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const tick = () => {
    running = issueDueCertificates(db)
      .then((codes) => {
        if (codes.length) log.info({ certificatesIssued: codes.length }, 'certificates of attendance issued');
      })
      .catch((err: unknown) => log.error({ err }, 'certificates: a pass failed'))
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, periodMs);
        timer.unref();
      });
  };
  tick();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
