// `npm test`: every test of the project, on a fresh clone after `npm ci`.
//   1. unit and API tests (Vitest) in packages/contract, apps/api and apps/web; the API suite runs on
//      embedded PGlite and, when TEST_DATABASE_URL is set, again on that PostgreSQL server;
//   2. the web app's production build and the API's (decision 025);
//   3. the browser journeys (Playwright driving Debian's Chromium against the built server, as `npm start` runs it).
// Ends with one line "N passed, N failed, N skipped" and a non-zero exit code on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, root, run } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// The names of failed tests, printed again at the very end: CI keeps only the tail of the output.
const failedTests = [];
// Colour codes stripped: the escape character written as a string, which the linter allows in a RegExp.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (text, n = 6) => String(text ?? '').replace(COLOURS, '').split('\n').slice(0, n).join('\n      ');

if (!process.env.TEST_DATABASE_URL) {
  console.log('\nNOTE: TEST_DATABASE_URL is not set, so the API tests on a PostgreSQL server (including the');
  console.log('      multi-process concurrency tests) are SKIPPED; they run on embedded PGlite only.\n');
}

async function vitest(workspace) {
  const out = path.join(reports, `${workspace.replace(/\W/g, '_')}.json`);
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`], {
    cwd: path.join(root, workspace),
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(root, 'scripts/node20-polyfills.mjs')}`.trim() },
  });
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? []) {
      const where = path.relative(root, file.name);
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failedTests.push(`${where} › ${t.fullName}\n      ${firstLines(t.failureMessages?.[0])}`);
      }
      // A file that failed to load or whose hooks failed has no failed test of its own.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failedTests.push(`${where}\n      ${firstLines(file.message)}`);
      }
    }
  }
  if (code !== 0) failures.push(`vitest ${workspace}`);
}

for (const ws of ['packages/contract', 'apps/api', 'apps/web']) {
  console.log(`\n=== Vitest: ${ws} ===`);
  await vitest(ws);
}

console.log('\n=== Building the web app ===');
// The production build, whatever NODE_ENV the caller has (scripts/lib.mjs, buildWebIfStale).
if ((await run('npm', ['run', 'build', '-w', 'apps/web'], { env: { ...process.env, NODE_ENV: 'production' } })) !== 0) failures.push('web build');

console.log('\n=== Building the API (the JavaScript production runs, which the journeys drive) ===');
if ((await run('npm', ['run', 'build', '-w', 'apps/api'])) !== 0) failures.push('api build');

if (!failures.includes('web build') && !failures.includes('api build')) {
  console.log('\n=== Playwright: browser journeys in Chromium ===');
  ensureChromium();
  const out = path.join(reports, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (fs.existsSync(out)) {
    const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    failedTests.push(...playwrightFailures(JSON.parse(fs.readFileSync(out, 'utf8'))));
  }
  if (code !== 0) failures.push('playwright');
}

function playwrightFailures(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(`${spec.file}:${spec.line} › ${spec.title}\n      ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

console.log('');
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
