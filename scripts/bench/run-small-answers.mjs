// Starts the real server (on embedded PGlite, and on a PostgreSQL server when one is given) with a
// 200-presentation festival and the demo FAQ, and measures the small answers and login beside their
// references (small-answers.mjs). BENCH_ROOT points at another checkout's code (a "before" run on main
// with this same harness); BENCH_WORKERS sets WORKERS for the server run.
import fs from 'node:fs';
import path from 'node:path';
import { withScratchDatabase } from './scratch-database.mjs';
import { measureSmallAnswers, printSmallAnswers } from './small-answers.mjs';
import { apiServerArgs } from '../lib.mjs';

/** How many processes answer: distinct X-Worker values of /api/health (none: one process). */
async function processesBehind(base) {
  const seen = new Set();
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
    seen.add(res.headers.get('x-worker') ?? 'one');
  }
  return seen.size;
}

export async function benchSmallAnswers({ root, work, startProcess, stop, serverUrl, festival }) {
  const codeRoot = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : root;
  const demo = JSON.parse(fs.readFileSync(path.join(root, 'apps/api/seed/demo-festival.json'), 'utf8'));
  const seedFile = path.join(work, 'festival-small-answers.json');
  fs.writeFileSync(seedFile, JSON.stringify({ ...festival, faq: demo.faq }));
  console.log(`\n=== Small answers and login beside their references${codeRoot === root ? '' : ` (code of ${codeRoot})`} ===`);

  async function run(label, dbEnv) {
    const port = 17000 + Math.floor(Math.random() * 1000);
    const base = `http://127.0.0.1:${port}`;
    // This checkout runs its built API, as production does; another one (BENCH_ROOT) runs from its sources.
    const serverArgs = codeRoot === root ? apiServerArgs : ['--import', 'tsx', path.join(codeRoot, 'apps/api/src/server.ts')];
    const api = await startProcess(serverArgs, {
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `small-${label.replace(/\W/g, '')}`), SEED_FILE: seedFile,
      LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', PAYMENT_SANDBOX: 'on',
      TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PHONE_VERIFICATION: 'off',
      // Login's limits stay on (their look-ups are part of the cost); the budget just never runs out here.
      LOGIN_RATE_LIMIT: '10000000', SIGNUP_RATE_LIMIT: '1000',
      PAYMENT_SWEEP_SECONDS: '3600', WEB_DIST: path.join(work, 'no-web-app'),
      ...(process.env.BENCH_WORKERS ? { WORKERS: process.env.BENCH_WORKERS } : {}), ...dbEnv,
    }, `${base}/api/health`);
    const processes = await processesBehind(base);
    const result = await measureSmallAnswers({ base, processes, stopApi: () => stop(api), startProcess, stop, work, codeRoot });
    printSmallAnswers(`${label}, ${processes} API process${processes > 1 ? 'es' : ''} (and as many bare ones)`, result);
  }

  await run('PGlite (embedded)', {});
  if (!serverUrl) {
    console.log('\n  PostgreSQL server: SKIPPED (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  await withScratchDatabase(serverUrl, `fest_bench_small_${process.pid}`, (url) => run('PostgreSQL server', { DATABASE_URL: url }));
}
