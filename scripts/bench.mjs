// `npm run bench`: measures, in one run on this machine, and prints figures and ratios.
//  1. GET /api/presentations/all/ with 200 presentations: requests/s and p99 latency of the real server,
//     beside a bare node:http server answering the same bytes, and their ratio; then the caller's own
//     profile with a token (an authenticated route, whose session is checked on every request); on
//     embedded PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL server.
//  2. The gzipped JavaScript the home route loads before it can paint (budget 100 KB, docs/performance.md#the-targets).
//  3. Lighthouse (mobile preset) for home, workshops and one workshop page, when Chromium is present.
//  4. Small answers (one presentation, the FAQ, the list) and login beside their references
//     (scripts/bench/small-answers.mjs), on PGlite and on the PostgreSQL server.
//  5. The registration rush (scripts/bench/rush.mjs) on the PostgreSQL server, when one is set: on two
//     workers of one server, then on two servers.
//  6. Sustained sales (scripts/bench/sales.mjs) on the server: whole purchases a second on one server with
//     WORKERS=2, beside pgbench's rate for a minimal sale on the same server, in alternating rounds.
//  7. The SMS worker's throughput through a provider imitation (scripts/bench/sms.mjs), and the mail worker's
//     through a local SMTP server, alone and together with texts (scripts/bench/mail.mjs), on the server.
// A benchmark measures; it asserts nothing (the bundle budget is asserted by a test).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiServerArgs, buildApiIfStale, buildWebIfStale, root } from './lib.mjs';
import { homeRouteScripts } from './bundle-size.mjs';
import { withScratchDatabase } from './bench/scratch-database.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// BENCH_PARTS=api,small,bundle,lighthouse,rush,sales,sms,pdf (default: all, the rush, sales and sms only with a PostgreSQL server) runs only some.
const parts = new Set((process.env.BENCH_PARTS ?? `api,small,bundle,lighthouse,pdf${serverUrl ? ',rush,sales,sms' : ''}`).split(','));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-bench-'));
const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));
// Every server measured is the built API, as production runs it (decision 025).
await buildApiIfStale();

