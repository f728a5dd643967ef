// Helpers shared by the root scripts (start, dev, test, bench). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps/web/dist');

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when it has never been built or its sources (or the contract) changed since. */
export function buildWebIfStale() {
  const index = path.join(webDist, 'index.html');
  // The server's renderer of the public pages is built last (apps/web package.json "build"): both must be there.
  const renderer = path.join(webDist, '.ssr', 'entry-server.js');
  const builtAt = fs.existsSync(index) && fs.existsSync(renderer) ? Math.min(fs.statSync(index).mtimeMs, fs.statSync(renderer).mtimeMs) : 0;
  const sources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'packages/contract/src')));
  if (builtAt >= sources) return;
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  // Always the production build: a caller's NODE_ENV (vitest sets `test`) would otherwise make Vite build
  // the app in that mode, larger and with development checks, and leave it in dist for `npm start`.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Builds the API into apps/api/dist (scripts/build-api.mjs) when it has never been built or its
 * sources (or the contract's) changed since: what production runs (docs/decisions/025).
 */
export async function buildApiIfStale() {
  const server = path.join(root, 'apps/api/dist/server.js');
  const builtAt = fs.existsSync(server) ? fs.statSync(server).mtimeMs : 0;
  const sources = Math.max(newestMtime(path.join(root, 'apps/api/src')), newestMtime(path.join(root, 'packages/contract/src')));
  if (builtAt >= sources) return;
  console.log(builtAt ? 'API sources changed: rebuilding…' : 'Building the API (first start)…');
  const { buildApi } = await import('./build-api.mjs');
  await buildApi();
}

/** The arguments of `node` that run the built server (after buildApiIfStale). */
export const apiServerArgs = ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')];

/** Debian's Chromium, installed with apt when missing (root only), since browsers cannot be downloaded here. */
export function ensureChromium() {
  const bin = '/usr/bin/chromium';
  if (fs.existsSync(bin)) return bin;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing: install it with `sudo apt-get install -y chromium`.');
    process.exit(1);
  }
  console.log('Installing Debian’s Chromium for the browser tests (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0 || !fs.existsSync(bin)) {
    console.error('Could not install Chromium with apt-get.');
    process.exit(1);
  }
  return bin;
}
