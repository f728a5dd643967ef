// The SMS worker's throughput (scripts/bench.mjs, part `sms`): a server as `npm start` runs it on this
// machine (WORKERS=2) on a fresh database of the PostgreSQL server, sending through a local imitation
// of Kavenegar that answers every call after BENCH_SMS_LATENCY_MS (default 100 ms, a provider across
// the internet). BENCH_SMS_TEXTS texts (default 400, an organisers' message to a full hall) are queued
// with the server stopped, then one signup code behind them; the server starts and drains them.
// Prints messages a second beside the one-call-at-a-time bound of the same processes, how many calls
// the provider held at once, and how long the code waited. Then, with the server idle, CODES_AFTER codes
// queued one at a time from another connection, as a signup on another process would: how long from the
// COMMIT to the provider's receiving the call (a worker woken by NOTIFY sms_queued, or its next poll).
// It measures; it asserts nothing.
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pct } from './percentile.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { apiServerArgs } from '../lib.mjs';

const TEXTS = Number(process.env.BENCH_SMS_TEXTS ?? 400);
const LATENCY_MS = Number(process.env.BENCH_SMS_LATENCY_MS ?? 100);
const WORKERS = 2;
const API_KEY = 'bench-kavenegar-key-1234567890';
const CODES_AFTER = 10;

/** A signup code queued as the API queues one (modules/messages/outbox.ts), for `phone`. */
const queueCode = (client, phone) =>
  client.query(`insert into sms_outbox (phone_number, kind, text, code, purpose, expires_at)
    values ($1, 'code', 'کد تأیید', '123456', 'signup', now() + interval '2 minutes')`, [phone]);

/** Kavenegar's send and lookup answers (docs/sms-providers.md), each after LATENCY_MS. */
async function startImitation() {
  const seen = { calls: 0, inFlight: 0, maxInFlight: 0, firstAt: null, lastAt: null, codeAt: null, codesReceived: [] };
  let nextId = 1;
  const server = http.createServer((req, res) => {
    seen.inFlight += 1;
    seen.firstAt ??= performance.now();
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    if (req.url.includes('/verify/lookup.json')) seen.codesReceived.push(performance.now());
    res.on('close', () => (seen.inFlight -= 1));
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        seen.calls += 1;
        seen.lastAt = performance.now();
        if (req.url.includes('/verify/lookup.json')) seen.codeAt = seen.lastAt;
        const receptor = '09120000000';
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({
          return: { status: 200, message: 'تایید شد' },
          entries: [{ messageid: nextId++, message: '', status: 5, statustext: 'ارسال به مخابرات', sender: '10004346', receptor, date: 0, cost: 1200 }],
        }));
      }, LATENCY_MS),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, url: `http://127.0.0.1:${server.address().port}/v1`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Runs the part against `serverUrl` (a PostgreSQL server URL with rights to create databases);
 * `startProcess(args, env, readyUrl)` and `stop(child)` come from scripts/bench.mjs.
 */
export async function runSmsBench({ serverUrl, work, startProcess, stop }) {
  return withScratchDatabase(serverUrl, `fest_sms_${process.pid}`, (dbUrl) => drain({ dbUrl, work, startProcess, stop }));
}

