// The mail worker's throughput (scripts/bench.mjs, part `sms`, beside the SMS worker's): a server as
// `npm start` runs it (WORKERS=2) on a fresh database of the PostgreSQL server, sending to a real SMTP
// server in this process (smtp-server, as the API's tests use) that answers each message after
// BENCH_MAIL_LATENCY_MS (default 100 ms, a provider across the internet). BENCH_MAIL_COUNT e-mails
// (default 400, an organisers' message to a full hall) are queued with the server stopped; the server
// starts and drains them. Then as many texts (to the Kavenegar imitation of sms.mjs) and e-mails
// together: both workers of each process at once. Prints messages a second, from the first message a
// provider received to its last answer. It measures; it asserts nothing.
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { withScratchDatabase } from './scratch-database.mjs';
import { startSmsImitation, SMS_LATENCY_MS } from './sms.mjs';
import { apiServerArgs } from '../lib.mjs';

const MAILS = Number(process.env.BENCH_MAIL_COUNT ?? 400);
const LATENCY_MS = Number(process.env.BENCH_MAIL_LATENCY_MS ?? 100);
const WORKERS = 2;

/** The SMTP server: takes every message after LATENCY_MS, counting what arrives and when. */
async function startSmtp() {
  const seen = { received: 0, inFlight: 0, maxInFlight: 0, firstAt: null, lastAt: null };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      seen.firstAt ??= performance.now();
      seen.inFlight += 1;
      seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          seen.inFlight -= 1;
          seen.received += 1;
          seen.lastAt = performance.now();
          callback();
        }, LATENCY_MS),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, url: `smtp://bench:secret@127.0.0.1:${server.server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/** An organisers' message queued as notifyPeople queues one (modules/messages/mail-outbox.ts), `n` times. */
const queueMails = (client, n) =>
  client.query(
    `insert into mail_outbox (to_address, language, subject, text, html, purpose)
     select 'guest' || i || '@bench.example', 'fa', 'پیام جشنواره لینوکس', 'پیام جشنواره به شرکت‌کنندگان',
            '<!doctype html><html lang="fa" dir="rtl"><body><p>پیام جشنواره به شرکت‌کنندگان</p></body></html>', 'broadcast'
     from generate_series(1, $1::int) i`,
    [n],
  );
const queueTexts = (client, n) =>
  client.query(
    `insert into sms_outbox (phone_number, kind, text, purpose)
     select '0912' || lpad(i::text, 7, '0'), 'text', 'پیام جشنواره به شرکت‌کنندگان', 'broadcast' from generate_series(1, $1::int) i`,
    [n],
  );
const sentCount = async (client, table) => Number((await client.query(`select count(*) as n from ${table} where state = 'sent'`)).rows[0].n);

export async function runMailBench({ serverUrl, work, startProcess, stop }) {
  return withScratchDatabase(serverUrl, `fest_mail_${process.pid}`, (dbUrl) => drain({ dbUrl, work, startProcess, stop }));
}

async function drain({ dbUrl, work, startProcess, stop }) {
  const smtp = await startSmtp();
  const sms = await startSmsImitation();
  const client = new pg.Client({ connectionString: dbUrl });
  const port = 19800 + Math.floor(Math.random() * 90);
  const env = {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'mail'), LOG_LEVEL: 'warn', NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234',
    PAYMENT_SANDBOX: 'on', PAYMENT_SWEEP_SECONDS: '3600', DATABASE_URL: dbUrl, WORKERS: String(WORKERS),
    SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'bench-kavenegar-key-1234567890', SMS_BASE_URL: sms.url, SMS_TEMPLATE_SIGNUP: 'fest-signup', SMS_TEMPLATE_RESET: 'fest-reset',
    SMTP_URL: smtp.url, MAIL_FROM: 'Linux Festival <no-reply@bench.example>', SEED_FILE: path.join(work, 'mail-empty.json'),
  };
  fs.writeFileSync(env.SEED_FILE, '{}');
  const ready = `http://127.0.0.1:${port}/api/health`;
  /** Starts the server on what was queued and waits until `done` says everything went. */
  const run = async (done) => {
    const server = await startProcess(apiServerArgs, env, ready);
    const t0 = performance.now();
    while (!(await done()) && performance.now() - t0 < 300_000) await new Promise((r) => setTimeout(r, 50));
    await stop(server);
  };
  try {
    // A first start migrates the database; stopped again so that the messages wait for the next one.
    await stop(await startProcess(apiServerArgs, env, ready));
    await client.connect();

    await queueMails(client, MAILS);
    await run(async () => (await sentCount(client, 'mail_outbox')) >= MAILS);
    const alone = { sent: await sentCount(client, 'mail_outbox'), elapsed: (smtp.seen.lastAt - smtp.seen.firstAt) / 1000, maxInFlight: smtp.seen.maxInFlight };

    await client.query(`delete from mail_outbox`);
    Object.assign(smtp.seen, { received: 0, maxInFlight: 0, firstAt: null, lastAt: null });
    await queueMails(client, MAILS);
    await queueTexts(client, MAILS);
    await run(async () => (await sentCount(client, 'mail_outbox')) >= MAILS && (await sentCount(client, 'sms_outbox')) >= MAILS);
    const first = Math.min(smtp.seen.firstAt, sms.seen.firstAt);
    const last = Math.max(smtp.seen.lastAt, sms.seen.lastAt);
    const together = {
      mails: await sentCount(client, 'mail_outbox'),
      texts: await sentCount(client, 'sms_outbox'),
      elapsed: (last - first) / 1000,
      mailElapsed: (smtp.seen.lastAt - smtp.seen.firstAt) / 1000,
      smsElapsed: (sms.seen.lastAt - sms.seen.firstAt) / 1000,
    };
    return { alone, together };
  } finally {
    await client.end().catch(() => {});
    await smtp.close();
    await sms.close();
  }
}

export function printMail({ alone, together }) {
  const rate = alone.sent / alone.elapsed;
  const bound = (WORKERS * 1000) / LATENCY_MS;
  console.log(`\n  ${MAILS} e-mails, a local SMTP server (smtp-server) answering in ${LATENCY_MS} ms, one server with WORKERS=${WORKERS}`);
  console.log(`    sent ${alone.sent} in ${alone.elapsed.toFixed(1)} s from the server's first message to its last answer: ${rate.toFixed(1)} messages/s`);
  console.log(`    one message at a time per process would send at most ${bound.toFixed(0)}/s: ratio ${(rate / bound).toFixed(1)}x`);
  console.log(`    messages at once, at most ${alone.maxInFlight} (4 SMTP connections per process)`);
  const all = together.mails + together.texts;
  console.log(`\n  ${MAILS} texts (Kavenegar imitation, ${SMS_LATENCY_MS} ms) and ${MAILS} e-mails together, the same server`);
  console.log(
    `    sent ${all} in ${together.elapsed.toFixed(1)} s: ${(all / together.elapsed).toFixed(1)} messages/s ` +
      `(texts ${(together.texts / together.smsElapsed).toFixed(1)}/s, e-mails ${(together.mails / together.mailElapsed).toFixed(1)}/s)`,
  );
}
