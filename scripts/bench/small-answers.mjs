// Small public answers and login, each beside its reference (the targets: docs/performance.md#the-targets):
//  - GET /api/presentations/{id}, GET /api/faq/ and GET /api/presentations/all/ beside a bare node:http
//    server sending the very same bytes with the very same headers (copied from the real answer, so the
//    header sizes match), with as many processes as the API runs;
//  - POST /api/token/access/ (login) beside argon2id alone, verifying the same hash at the same parameters
//    with the same concurrency, in as many processes.
// Each pair is measured in turn, in several rounds (BENCH_ROUNDS, 3), and the medians printed.
// It measures and prints; it asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

// Shorter than the list bench's 8 s: each answer is measured in several rounds (ROUNDS below).
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Logins in flight: enough to keep the hashing threads busy, few enough not to measure queueing only. */
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);

async function load(opts) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, ...opts });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Warm-up (JIT, pools) first, unmeasured; then the measured run. */
async function measured(opts) {
  await load({ ...opts, duration: Math.max(2, Math.round(DURATION / 2)) });
  return load(opts);
}

const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A bare node:http server (in `processes` processes, sharing the port) sending fixed answers per path. */
function bareServerSource(answersFile, port, processes) {
  return `
const cluster = require('node:cluster');
if (cluster.isPrimary && ${processes} > 1) {
  for (let i = 0; i < ${processes}; i++) cluster.fork();
} else {
  const answers = new Map(Object.entries(JSON.parse(require('fs').readFileSync(${JSON.stringify(answersFile)}, 'utf8')))
    .map(([p, a]) => [p, { headers: a.headers, body: Buffer.from(a.body, 'base64') }]));
  require('http').createServer((q, s) => {
    const a = answers.get(q.url);
    if (!a) { s.writeHead(200); return s.end('ok'); }
    s.writeHead(200, a.headers);
    s.end(a.body);
  }).listen(${port}, '127.0.0.1');
}`;
}

/**
 * Runs argon2id verifications, `concurrency` at a time per process, for DURATION seconds: verifies per
 * second. The hash is made by the API's own hashPassword (apps/api/src/lib/passwords.ts of the code
 * measured), so the parameters are the very ones login verifies with.
 */
function hashingSource(codeRoot, password, concurrency, processes) {
  const argon2 = path.join(codeRoot, 'node_modules/@node-rs/argon2/index.js');
  const passwords = path.join(codeRoot, 'apps/api/src/lib/passwords.ts');
  return `
const cluster = require('node:cluster');
const seconds = ${DURATION};
if (cluster.isPrimary && ${processes} > 1) {
  let total = 0, done = 0;
  for (let i = 0; i < ${processes}; i++) cluster.fork().on('message', (n) => { total += n; if (++done === ${processes}) { console.log(total / seconds); process.exit(0); } });
} else {
  const { verify } = require(${JSON.stringify(argon2)});
  const run = async (hash, secs) => {
    let count = 0;
    const until = Date.now() + secs * 1000;
    await Promise.all(Array.from({ length: ${concurrency} }, async () => {
      while (Date.now() < until) { if (!(await verify(hash, ${JSON.stringify(password)}))) throw new Error('wrong'); count++; }
    }));
    return count;
  };
  import(${JSON.stringify(passwords)}).then(async ({ hashPassword }) => {
    const hash = await hashPassword(${JSON.stringify(password)});
    await run(hash, Math.max(2, Math.round(seconds / 2)));
    const count = await run(hash, seconds);
    if (process.send) process.send(count); else { console.log(count / seconds); process.exit(0); }
  });
}`;
}

function runScript(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`hashing reference exited ${code}`))));
  });
}

/** Rounds of API-then-reference pairs; each figure printed is the median over the rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Measures one running API at `base` (with `processes` processes) beside the references, in ROUNDS
 * rounds: in each, every answer is loaded on the API and at once on its reference, one after the
 * other (the idle one costs nothing), so that each ratio compares two runs a few seconds apart. On a
 * shared machine whose speed drifts from minute to minute, a ratio of runs minutes apart moved by
 * ±0.2 (docs/performance.md); the median of paired ratios does not follow one slow minute.
 * `stopApi` stops the API at the end.
 */
