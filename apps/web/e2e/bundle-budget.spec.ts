import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The home route must paint quickly on a phone: the JavaScript it needs before painting (the entry
 * script, the chunks index.html preloads, and the home page chunk with its imports) stays within
 * 100 KB gzipped (the phone budget, docs/performance.md#the-targets). Measured on the production build (`npm run build -w apps/web`) by the same
 * function `npm run bench` reports with. No browser needed.
 */
const BUDGET_BYTES = 100 * 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const dist = path.resolve(here, '../dist');

interface BundleSize {
  homeRouteScripts: (dist: string) => { files: Array<{ file: string; gzip: number }>; totalGzip: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the home route loads at most 100 KB of gzipped JavaScript', async () => {
  expect(fs.existsSync(path.join(dist, '.vite/manifest.json')), 'build the web app first (vite manifest missing)').toBe(true);
  // A runtime path, so TypeScript does not look for declarations of the plain-JS script.
  const script = pathToFileURL(path.join(repoRoot, 'scripts/bundle-size.mjs')).href;
  const { homeRouteScripts } = (await import(script)) as BundleSize;
  const { files, totalGzip } = homeRouteScripts(dist);

  // The home page chunk itself must be among them, or the measure would miss what it is for.
  expect(files.some((f) => /HomePage-[\w-]+\.js$/.test(f.file)), 'the home page chunk is measured').toBe(true);

  const report = files
    .slice()
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.file}`)
    .join('\n');
  expect(totalGzip, `home route JavaScript is ${kb(totalGzip)} gzipped (budget ${kb(BUDGET_BYTES)}):\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("no byte of the organiser console is in the home route's JavaScript", async () => {
  const script = pathToFileURL(path.join(repoRoot, 'scripts/bundle-size.mjs')).href;
  const { homeRouteScripts } = (await import(script)) as BundleSize;
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const consoleFiles = new Set(
    Object.entries(manifest)
      .filter(([source]) => /features\/admin\/|shared\/api\/admin-|^_admin-|i18n\/(fa|en)\/admin\.ts$/.test(source))
      .map(([, chunk]) => chunk.file),
  );
  expect(consoleFiles.size, 'the console is built as chunks of its own').toBeGreaterThan(0);
  for (const { file } of homeRouteScripts(dist).files) {
    expect(consoleFiles.has(file), `${file} is a console chunk`).toBe(false);
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    // The console's URLs and one of its Persian strings: neither may ride along in a shared chunk.
    expect(text.includes('/api/admin/'), `${file} holds console code`).toBe(false);
    expect(text.includes('پنل برگزارکننده') && text.includes('گزارش تغییرات'), `${file} holds console strings`).toBe(false);
  }
});