async function drain({ dbUrl, work, startProcess, stop }) {
  const imitation = await startImitation();
  const client = new pg.Client({ connectionString: dbUrl });
  const port = 19900 + Math.floor(Math.random() * 90);
  const env = {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'sms'), LOG_LEVEL: 'warn', NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234',
    PAYMENT_SANDBOX: 'on', PAYMENT_SWEEP_SECONDS: '3600', DATABASE_URL: dbUrl, WORKERS: String(WORKERS),
    SMS_PROVIDER: 'kavenegar', SMS_API_KEY: API_KEY, SMS_BASE_URL: imitation.url, SMS_TEMPLATE_SIGNUP: 'fest-signup', SMS_TEMPLATE_RESET: 'fest-reset', SMTP_URL: 'sandbox',
    SEED_FILE: path.join(work, 'sms-empty.json'),
  };
  (await import('node:fs')).writeFileSync(env.SEED_FILE, '{}');
  try {
    // A first start migrates the database; stopped again so that the messages wait for the next one.
    await stop(await startProcess(apiServerArgs, env, `http://127.0.0.1:${port}/api/health`));
    await client.connect();
    await client.query(
      `insert into sms_outbox (phone_number, kind, text, purpose)
       select '0912' || lpad(i::text, 7, '0'), 'text', 'پیام جشنواره به شرکت‌کنندگان', 'broadcast' from generate_series(1, $1::int) i`,
      [TEXTS],
    );
    await queueCode(client, '09129999999');
    const server = await startProcess(apiServerArgs, env, `http://127.0.0.1:${port}/api/health`);
    let sent = 0;
    const t0 = performance.now();
    while (sent < TEXTS + 1 && performance.now() - t0 < 300_000) {
      await new Promise((r) => setTimeout(r, 50));
      sent = Number((await client.query(`select count(*) as n from sms_outbox where state = 'sent'`)).rows[0].n);
    }
    // The backlog's figures, before the codes below add calls of their own.
    const backlog = { ...imitation.seen };
    const codeDelays = [];
    for (let i = 0; i < CODES_AFTER && sent >= TEXTS + 1; i += 1) {
      // At a random moment of the worker's interval, so that a poll's wait is sampled fairly.
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 1000));
      const before = imitation.seen.codesReceived.length;
      await queueCode(client, `0912888${String(i).padStart(4, '0')}`);
      const committed = performance.now();
      while (imitation.seen.codesReceived.length === before && performance.now() - committed < 10_000) await new Promise((r) => setTimeout(r, 1));
      codeDelays.push(imitation.seen.codesReceived.length > before ? imitation.seen.codesReceived[before] - committed : NaN);
    }
    await stop(server);
    const seen = backlog;
    // From the provider's first call to its last answer: the server's start is not counted.
    const elapsed = (seen.lastAt - seen.firstAt) / 1000;
    return { texts: TEXTS, sent, elapsed, seen, codeDelays, codeWait: seen.codeAt === null ? NaN : (seen.codeAt - seen.firstAt) / 1000 };
  } finally {
    await client.end().catch(() => {});
    await imitation.close();
  }
}

export function printSms(r) {
  const rate = r.sent / r.elapsed;
  const bound = (WORKERS * 1000) / LATENCY_MS;
  console.log(`\n  ${r.texts} texts and one code behind them, Kavenegar imitation answering in ${LATENCY_MS} ms, one server with WORKERS=${WORKERS}`);
  console.log(`    sent ${r.sent} in ${r.elapsed.toFixed(1)} s from the provider's first call to its last answer: ${rate.toFixed(1)} messages/s`);
  console.log(`    one call at a time per process would send at most ${bound.toFixed(0)}/s: ratio ${(rate / bound).toFixed(1)}x`);
  console.log(`    provider calls at once, at most ${r.seen.maxInFlight} (SMS_WORKER_CONCURRENCY ${process.env.SMS_WORKER_CONCURRENCY ?? 4} per process)`);
  console.log(`    the code was answered ${r.codeWait.toFixed(2)} s after the first call, though ${r.texts} texts were queued before it (codes go first)`);
  console.log(`    ${r.codeDelays.length} codes queued one at a time on an idle server, COMMIT to the provider's call: median ${pct(r.codeDelays, 50).toFixed(0)} ms, at most ${pct(r.codeDelays, 100).toFixed(0)} ms`);
}

/** For the mail bench's texts-and-e-mails run (mail.mjs). */
export { startImitation as startSmsImitation, LATENCY_MS as SMS_LATENCY_MS };
