// Lighthouse (mobile preset) in Debian's Chromium against the real server with the demo festival.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const bundledDemoFestival = path.join(root, 'apps/api/seed/demo-festival.json');

export async function runLighthouse({ work, startProcess, stop }) {
  const chromePath = '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    console.log('  SKIPPED: /usr/bin/chromium is missing (npm test installs it)');
    return;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const port = 19000 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(['--import', 'tsx', 'apps/api/src/server.ts'], {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data-lighthouse'), LOG_LEVEL: 'warn',
    NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234', TICKET_SECRET: 'bench-tickets-bench-tickets-bench-tickets-1234', SMS_PROVIDER: 'sandbox', PUBLIC_URL: base,
    // Production loads no demo data of itself, and pays only at a sandbox it is told to use.
    SEED_FILE: bundledDemoFestival, PAYMENT_SANDBOX: 'on',
  }, `${base}/api/health`);
  const list = await (await fetch(`${base}/api/presentations/all/`)).json();
  const pages = [['home', '/'], ['workshops', '/workshops'], ['workshop', `/workshop/${list[0]?.id ?? 1}`], ['schedule', '/schedule']];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    for (const [name, route] of pages) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
      });
      const c = result.lhr.categories;
      const a = result.lhr.audits;
      console.log(`  ${name.padEnd(10)} performance ${String(Math.round(c.performance.score * 100)).padStart(3)}   accessibility ${String(Math.round(c.accessibility.score * 100)).padStart(3)}   FCP ${a['first-contentful-paint'].displayValue}   LCP ${a['largest-contentful-paint'].displayValue}   TBT ${a['total-blocking-time'].displayValue}`);
    }
  } finally {
    chrome.kill();
    await stop(server);
  }
}
