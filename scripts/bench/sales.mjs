// Sustained sales (scripts/bench.mjs, part `sales`; decision 024): whole purchases a second through the real
// HTTP API, beside PostgreSQL's own rate for a minimal sale on the same cores.
//
// One server with WORKERS=2 (as `npm start` runs on 2 cores) on a fresh database of the PostgreSQL
// server, BENCH_SALES_PRESENTATIONS presentations (default 8) with seats enough never to run out. Each
// round, BENCH_SALES_BUYERS new buyers (default 300; accounts and tokens made before the clock starts,
// as the rush makes them), BENCH_SALES_AT_ONCE at a time (default 32), each buying one presentation
// (spread over all of them) the whole way, as the rush's buyers do: add_participation, pay_all, the
// sandbox bank page's pay button, verify. Timed from the first add to the last verify: purchases a
// second, p50/p99 of each step, 5xx answers, and the COMPLETED payments the database holds for the
// round's buyers beside the purchases verify answered.
//
// Then pgbench on a database of its own on the same server: the same number of clients (-c, -j 2) for
// BENCH_SALES_PGBENCH_SECONDS (default 10), each transaction a minimal sale: one conditional seat
// UPDATE, an order INSERT, the order's UPDATE to paid. Its tables are made afresh each round.
//
// BENCH_ROUNDS rounds (default 3), alternating a sales run and a pgbench run; each round's figures and
// its ratio sales/pgbench, then the medians. It measures; it asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pct } from './percentile.mjs';
import {
  apiEnv, bothWorkersListening, buy, closeConnections, cpuSeconds, grown, makeBuyers, newRecord,
} from './rush.mjs';
import { withScratchDatabase } from './scratch-database.mjs';
import { apiServerArgs } from '../lib.mjs';

const BUYERS = Number(process.env.BENCH_SALES_BUYERS ?? 300);
const AT_ONCE = Number(process.env.BENCH_SALES_AT_ONCE ?? 32);
const PRESENTATIONS = Number(process.env.BENCH_SALES_PRESENTATIONS ?? 8);
// Before the first round's clock, other buyers buy the same way: JIT-compiled routes and warm pools.
const WARM = Number(process.env.BENCH_SALES_WARM ?? 100);
const PGBENCH_SECONDS = Number(process.env.BENCH_SALES_PGBENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';
const PGBENCH_THREADS = 2;
// Seats per presentation (and per pgbench seat row): never the limit.
const CAPACITY = 1_000_000;

/** The minimal sale pgbench runs: one transaction, a conditional seat UPDATE, an order INSERT, its UPDATE to paid. */
const SALE_SCRIPT = `\\set id random(1, :seats)
BEGIN;
UPDATE seats SET sold = sold + 1 WHERE id = :id AND sold < capacity;
INSERT INTO orders (seat_id) VALUES (:id) RETURNING id AS order_id \\gset
UPDATE orders SET state = 'PAID', paid_at = now() WHERE id = :order_id;
END;
`;

/**
 * Runs the part against `serverUrl` (a PostgreSQL server URL with rights to create databases);
 * `startProcess(args, env, readyUrl)` and `stop(child)` come from scripts/bench.mjs.
 */
export async function runSales({ serverUrl, work, startProcess, stop }) {
  // makeBuyers numbers its phones by batch (0-9) and buyer (000-999).
  if (BUYERS > 999 || ROUNDS > 9) throw new Error('BENCH_SALES_BUYERS must be at most 999 and BENCH_ROUNDS at most 9');
  return withScratchDatabase(serverUrl, `fest_sales_${process.pid}`, (salesUrl) =>
    withScratchDatabase(serverUrl, `fest_sales_pgbench_${process.pid}`, (pgbenchUrl) =>
      rounds({ salesUrl, pgbenchUrl, work, startProcess, stop })));
}

async function rounds({ salesUrl, pgbenchUrl, work, startProcess, stop }) {
  const seedFile = path.join(work, 'sales-festival.json');
  const day = Date.now() + 30 * 86_400_000;
  fs.writeFileSync(seedFile, JSON.stringify({
    settings: { festival_name: 'جشنوارهٔ فروش' },
    presentations: Array.from({ length: PRESENTATIONS }, (_, i) => ({
      key: `sale${i}`, service_type: 'WORKSHOP', fa_title: `کارگاه ${i + 1}`, en_title: `Workshop ${i + 1}`,
      fa_description: '<p>کارگاه</p>', en_description: '<p>Workshop</p>',
      start: new Date(day + i * 7_200_000).toISOString(), end: new Date(day + i * 7_200_000 + 5_400_000).toISOString(),
      capacity: CAPACITY, cost: 150_000, is_registration_active: true,
    })),
  }));
  const port = 19000 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  const bases = [base, base]; // one port: the kernel gives each buyer's connection to a worker
  const client = new pg.Client({ connectionString: salesUrl });
  const ref = new pg.Client({ connectionString: pgbenchUrl });
  let server = null;
  try {
    server = await startProcess(apiServerArgs,
      { ...apiEnv({ port, seed: seedFile, work, dbUrl: salesUrl, workers: 2 }), WEB_DIST: path.join(work, 'no-web-app') },
      `${base}/api/health`);
    await bothWorkersListening(base);
    await client.connect();
    await ref.connect();
    const ids = (await client.query(`select id from presentations order by id`)).rows.map((r) => Number(r.id));
    if (ids.length !== PRESENTATIONS) throw new Error(`seeded ${ids.length} presentations, expected ${PRESENTATIONS}`);
    const warm = WARM > 0 ? await makeBuyers(client, WARM, 0) : [];
    await sell(warm, ids, bases, newRecord());

    const results = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const buyers = await makeBuyers(client, BUYERS, round);
      const sales = await salesRun(client, buyers, ids, bases, [server]);
      const bench = await pgbenchRun(ref, pgbenchUrl, work);
      const r = { round, sales, bench, ratio: sales.rate / bench.tps };
      printRound(r);
      results.push(r);
    }
    return { warm: warm.length, results };
  } finally {
    closeConnections();
    await client.end().catch(() => {});
    await ref.end().catch(() => {});
    if (server) await stop(server);
  }
}

