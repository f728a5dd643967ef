import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_TICKET_SECRET } from '../helpers/app';

/** A real API server process (src/server.ts) for the multi-process concurrency tests. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node --import tsx apps/api/src/server.ts` (what `npx tsx` runs, without the npx wrapper
 * process, so the pid we stop is the server's own) on a free port and waits for /api/health.
 * `env` may add settings (e.g. ZARINPAL_BASE_URL, to point both processes at one gateway imitation).
 */
export async function startServer(
  env: { DATABASE_URL: string; JWT_SECRET: string; TICKET_SECRET?: string } & Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/fest-concurrency-${process.pid}-${port}`;
  mkdirSync(dataDir, { recursive: true });
  // The database is seeded by the test before the start; an empty file means nothing more to load.
  const seedFile = path.join(dataDir, 'empty-festival.json');
  writeFileSync(seedFile, '{}');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      // Every process of one deployment shares the ticket secret (each DATA_DIR here is its own).
      TICKET_SECRET: TEST_TICKET_SECRET,
      // One process per server, as these tests count and kill them; test/workers.test.ts runs several.
      WORKERS: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_FILE: seedFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null) return rmSync(dataDir, { recursive: true, force: true });
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One JSON call to a started server: its status and parsed body ({} when empty). */
export async function call(base: string, method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
