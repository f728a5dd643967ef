// The registration rush (docs/performance.md): a fresh database on the PostgreSQL server, one 50-seat workshop,
// 500 buyers (accounts and tokens made before the clock starts), two API processes sharing the
// database and warmed by 200 other buyers of another workshop, all 500 at once: add_participation,
// then pay_all for those whose add succeeded, then the bank round trip through the built-in sandbox and
// verify. Prints p50/p99 of each step, seats sold, 5xx answers, money lost (compared with the database)
// and the CPU time each part took. It measures; it asserts nothing.
//
// The two processes, in one of two ways (`topology`):
// - 'workers': one server with WORKERS=2, as `npm start` runs on a 2-core PostgreSQL server: two
//   worker processes accepting on one port, the buyers' kept-alive connections spread between them;
//   prints each worker's CPU.
// - 'ports': two single-worker servers on two ports, each buyer's add sent to one and its pay_all to
//   the other: a process that falls behind gets the other's buyers' pay_alls while it still adds.
//   Prints per process when its adds were answered and how long its pay_alls took.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { TextEncoder } from 'node:util';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { pct } from './percentile.mjs';
import { rawHttpClient } from './raw-http.mjs';
import { apiServerArgs } from '../lib.mjs';

const SEATS = Number(process.env.BENCH_RUSH_SEATS ?? 50);
const BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 500);
// Before the clock starts, other buyers buy another workshop, a few at a time: JIT-compiled routes and
// warm pools, as a server that has been selling for a while has them.
const WARM_BUYERS = Number(process.env.BENCH_RUSH_WARM ?? 200);
const WARM_AT_ONCE = 10;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1234';
// BENCH_RUSH_PROFILE_DIR=dir: each API process writes a CPU profile there (node --cpu-prof) when it stops.
const PROFILE_DIR = process.env.BENCH_RUSH_PROFILE_DIR;
const PRECONNECT = process.env.BENCH_RUSH_PRECONNECT === '1';
// BENCH_RUSH_PHASES=1: after the rush, the same steps again with another 500 buyers of another 50-seat
// workshop, one step at a time (all adds at once, then all pay_alls, then the bank and verify): what
// each step costs in CPU per buyer, a steadier measure than the p99 of a saturated rush.
const PHASES = process.env.BENCH_RUSH_PHASES === '1';

