// Lighthouse (mobile preset) in Debian's Chromium against the real server with the demo festival.
import fs from 'node:fs';
import path from 'node:path';
import { apiServerArgs, root } from './lib.mjs';

const bundledDemoFestival = path.join(root, 'apps/api/seed/demo-festival.json');

export async function runLighthouse({ work, startProcess, stop }) {
  const chromePath = '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    console.log('  SKIPPED: /usr/bin/chromium is missing (npm test installs it)');
    return;
  }
  const port = 19000 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(apiServerArgs, {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data-lighthouse'), LOG_LEVEL: 'warn',
    NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PUBLIC_URL: base,
    // Production loads no demo data of itself, and pays only at a sandbox it is told to use.
    SEED_FILE: bundledDemoFestival, PAYMENT_SANDBOX: 'on',
  }, `${base}/api/health`);
  const list = await (await fetch(`${base}/api/presentations/all/`)).json();
  const pages = [['home', '/'], ['workshops', '/workshops'], ['workshop', `/workshop/${list[0]?.id ?? 1}`], ['schedule', '/schedule']];
  try {
    await measurePages(base, pages, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  } finally {
    await stop(server);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Lighthouse (mobile preset) on each page `runs` times, printing the median of each figure: on a
 * busy machine one run says little. Also the JavaScript the page transferred (Lighthouse's count,
 * lazy chunks included). Exported so the same measurement can be pointed at any running server.
 */
export async function measurePages(base, pages, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results = [];
  try {
    for (const [name, route] of pages) {
      const samples = [];
      // Why each run Lighthouse could not finish failed (its runtimeError code, e.g. NO_NAVSTART).
      const failed = [];
      // A run Lighthouse could not finish is run again, up to twice per page: a median of two picks the lower.
      for (let i = 0; samples.length < runs && i < runs + 2; i++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
        });
        const c = result.lhr.categories;
        const a = result.lhr.audits;
        // A run Lighthouse could not finish scores 0: left out. Seen: no paint in time on a busy machine,
        // and a trace recorded without its navigation's start (NO_NAVSTART), about one run in ten here.
        if (result.lhr.runtimeError || !Number.isFinite(a['largest-contentful-paint'].numericValue)) {
          failed.push(result.lhr.runtimeError?.code ?? 'NO_LCP');
          continue;
        }
        const scripts = a['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
        samples.push({
          performance: Math.round(c.performance.score * 100),
          accessibility: Math.round(c.accessibility.score * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          js: scripts?.transferSize ?? 0,
          // Lighthouse's measure of the host's CPU speed: its 4x CPU throttling is applied on top of the
          // host, so on a slower machine (a lower index) the same page shows more blocking time.
          benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
        });
      }
      if (samples.length === 0) {
        console.log(`  ${name.padEnd(10)} no run finished (failed: ${failed.join(', ')})`);
        continue;
      }
      const m = (key) => median(samples.map((s) => s[key]));
      const row = { name, performance: m('performance'), accessibility: m('accessibility'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), js: m('js'), benchmarkIndex: m('benchmarkIndex') };
      results.push(row);
      console.log(
        `  ${name.padEnd(10)} performance ${String(row.performance).padStart(3)}   accessibility ${String(row.accessibility).padStart(3)}   FCP ${(row.fcp / 1000).toFixed(1)} s   LCP ${(row.lcp / 1000).toFixed(1)} s   TBT ${Math.round(row.tbt)} ms   JS ${(row.js / 1024).toFixed(1)} KB   benchmarkIndex ${Math.round(row.benchmarkIndex)}   (median of ${samples.length}${failed.length ? `, ${failed.length} failed: ${failed.join(', ')}` : ''}; performance runs ${samples.map((s) => s.performance).join('/')})`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}