/** `buyers` through `buy`, AT_ONCE at a time, each given one of the presentations `ids` in turn. */
async function sell(buyers, ids, bases, record) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, buyers.length) }, async () => {
    while (next < buyers.length) {
      const i = next++;
      await buy(buyers[i], i, ids[i % ids.length], bases, record);
    }
  }));
}

/** One round's sales: the clock from the first add to the last verify, then what the database says. */
async function salesRun(client, buyers, ids, bases, servers) {
  const cpuBefore = cpuSeconds(servers);
  const record = newRecord(); // the clock starts here
  await sell(buyers, ids, bases, record);
  const elapsed = (performance.now() - record.t0) / 1000;
  const cpu = grown(cpuBefore, cpuSeconds(servers));
  const purchases = record.outcomes['verify 200 COMPLETED'] ?? 0;
  const completed = Number((await client.query(
    `select count(*) as n from payments where payment_state = 'COMPLETED' and user_id = any($1::int[])`,
    [buyers.map((b) => b.id)],
  )).rows[0].n);
  return { buyers: buyers.length, elapsed, rate: purchases / elapsed, purchases, completed, cpu, ...record };
}

/** Runs pgbench; resolves with its output, rejects with it when pgbench fails. */
function pgbench(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(PGBENCH, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const kill = () => child.kill('SIGKILL');
    process.once('exit', kill);
    child.on('error', (err) => { process.off('exit', kill); reject(err); });
    child.on('exit', (code, signal) => {
      process.off('exit', kill);
      if (code === 0) resolve(out);
      else reject(new Error(`pgbench ended with ${code ?? signal}:\n${out}`));
    });
  });
}