/** Accounts with a session each (a refresh token row) and an access token signed as the API signs them. */
export async function makeBuyers(client, n, batch = 0) {
  const stamp = (process.pid % 1_000) * 10 + batch;
  const values = Array.from({ length: n }, (_, i) => {
    const phone = `0936${String(stamp).padStart(4, '0')}${String(i).padStart(3, '0')}`;
    return [phone, `${phone}@rush.example`];
  });
  const { rows } = await client.query(
    `insert into users (phone_number, email, first_name, last_name, password_hash)
     select p, e, 'خریدار', 'هجوم', 'unused' from unnest($1::text[], $2::text[]) as t(p, e)
     returning id, phone_number`,
    [values.map((v) => v[0]), values.map((v) => v[1])],
  );
  const key = new TextEncoder().encode(JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const buyers = await Promise.all(
    rows.map(async (r) => {
      const sid = randomUUID();
      const token = await new SignJWT({ phone: r.phone_number, type: 'access', sid, sv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(r.id))
        .setJti(randomUUID())
        .setIssuer('linux-festival')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key);
      return { id: r.id, sid, auth: `Bearer ${token}` };
    }),
  );
  await client.query(
    `insert into refresh_tokens (jti, user_id, expires_at) select j, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(j, u)`,
    [buyers.map((b) => b.sid), buyers.map((b) => b.id)],
  );
  return buyers;
}

// The buyers' connections: kept alive as a browser keeps its connection to the site, through a client
// lean enough not to take the servers' CPU (raw-http.mjs).
const { request, close: closeConnections } = rawHttpClient();
export { closeConnections };

async function call(base, method, route, auth, body) {
  const t0 = performance.now();
  const json = body === undefined ? undefined : JSON.stringify(body);
  const res = await request(base + route, {
    method,
    headers: { authorization: auth, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json,
  });
  return { status: res.status, ms: performance.now() - t0, body: res.text ? JSON.parse(res.text) : {} };
}

export const newRecord = () => ({ times: { add: [], payAll: [], payAllSent: [], payAllRefused: [], bank: [], verify: [] }, payAllEnds: [], verifySpans: [], outcomes: {}, fiveHundreds: 0, byProcess: {}, t0: performance.now() });

/**
 * Per API process (per port: printed for the 'ports' topology only): when its adds were answered
 * (since the rush's clock started) and how long its pay_alls took. A saturated rush ends on one process later than on the other: the one whose own
 * adds finish last meets the other's buyers' pay_alls while it is still adding.
 */
function byProcess(r, base) {
  return (r.byProcess[base] ??= { addsDone: [], payAll: [] });
}

/**
 * A buyer's steps: add on one process, pay_all on the other (with one port, 'workers', both go to it),
 * the bank page and verify. Each records its time and outcome in `r`.
 */
const processesOf = (i, bases) => (i % 2 ? [bases[0], bases[1]] : [bases[1], bases[0]]);
const note = (r, k) => (r.outcomes[k] = (r.outcomes[k] ?? 0) + 1);

/** The add: true when the buyer's cart holds the workshop. */
async function addStep(b, i, presentationId, bases, r) {
  const base = processesOf(i, bases)[0];
  const add = await call(base, 'POST', `/api/presentations/${presentationId}/add_participation/`, b.auth);
  r.times.add.push(add.ms);
  byProcess(r, base).addsDone.push(performance.now() - r.t0);
  if (add.status >= 500) r.fiveHundreds += 1;
  if (add.status !== 201) note(r, `add ${add.status} ${add.body.code ?? ''}`.trim());
  return add.status === 201;
}

/** pay_all: the authority when the buyer was sent to the bank. */
async function payAllStep(b, i, bases, r) {
  const base = processesOf(i, bases)[1];
  const payAll = await call(base, 'POST', '/api/payments/pay_all/', b.auth, {});
  r.times.payAll.push(payAll.ms);
  r.payAllEnds.push(performance.now() - r.t0);
  byProcess(r, base).payAll.push(payAll.ms);
  (payAll.status === 200 ? r.times.payAllSent : r.times.payAllRefused).push(payAll.ms);
  if (payAll.status >= 500) r.fiveHundreds += 1;
  if (payAll.status !== 200) note(r, `pay_all ${payAll.status} ${payAll.body.code ?? ''}`.trim());
  return payAll.status === 200 ? payAll.body.authority : null;
}

/** The bank page's pay button, then verify. */
async function bankAndVerifyStep(b, i, authority, bases, r) {
  const [a, c] = processesOf(i, bases);
  const tBank = performance.now();
  const bank = await request(`${a}/_sandbox/zarinpal/pg/StartPay/${authority}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=OK',
  });
  r.times.bank.push(performance.now() - tBank);
  if (bank.status >= 500) r.fiveHundreds += 1;
  const verifyStart = performance.now() - r.t0;
  const verify = await call(c, 'POST', '/api/payments/verify/', b.auth, { authority, status: 'OK' });
  r.times.verify.push(verify.ms);
  r.verifySpans.push([verifyStart, verifyStart + verify.ms]);
  if (verify.status >= 500) r.fiveHundreds += 1;
  note(r, `verify ${verify.status} ${verify.body.payment_state ?? verify.body.code ?? ''}`.trim());
}

/** One buyer's way through: add, pay_all (on the other process when there are two ports), the bank, verify. */
export async function buy(b, i, presentationId, bases, r) {
  if (!(await addStep(b, i, presentationId, bases, r))) return;
  const authority = await payAllStep(b, i, bases, r);
  if (authority) await bankAndVerifyStep(b, i, authority, bases, r);
}

/**
 * BENCH_RUSH_PHASES: the rush's steps one at a time, each with all its buyers at once, and the CPU each
 * step took (API processes, PostgreSQL, this client) per buyer in it.
 */
async function runPhases(buyers, presentationId, bases, servers) {
  const r = newRecord();
  const phases = [];
  const phase = async (label, run) => {
    const before = cpuSeconds(servers);
    const t0 = performance.now();
    const n = await run();
    const elapsed = performance.now() - t0;
    const cpu = grown(before, cpuSeconds(servers));
    phases.push({ label, n, elapsed, cpu });
  };
  const added = [];
  await phase('adds', async () => {
    await Promise.all(buyers.map(async (b, i) => (await addStep(b, i, presentationId, bases, r)) && added.push([b, i])));
    return buyers.length;
  });
  const sent = [];
  await phase('pay_alls', async () => {
    await Promise.all(added.map(async ([b, i]) => {
      const authority = await payAllStep(b, i, bases, r);
      if (authority) sent.push([b, i, authority]);
    }));
    return added.length;
  });
  await phase('bank pages + verifies', async () => {
    await Promise.all(sent.map(([b, i, authority]) => bankAndVerifyStep(b, i, authority, bases, r)));
    return sent.length;
  });
  return { phases, outcomes: r.outcomes, fiveHundreds: r.fiveHundreds };
}

/** A process's /proc/<pid>/stat fields after its name, or null when it is gone. */
function statOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch { return null; }
}
const TICK = 100; // USER_HZ on Linux
const cpuOf = (f) => (f ? (Number(f[11]) + Number(f[12])) / TICK : 0); // utime, stime

/**
 * CPU seconds (user + system) used so far by the API processes (the servers and their workers), the
 * PostgreSQL server's processes and this client (Linux /proc); `workers`: each worker's own.
 */
export function cpuSeconds(servers) {
  const serverPids = new Set(servers.map((c) => c.pid));
  let api = 0;
  let postgres = 0;
  const workers = {};
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const f = statOf(pid);
    if (!f) continue;
    if (serverPids.has(Number(pid))) api += cpuOf(f);
    else if (serverPids.has(Number(f[1]))) api += workers[pid] = cpuOf(f); // f[1]: the parent's pid
    else {
      try { if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) postgres += cpuOf(f); } catch { /* gone */ }
    }
  }
  const self = process.cpuUsage();
  return { api, postgres, client: (self.user + self.system) / 1e6, workers };
}

/** What each of `after`'s numbers grew by since `before` (nested one level, for the workers). */
export function grown(before, after) {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, typeof v === 'number' ? v - (before[k] ?? 0) : grown(before[k] ?? {}, v)]));
}

/** Waits until both workers of a WORKERS=2 server answer (the server is healthy as soon as one does). */
export async function bothWorkersListening(base) {
  const seen = new Set();
  for (let i = 0; i < 600 && seen.size < 2; i++) {
    const res = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
    seen.add(res.headers.get('x-worker'));
    if (seen.size < 2) await new Promise((r) => setTimeout(r, 100));
  }
  if (seen.size < 2) throw new Error('the second worker did not start');
}

/** Waits (at most a minute) until no text or e-mail is queued or being sent; the milliseconds it took. */
async function outboxesEmpty(client) {
  const t0 = performance.now();
  for (;;) {
    const { rows: [{ n }] } = await client.query(`select (select count(*) from sms_outbox where state in ('queued', 'sending'))
      + (select count(*) from mail_outbox where state in ('queued', 'sending')) as n`);
    if (Number(n) === 0) return Math.round(performance.now() - t0);
    if (performance.now() - t0 > 60_000) throw new Error(`the warm-up's outboxes still hold ${n} messages after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the database says happened to the money and the seats. */
async function moneyFacts(client, presentationId) {
  const q = async (text) => Number((await client.query(text, text.includes('$1') ? [presentationId] : [])).rows[0].n);
  return {
    sold: await q(`select count(*) as n from participations where presentation_id = $1 and payment_state = 'COMPLETED'`),
    // Paid at the bank (the sandbox's own record) but neither completed nor marked for a refund: lost.
    paidNotRecorded: await q(`select count(*) as n from zarinpal_sandbox_sessions s
      where s.status in ('PAID', 'VERIFIED') and not exists (select 1 from payments p
        where p.authority = s.authority and p.payment_state in ('COMPLETED', 'REFUND_REQUIRED'))`),
    // A COMPLETED payment whose seat is not a COMPLETED registration.
    paidWithoutSeat: await q(`select count(*) as n from payments p join payment_items pi on pi.payment_id = p.id
      join participations pa on pa.id = pi.participation_id
      where p.payment_state = 'COMPLETED' and pa.payment_state <> 'COMPLETED' and pi.presentation_id = $1`),
    // A buyer charged twice for one seat.
    takenTwice: await q(`select count(*) as n from (select p.user_id from payments p join payment_items pi on pi.payment_id = p.id
      where p.payment_state = 'COMPLETED' and pi.presentation_id = $1 group by p.user_id having count(*) > 1) x`),
    refundRequired: await q(`select count(*) as n from payments where payment_state = 'REFUND_REQUIRED'`),
  };
}

/**
 * The API's environment for a bench server on `port` (the rush's, also the sales part's): the database
 * `dbUrl`, seeded from `seed`, the payment sandbox on, `workers` processes.
 */
export const apiEnv = ({ port, seed, work, dbUrl, workers }) => ({
  PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `rush-${port}`), SEED_FILE: seed,
  LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET, PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox',
  TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234', PAYMENT_SWEEP_SECONDS: '3600',
  PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: dbUrl, WORKERS: String(workers),
});

/**
 * Runs the rush against `serverUrl` (a PostgreSQL server URL with rights to create databases).
 * `startProcess(args, env, readyUrl)` and `stop(child)` come from scripts/bench.mjs.
 */
export async function runRush({ serverUrl, work, startProcess, stop, topology = 'workers' }) {
  const name = `fest_rush_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const servers = [];
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  try {
    const seedFile = path.join(work, 'rush-festival.json');
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 30 * 86_400_000 + 7_200_000).toISOString();
    fs.writeFileSync(seedFile, JSON.stringify({
      settings: { festival_name: 'جشنوارهٔ هجوم' },
      presentations: [{
        key: 'rush', service_type: 'WORKSHOP', fa_title: 'کارگاه پرطرفدار', en_title: 'The popular workshop',
        fa_description: '<p>کارگاه</p>', en_description: '<p>Workshop</p>', start, end,
        capacity: SEATS, cost: 200_000, is_registration_active: true,
      }, {
        // Bought by the warm-up's buyers before the clock starts (so the rush meets warm processes).
        key: 'warm', service_type: 'WORKSHOP', fa_title: 'کارگاه گرم‌کردن', en_title: 'The warm-up workshop',
        fa_description: '<p>کارگاه</p>', en_description: '<p>Workshop</p>', start, end,
        capacity: 100_000, cost: 100_000, is_registration_active: true,
      }],
    }));
    const emptySeed = path.join(work, 'rush-empty.json');
    fs.writeFileSync(emptySeed, '{}');
    // Two processes exactly, as the rush measures: two workers of one server, or two servers.
    const env = (port, seed) => apiEnv({ port, seed, work, dbUrl: dbUrl.toString(), workers: topology === 'workers' ? 2 : 1 });
    const port = 19000 + Math.floor(Math.random() * 900);
    const ports = topology === 'workers' ? [port] : [port, port + 1];
    // One after the other: the first migrates and seeds.
    for (const [p, seed] of ports.map((p, i) => [p, i ? emptySeed : seedFile])) {
      const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
      servers.push(await startProcess([...profile, ...apiServerArgs], env(p, seed), `http://127.0.0.1:${p}/api/health`));
    }
    // With one port, both "processes" of a buyer are the port: the kernel gives each connection to a worker.
    const bases = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports.at(-1)}`];
    if (topology === 'workers') await bothWorkersListening(bases[0]);
    await client.connect();
    const presentationId = Number((await client.query(`select id from presentations order by id limit 1`)).rows[0].id);
    const buyers = await makeBuyers(client, BUYERS);
    const warm = WARM_BUYERS > 0 ? await makeBuyers(client, WARM_BUYERS, 1) : [];
    const warmId = Number((await client.query(`select id from presentations where id <> $1 order by id limit 1`, [presentationId])).rows[0].id);
    for (let i = 0; i < warm.length; i += WARM_AT_ONCE) {
      await Promise.all(warm.slice(i, i + WARM_AT_ONCE).map((b, j) => buy(b, i + j, warmId, bases, newRecord())));
    }
    // The warm-up's purchases queued their texts and e-mails (each e-mail a receipt PDF to draw). A
    // registration opens on a server whose earlier mail went out long before: the clock starts once
    // the outboxes are empty, so the rush is not measured against the warm-up's backlog.
    const drained = await outboxesEmpty(client);

    // BENCH_RUSH_PRECONNECT=1: every buyer already holds a connection to each process when the clock
    // starts, as wrk's connections (the targets' first figures) and a buyer waiting on the site's page do.
    // Otherwise each opens one with its first request, inside the rush.
    if (PRECONNECT) {
      for (const base of bases) await Promise.all(buyers.map(() => request(`${base}/api/health`)));
    }
    const cpuBefore = cpuSeconds(servers);
    // The rush's clock starts as its record is made.
    const record = newRecord();
    const { t0 } = record;
    await Promise.all(buyers.map((b, i) => buy(b, i, presentationId, bases, record)));
    const elapsed = performance.now() - t0;
    const cpu = grown(cpuBefore, cpuSeconds(servers));
    const facts = await moneyFacts(client, presentationId);
    let phases;
    if (PHASES) {
      const again = await makeBuyers(client, BUYERS, 2);
      const [{ id: phasedId }] = (await client.query(
        `insert into presentations (service_type, fa_title, en_title, fa_description, en_description, start, "end", capacity, cost, is_registration_active)
         select service_type, fa_title || ' ۲', en_title || ' 2', fa_description, en_description, start + interval '1 day', "end" + interval '1 day', capacity, cost, true
         from presentations where id = $1 returning id`, [presentationId])).rows;
      phases = await runPhases(again, Number(phasedId), bases, servers);
    }
    return { topology, seats: SEATS, buyers: BUYERS, warm: warm.length, drained, elapsed, cpu, ...record, facts, phases };
  } finally {
    closeConnections();
    await client.end().catch(() => {});
    for (const s of servers) await stop(s);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function printRush(r) {
  const f = (n) => (Number.isNaN(n) ? '     -' : n.toFixed(0).padStart(6));
  const line = (label, xs) => console.log(`    ${label.padEnd(18)} p50 ${f(pct(xs, 50))} ms   p99 ${f(pct(xs, 99))} ms   (${xs.length} calls; aim p99 <= 500 ms)`);
  const connected = PRECONNECT ? ', buyers connected before the clock' : '';
  const how = r.topology === 'workers'
    ? 'one server with WORKERS=2 (as npm start runs on 2 cores)'
    : 'two servers on two ports (each buyer\'s pay_all sent to the other)';
  console.log(`\n  ${r.buyers} buyers, one ${r.seats}-seat workshop, 2 API processes: ${how}, warmed by ${r.warm} buyers (their texts and e-mails sent in ${(r.drained / 1000).toFixed(1)} s before the clock)${connected}; one PostgreSQL server: ${(r.elapsed / 1000).toFixed(1)} s end to end`);
  if (r.cpu) console.log(`    CPU seconds: API processes ${r.cpu.api.toFixed(1)}, PostgreSQL ${r.cpu.postgres.toFixed(1)}, this client ${r.cpu.client.toFixed(1)} (${os.cpus().length} cores: ${(os.cpus().length * r.elapsed / 1000).toFixed(1)} in all)`);
  line('add_participation', r.times.add);
  line('pay_all', r.times.payAll);
  // Which answers make the tail: those sent to the bank, or those refused (most of a rush).
  line('  sent to the bank', r.times.payAllSent);
  line('  refused', r.times.payAllRefused);
  line('verify', r.times.verify);
  // A verify sent while refused pay_alls are still being answered waits behind them for the CPU: its
  // time then says when the seats sold out more than what verify costs.
  const lastPayAll = Math.max(...r.payAllEnds);
  const during = r.verifySpans.filter(([start]) => start < lastPayAll);
  const lastSale = Math.max(...r.verifySpans.map(([, end]) => end));
  console.log(`    the last pay_all answered at ${f(lastPayAll)} ms; ${during.length} of ${r.verifySpans.length} verifies were sent before it (p99 ${f(pct(during.map(([s, e]) => e - s), 99))} ms), the others p99 ${f(pct(r.verifySpans.filter(([start]) => start >= lastPayAll).map(([s, e]) => e - s), 99))} ms; the last seat paid for at ${f(lastSale)} ms`);
  if (r.topology === 'workers') {
    console.log(`    CPU seconds of each worker: ${Object.values(r.cpu.workers).map((s) => s.toFixed(2)).join(', ')}`);
  } else for (const [base, p] of Object.entries(r.byProcess)) {
    console.log(`    process on port ${base.split(':').pop()}: its adds answered by ${f(pct(p.addsDone, 50))} ms (half) and ${f(pct(p.addsDone, 100))} ms (all); pay_alls it answered p50 ${f(pct(p.payAll, 50))} ms, p99 ${f(pct(p.payAll, 99))} ms (${p.payAll.length})`);
  }
  const lost = r.facts.paidNotRecorded + r.facts.paidWithoutSeat + r.facts.takenTwice;
  console.log(`    seats sold ${r.facts.sold} of ${r.seats}   5xx ${r.fiveHundreds}   money lost ${lost}` +
    ` (paid but unrecorded ${r.facts.paidNotRecorded}, paid without a seat ${r.facts.paidWithoutSeat}, charged twice ${r.facts.takenTwice}; REFUND_REQUIRED ${r.facts.refundRequired})`);
  console.log(`    outcomes ${JSON.stringify(r.outcomes)}`);
  if (!r.phases) return;
  console.log(`\n  The same steps one at a time, ${r.buyers} more buyers of another ${r.seats}-seat workshop (BENCH_RUSH_PHASES):`);
  for (const p of r.phases.phases) {
    const per = (s) => (p.n ? `${((s * 1000) / p.n).toFixed(2)}` : '-');
    console.log(`    ${p.label.padEnd(22)} ${String(p.n).padStart(4)} at once   ${(p.elapsed / 1000).toFixed(2)} s   CPU ms per buyer: API ${per(p.cpu.api)}, PostgreSQL ${per(p.cpu.postgres)}, client ${per(p.cpu.client)}`);
  }
  console.log(`    outcomes ${JSON.stringify(r.phases.outcomes)}   5xx ${r.phases.fiveHundreds}`);
}