function festivalWith(n) {
  const presenters = Array.from({ length: 20 }, (_, i) => ({
    key: `p${i}`, first_name: `ارائه‌دهنده ${i}`, last_name: 'آزمایشی', description: 'بیوگرافی کوتاه ارائه‌دهنده.',
  }));
  const tags = ['لینوکس', 'شبکه', 'امنیت', 'DevOps'].map((name, i) => ({ key: `t${i}`, name, color: '#1e3a8a' }));
  const day = Date.UTC(2027, 1, 10, 5, 30);
  const presentations = Array.from({ length: n }, (_, i) => ({
    key: `s${i}`, service_type: i % 3 ? 'TALK' : 'WORKSHOP',
    fa_title: `ارائهٔ شمارهٔ ${i}`, en_title: `Presentation ${i}`,
    fa_description: '<p>توضیح <strong>کامل</strong> این ارائه با چند جمله دربارهٔ محتوای آن.</p>',
    en_description: '<p>A full <strong>description</strong> of this presentation.</p>',
    start: new Date(day + i * 3600_000).toISOString(), end: new Date(day + i * 3600_000 + 5400_000).toISOString(),
    capacity: 40, cost: (i % 4) * 50000, is_registration_active: true,
    presenters: [`p${i % 20}`, `p${(i + 7) % 20}`], tags: [`t${i % 4}`],
  }));
  return { settings: { festival_name: 'جشنواره بنچمارک', competition_price: 50000, competition_capacity: 50, competition_registration_open: true }, presenters, tags, presentations };
}

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  return (async () => {
    // Up to 3 minutes: a first start seeds the festival, slowly on a busy machine.
    for (let i = 0; i < 900; i++) {
      try {
        if ((await fetch(readyUrl)).ok) return child;
      } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not become ready: ${readyUrl}`);
  })();
}

const stop = (child) => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); children.delete(child); });

async function load(url, headers = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function measureApi(label, dbEnv) {
  const seedFile = path.join(work, 'festival-200.json');
  fs.writeFileSync(seedFile, JSON.stringify(festivalWith(200)));
  const port = 18000 + Math.floor(Math.random() * 1000);
  const url = `http://127.0.0.1:${port}/api/presentations/all/`;
  const api = await startProcess(apiServerArgs, {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `data-${label}`), SEED_FILE: seedFile,
    LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', PAYMENT_SANDBOX: 'on',
    TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox',
    // One process, as the list's first figures were measured; the small-answers part runs the default workers.
    PAYMENT_SWEEP_SECONDS: '3600', WORKERS: '1', PHONE_VERIFICATION: 'off', ...dbEnv,
  }, `http://127.0.0.1:${port}/api/health`);
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const count = JSON.parse(body.toString()).length;
  await load(url); // warm-up (JIT, connection pools) is not measured
  const real = await load(url);
  // An authenticated route: its own two queries, plus the session check (kept in memory once read).
  const phone = `0935${String(process.pid % 10_000_000).padStart(7, '0')}`;
  const signup = await fetch(`http://127.0.0.1:${port}/api/users/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'بنچ', last_name: 'مارک', email: `${phone}@bench.example`, phone_number: phone, password: 'Bench-Mark-Secret-1405' }),
  });
  const { tokens } = await signup.json();
  const meUrl = `http://127.0.0.1:${port}/api/users/${phone}/`;
  const meHeaders = { authorization: `Bearer ${tokens.access}` };
  await load(meUrl, meHeaders);
  const me = await load(meUrl, meHeaders);
  await stop(api);

  const bodyFile = path.join(work, 'body.json');
  fs.writeFileSync(bodyFile, body);
  const barePort = port + 1;
  const bareSrc = `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${barePort},'127.0.0.1')`;
  const bare = await startProcess(['-e', bareSrc], {}, `http://127.0.0.1:${barePort}/`);
  await load(`http://127.0.0.1:${barePort}/`);
  const baseline = await load(`http://127.0.0.1:${barePort}/`);
  await stop(bare);
  return { label, count, bytes: body.length, real, me, baseline, ratio: real.rps / baseline.rps };
}

function printApi(r) {
  const f = (n) => n.toFixed(0).padStart(8);
  console.log(`\n  ${r.label}: ${r.count} presentations, ${(r.bytes / 1024).toFixed(1)} KB per answer, ${CONNECTIONS} connections, ${DURATION}s`);
  console.log(`    festival API   ${f(r.real.rps)} req/s   p99 ${f(r.real.p99)} ms   errors ${r.real.errors}`);
  console.log(`    bare node:http ${f(r.baseline.rps)} req/s   p99 ${f(r.baseline.p99)} ms   errors ${r.baseline.errors}`);
  console.log(`    ratio API/bare ${(r.ratio * 100).toFixed(1)}% (aim: at least 50%)`);
  console.log(`    GET /api/users/{phone}/ with a token (session checked per request) ${f(r.me.rps)} req/s   p99 ${f(r.me.p99)} ms   errors ${r.me.errors}`);
}

if (parts.has('api')) {
console.log('=== 1. GET /api/presentations/all/ throughput ===');
printApi(await measureApi('PGlite (embedded)', {}));
if (serverUrl) {
  printApi(await withScratchDatabase(serverUrl, `fest_bench_${process.pid}`, (url) => measureApi('PostgreSQL server', { DATABASE_URL: url })));
} else {
  console.log('\n  PostgreSQL server: SKIPPED (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
}

if (parts.has('small')) {
  const { benchSmallAnswers } = await import('./bench/run-small-answers.mjs');
  await benchSmallAnswers({ root, work, startProcess, stop, serverUrl, festival: festivalWith(200) });
}

if (parts.has('bundle') || parts.has('lighthouse')) buildWebIfStale();
if (parts.has('bundle')) {
console.log('\n=== 2. JavaScript the home route loads before it can paint ===');
const scripts = homeRouteScripts(path.join(root, 'apps/web/dist'));
for (const s of scripts.files) console.log(`    ${s.file.padEnd(48)} ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
console.log(`    total ${(scripts.totalGzip / 1024).toFixed(1)} KB gzip of a 100 KB budget (${((scripts.totalGzip / 1024 / 100) * 100).toFixed(0)}%)`);
}

if (parts.has('lighthouse')) {
  console.log('\n=== 3. Lighthouse, mobile preset ===');
  const { runLighthouse } = await import('./lighthouse.mjs');
  await runLighthouse({ work, startProcess, stop });
}
if (parts.has('rush')) {
  console.log('\n=== 4. The registration rush ===');
  if (!serverUrl) console.log('\n  SKIPPED (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  else {
    const { printRush, runRush } = await import('./bench/rush.mjs');
    // BENCH_RUSH_TOPOLOGIES=workers,ports (default both): the rush on two workers of one server, as
    // npm start runs, then on two servers with each buyer's pay_all crossing to the other.
    for (const topology of (process.env.BENCH_RUSH_TOPOLOGIES ?? 'workers,ports').split(',')) {
      printRush(await runRush({ serverUrl, work, startProcess, stop, topology }));
    }
  }
}
if (parts.has('sales')) {
  console.log('\n=== 5. Sustained sales, beside PostgreSQL\'s own rate for a minimal sale ===');
  if (!serverUrl) console.log('\n  SKIPPED (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  else {
    const { printSales, printSalesHeader, runSales } = await import('./bench/sales.mjs');
    printSalesHeader();
    printSales(await runSales({ serverUrl, work, startProcess, stop }));
  }
}
if (parts.has('sms')) {
  console.log('\n=== 6. The SMS and mail workers ===');
  if (!serverUrl) console.log('\n  SKIPPED (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  else {
    const { printSms, runSmsBench } = await import('./bench/sms.mjs');
    printSms(await runSmsBench({ serverUrl, work, startProcess, stop }));
    const { printMail, runMailBench } = await import('./bench/mail.mjs');
    printMail(await runMailBench({ serverUrl, work, startProcess, stop }));
  }
}
if (parts.has('pdf')) {
  console.log('\n=== 7. PDFs: a certificate and a ZIP of 100 ===');
  const { benchPdf } = await import('./bench/pdf.mjs');
  benchPdf({ root });
}
fs.rmSync(work, { recursive: true, force: true });
process.exit(0);
