import 'dotenv/config';
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { migrate, openDatabase } from './db/client';
import { apiRoot } from './db/api-root';
import { setHashingThreads } from './lib/hashing-threads';
import { logOptions } from './lib/log-options';
import { resolveJwtSecret, resolveTicketSecret } from './lib/secrets';
import { loadSettings, SettingsError } from './config/settings';
import { renderPurchaseAttachment, startPaymentSweep } from './modules/payments';
import { createMailSender, createSender, startMailWorker, startSmsWorker } from './modules/messages';
import { backfillTickets, ticketKeyMatches } from './modules/tickets';
import { startWaitlistWorker } from './modules/waitlist';
import { startCertificateWorker } from './modules/certificates';
import { proposalFileSteps, startConfirmReminders } from './modules/proposals';
import { seedOnFirstStart } from './seed/first-start';
import { poolSize, superviseWorkers, workerCount } from './workers';

async function main() {
  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // With a PostgreSQL server, this process only supervises: the workers run the rest of main().
  const workers = workerCount(settings);
  if (workers > 1 && cluster.isPrimary) return superviseWorkers(workers);
  // Each process hashes passwords on its share of the cores (lib/hashing-threads.ts).
  setHashingThreads(os.availableParallelism() / workers);

  settings.WEB_DIST ??= path.resolve(apiRoot, '../web/dist');
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const jwtSecret = resolveJwtSecret(settings);
  const ticketSecret = resolveTicketSecret(settings);

  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR, poolSize: poolSize(settings) });
  await migrate(database);

  const app = await buildApp({
    settings,
    db: database.db,
    listen: database.listen,
    jwtSecret,
    ticketSecret,
    // Tokens, passwords, hashes, codes, cookies and query parameters never reach the logs.
    logger: logOptions(settings.LOG_LEVEL),
  });
  await seedOnFirstStart(database, settings, app.log, proposalFileSteps(settings.PUBLIC_URL));
  // After the migrations and the seed: every completed registration has a ticket before we listen.
  if (!(await ticketKeyMatches(database.db, app.ticketKey))) {
    app.log.error('the stored tickets were made with another TICKET_SECRET: every ticket shown will fail at the door');
  }
  const ticketsIssued = await backfillTickets(database.db, app.ticketKey);
  if (ticketsIssued) app.log.info({ ticketsIssued }, 'tickets issued for completed registrations that had none');

  const stopSweep = startPaymentSweep({ db: database.db, gateway: app.gateway, settings, log: app.log, ticketKey: app.ticketKey });
  const stopSms = startSmsWorker({ db: database.db, listen: database.listen, sender: createSender(settings), settings, log: app.log });
  const stopMail = startMailWorker({
    db: database.db,
    listen: database.listen,
    sender: createMailSender(settings),
    from: settings.MAIL_FROM,
    // The purchase e-mail's receipt and .ics are payments' documents, drawn when the mail goes.
    renderAttachment: (ref) => renderPurchaseAttachment(database.db, ref, settings.PUBLIC_URL),
    log: app.log,
  });
  const stopWaitlist = startWaitlistWorker({ db: database.db, listen: database.listen, settings, log: app.log });
  const stopCertificates = startCertificateWorker({ db: database.db, log: app.log });
  const stopConfirmReminders = startConfirmReminders({ db: database.db, publicUrl: settings.PUBLIC_URL, log: app.log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await stopSweep();
      await stopSms();
      await stopMail();
      await stopWaitlist();
      await stopCertificates();
      await stopConfirmReminders();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  app.log.info(`Festival ready at ${settings.PUBLIC_URL} (database: ${database.driver}${cluster.isWorker ? `, worker ${process.pid}` : ''})`);
  if (database.driver === 'pglite') {
    const asked = settings.WORKERS && settings.WORKERS > 1 ? ` (WORKERS=${settings.WORKERS} applies to a PostgreSQL server only)` : '';
    app.log.info(`embedded database (PGlite): one process serves${asked}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