export async function measureSmallAnswers({ base, processes, stopApi, startProcess, stop, work, codeRoot }) {
  const list = await (await fetch(`${base}/api/presentations/all/`)).json();
  const urls = {
    detail: `/api/presentations/${list[Math.floor(list.length / 2)].id}`,
    faq: '/api/faq/',
    list: '/api/presentations/all/',
  };
  // The real answers: their bytes and headers are what the bare server sends. Asked without
  // Accept-Encoding, as the targets' figures were (BENCH_GZIP=1 asks as a browser does).
  const requestHeaders = process.env.BENCH_GZIP === '1' ? { 'accept-encoding': 'gzip, deflate, br' } : {};
  const answers = {};
  for (const [name, url] of Object.entries(urls)) {
    const res = await rawGet(`${base}${url}`, requestHeaders);
    const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !HOP_HEADERS.has(k)));
    answers[url] = { name, headers, body: res.body.toString('base64') };
  }
  const password = 'Bench-Mark-Secret-1405';
  const phone = `0936${String(process.pid % 10_000_000).padStart(7, '0')}`;
  const signup = await fetch(`${base}/api/users/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'بنچ', last_name: 'ورود', email: `${phone}@bench.example`, phone_number: phone, password }),
  });
  if (!signup.ok) throw new Error(`bench signup failed: ${signup.status} ${await signup.text()}`);
  const login = {
    url: `${base}/api/token/access/`,
    method: 'POST',
    connections: LOGIN_CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: phone, password }),
  };

  const answersFile = path.join(work, 'small-answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));
  const barePort = 19000 + Math.floor(Math.random() * 1000);
  // A file, not -e: cluster workers re-run the primary's script.
  const bareFile = path.join(work, 'bare-server.cjs');
  fs.writeFileSync(bareFile, bareServerSource(answersFile, barePort, processes));
  const bare = await startProcess([bareFile], {}, `http://127.0.0.1:${barePort}/ready`);
  const hashingFile = path.join(work, 'hashing-reference.cjs');
  // The same logins in flight in all: split between the processes as the API's connections are.
  fs.writeFileSync(hashingFile, hashingSource(codeRoot, password, Math.ceil(LOGIN_CONNECTIONS / processes), processes));

  /** Per answer, one { api, reference } pair per round. */
  const rounds = Object.fromEntries([...Object.keys(urls), 'login'].map((key) => [key, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(urls)) {
        const api = await measured({ url: `${base}${url}`, headers: requestHeaders });
        const reference = await measured({ url: `http://127.0.0.1:${barePort}${url}`, headers: requestHeaders });
        rounds[name].push({ api, reference });
      }
      const api = await measured(login);
      rounds.login.push({ api, reference: { rps: await runScript(hashingFile), p99: NaN, errors: 0 } });
    }
  } finally {
    await stop(bare);
    await stopApi();
  }

  const sizes = Object.fromEntries(Object.values(answers).map((a) => [a.name, { body: Buffer.from(a.body, 'base64').length, headers: JSON.stringify(a.headers).length }]));
  return { rounds, sizes };
}

/** A GET through node:http: the bytes and headers exactly as sent (fetch would decode the body). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const TARGETS = { detail: 0.5, faq: 0.5, list: 0.8, login: 0.8 };
const LABELS = {
  detail: 'GET /api/presentations/{id}',
  faq: 'GET /api/faq/',
  list: 'GET /api/presentations/all/',
  login: 'login (POST /api/token/access/)',
};

export function printSmallAnswers(label, { rounds, sizes }) {
  const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : '-').padStart(7);
  console.log(`\n  ${label}: ${CONNECTIONS} connections (login: ${LOGIN_CONNECTIONS}), ${DURATION}s each, ${ROUNDS} rounds (medians)`);
  console.log(`    ${'answer'.padEnd(34)} ${'API req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'ref/s'.padStart(7)} ${'ratio'.padStart(6)}  target  ${'rounds'.padEnd(16)}  reference`);
  for (const key of Object.keys(TARGETS)) {
    const pairs = rounds[key];
    const ratios = pairs.map((p) => p.api.rps / p.reference.rps);
    const ref = key === 'login' ? 'argon2id verify alone, same parameters' : `bare node:http, same ${sizes[key].body} bytes + headers`;
    const errorCount = pairs.reduce((sum, p) => sum + p.api.errors, 0);
    const errors = errorCount ? `  (${errorCount} errors)` : '';
    const each = ratios.map((r) => r.toFixed(2)).join(' ');
    console.log(
      `    ${LABELS[key].padEnd(34)} ${f(median(pairs.map((p) => p.api.rps))).padStart(9)} ${f(median(pairs.map((p) => p.api.p99)))} ${f(median(pairs.map((p) => p.reference.rps)))} ${median(ratios).toFixed(2).padStart(6)}  >= ${TARGETS[key]}  ${each.padEnd(16)}  ${ref}${errors}`,
    );
  }
}