/** PostgreSQL's own rate: pgbench's minimal sale on fresh tables, as many clients as buyers at once. */
async function pgbenchRun(ref, dbUrl, work) {
  await ref.query(`drop table if exists orders, seats`);
  await ref.query(`create table seats (id int primary key, capacity int not null, sold int not null default 0)`);
  await ref.query(`insert into seats (id, capacity) select i, $1 from generate_series(1, $2::int) i`, [CAPACITY, PRESENTATIONS]);
  await ref.query(`create table orders (id bigserial primary key, seat_id int not null, state text not null default 'PENDING',
    created_at timestamptz not null default now(), paid_at timestamptz)`);
  await ref.query(`vacuum analyze seats`);
  const script = path.join(work, 'sale.pgbench');
  fs.writeFileSync(script, SALE_SCRIPT);
  const url = new URL(dbUrl);
  const args = [
    '-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'),
    '-n', '-M', 'prepared', '-c', String(AT_ONCE), '-j', String(PGBENCH_THREADS), '-T', String(PGBENCH_SECONDS),
    '-D', `seats=${PRESENTATIONS}`, '-f', script, decodeURIComponent(url.pathname.slice(1)),
  ];
  const out = await pgbench(args, url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {});
  // "tps = 1234.5 (without initial connection time)" (pgbench 14+), "(excluding connections establishing)" before.
  const tps = Number((out.match(/^tps = ([\d.]+) \((?:without|excluding)/m) ?? out.match(/^tps = ([\d.]+)/m) ?? [])[1]);
  if (!Number.isFinite(tps)) throw new Error(`no "tps = " in pgbench's output:\n${out}`);
  const transactions = Number((out.match(/number of transactions actually processed: (\d+)/) ?? [])[1]);
  const failed = Number(out.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
  const { rows: [facts] } = await ref.query(`select (select sum(sold) from seats) as sold,
    (select count(*) from orders where state = 'PAID') as paid, (select count(*) from orders) as orders`);
  return { tps, transactions, failed, sold: Number(facts.sold), paid: Number(facts.paid), orders: Number(facts.orders) };
}

const ms = (xs) => (xs.length ? `${pct(xs, 50).toFixed(0)} / ${pct(xs, 99).toFixed(0)} ms` : '-');

export function printSalesHeader() {
  console.log(`\n  ${BUYERS} new buyers a round, ${AT_ONCE} at once, over ${PRESENTATIONS} presentations of ${CAPACITY.toLocaleString('en')} seats;` +
    ` one server with WORKERS=2 (as npm start runs on ${os.cpus().length} cores) on a fresh database of the PostgreSQL server, warmed by ${WARM} buyers.`);
  console.log(`  Each buyer: add_participation, pay_all, the sandbox bank page, verify; timed from the first add to the last verify.`);
  console.log(`  Beside it, pgbench on a database of its own: ${AT_ONCE} clients (-j ${PGBENCH_THREADS}, prepared), ${PGBENCH_SECONDS} s, each transaction` +
    ` one conditional seat UPDATE, an order INSERT and the order's UPDATE to paid. ${ROUNDS} rounds, sales then pgbench.`);
}

function printRound({ round, sales: s, bench: b, ratio }) {
  const same = s.completed === s.purchases ? '=' : '≠ (!)';
  console.log(`\n  round ${round}  sales: ${s.purchases} purchases of ${s.buyers} in ${s.elapsed.toFixed(2)} s: ${s.rate.toFixed(1)} purchases/s   5xx ${s.fiveHundreds}`);
  console.log(`    p50 / p99: add ${ms(s.times.add)}, pay_all ${ms(s.times.payAll)}, bank page ${ms(s.times.bank)}, verify ${ms(s.times.verify)}`);
  console.log(`    COMPLETED payments in the database ${s.completed} ${same} purchases ${s.purchases}` +
    (s.purchases === s.buyers ? '' : `   outcomes ${JSON.stringify(s.outcomes)}`));
  console.log(`    CPU seconds: API processes ${s.cpu.api.toFixed(1)} (its child processes ${Object.values(s.cpu.workers).map((x) => x.toFixed(1)).join(', ')}),` +
    ` PostgreSQL ${s.cpu.postgres.toFixed(1)} (every database's), this client ${s.cpu.client.toFixed(1)}; ${(2 * s.elapsed).toFixed(1)} on 2 cores`);
  const check = b.sold === b.paid && b.paid === b.orders ? '=' : '≠ (!)';
  console.log(`    pgbench: ${b.tps.toFixed(1)} sales/s (${b.transactions} in ${PGBENCH_SECONDS} s, ${b.failed} failed; seats sold ${b.sold} ${check} orders paid ${b.paid})`);
  console.log(`    ratio sales/pgbench ${ratio.toFixed(3)}`);
}

export function printSales({ results }) {
  const median = (f) => pct(results.map(f), 50);
  console.log(`\n  medians of ${results.length} rounds: ${median((r) => r.sales.rate).toFixed(1)} purchases/s, pgbench ${median((r) => r.bench.tps).toFixed(1)} sales/s,` +
    ` ratio sales/pgbench ${median((r) => r.ratio).toFixed(3)} (rounds ${results.map((r) => r.ratio.toFixed(3)).join(', ')})`);
  console.log(`    5xx ${results.reduce((n, r) => n + r.sales.fiveHundreds, 0)} in all; COMPLETED payments = purchases in ` +
    `${results.filter((r) => r.sales.completed === r.sales.purchases).length} of ${results.length} rounds`);
}
