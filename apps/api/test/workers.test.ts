import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';
import pg from 'pg';
import { poolSize, schedulingPolicy, workerCount } from '../src/workers';
import { TEST_JWT_SECRET } from './helpers/app';
import { createTestDatabase, onServer, type TestDatabase } from './helpers/database';
import { startServer, type ServerProcess } from './payments/spawn-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Which worker answers /api/health on a new connection (cluster hands out connections, not requests);
 * null when none answers within 2 s (a connection handed to a worker at the moment it was killed).
 */
function workerAnswering(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: 2000, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? Number(res.headers['x-worker']) : null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** The workers seen answering over `tries` new connections. */
async function workersSeen(url: string, tries = 40): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < tries; i += 1) {
    const pid = await workerAnswering(url);
    if (pid) seen.add(pid);
  }
  return seen;
}

/** The inode of the socket listening on 127.0.0.1:`port` (Linux's /proc/net/tcp), null if none. */
function listeningInode(port: number): string | null {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f[1] === local && f[3] === '0A') return f[9]!;
  }
  return null;
}

/** Whether process `pid` holds the socket with this inode open. */
function holdsSocket(pid: number, inode: string): boolean {
  const dir = `/proc/${pid}/fd`;
  return fs.readdirSync(dir).some((fd) => {
    try {
      return fs.readlinkSync(`${dir}/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false; // closed meanwhile
    }
  });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('how many processes serve', () => {
  it('is WORKERS on a PostgreSQL server, one per core by default, and always one on the embedded database', () => {
    const server = 'postgres://u@db/festival';
    expect(workerCount(loadSettings({ DATABASE_URL: server, WORKERS: '3' }))).toBe(3);
    expect(workerCount(loadSettings({ DATABASE_URL: server }))).toBeGreaterThanOrEqual(1);
    expect(workerCount(loadSettings({ WORKERS: '4' }))).toBe(1);
    expect(() => loadSettings({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('shares about ten database connections between the workers unless DATABASE_POOL_SIZE says otherwise', () => {
    const server = 'postgres://u@db/festival';
    const pool = (env: Record<string, string>) => poolSize(loadSettings({ DATABASE_URL: server, ...env }));
    expect(pool({ WORKERS: '1' })).toBe(10);
    expect(pool({ WORKERS: '2' })).toBe(5);
    expect(pool({ WORKERS: '3' })).toBe(4);
    expect(pool({ WORKERS: '8' })).toBe(3); // each worker's background jobs need connections too
    expect(pool({ WORKERS: '2', DATABASE_POOL_SIZE: '12' })).toBe(12);
    expect(poolSize(loadSettings({}))).toBe(10); // the embedded database: one process
  });

  it('lets the workers accept connections themselves, unless NODE_CLUSTER_SCHED_POLICY asks for round robin', () => {
    expect(schedulingPolicy({})).toBe(cluster.SCHED_NONE);
    expect(schedulingPolicy({ NODE_CLUSTER_SCHED_POLICY: 'none' })).toBe(cluster.SCHED_NONE);
    expect(schedulingPolicy({ NODE_CLUSTER_SCHED_POLICY: 'rr' })).toBe(cluster.SCHED_RR);
  });
});

describe.skipIf(!onServer)('npm start with WORKERS=2 on a PostgreSQL server', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer({ DATABASE_URL: database.url!, JWT_SECRET: TEST_JWT_SECRET, WORKERS: '2' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('answers from two workers on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    // The server is healthy once one worker listens; the other may still be starting.
    let first = new Set<number>();
    for (let i = 0; i < 120 && first.size < 2; i += 1) {
      first = await workersSeen(server.url, 10);
      if (first.size < 2) await sleep(500);
    }
    expect(first.size).toBe(2);
    expect(first.has(server.child.pid!)).toBe(false); // the primary only supervises

    // Each worker holds the listening socket and accepts from it: no connection waits on the primary
    // to be handed over (a rush's 500 new connections at once, docs/decisions/023).
    if (fs.existsSync('/proc/net/tcp')) {
      const inode = listeningInode(Number(new URL(server.url).port));
      expect(inode).not.toBeNull();
      for (const pid of first) expect(holdsSocket(pid, inode!)).toBe(true);
    }

    // A burst of requests that each run a query: each worker opens at most its share of the pool
    // (two workers: 5 each), not the 10 a single process would.
    const burst = new http.Agent({ keepAlive: true, maxSockets: 200 });
    await Promise.all(
      Array.from({ length: 200 }, () => new Promise<void>((resolve) => {
        http.get(`${server.url}/api/health`, { agent: burst }, (res) => res.resume().on('end', resolve)).on('error', () => resolve());
      })),
    );
    burst.destroy();
    const probe = new pg.Client({ connectionString: database.url });
    await probe.connect();
    const { rows } = await probe.query<{ name: string; n: number }>(
      `select application_name as name, count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = any($1) group by 1`,
      [[...first].map((pid) => `api ${pid}`)],
    );
    await probe.end();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.n).toBeLessThanOrEqual(5);

    const [victim, survivor] = [...first] as [number, number];
    process.kill(victim, 'SIGKILL');
    let now = new Set<number>();
    for (let i = 0; i < 120; i += 1) {
      now = await workersSeen(server.url, 10);
      if (now.size === 2 && !now.has(victim)) break;
      await sleep(500);
    }
    expect(now.has(victim)).toBe(false);
    expect(now.has(survivor)).toBe(true);
    expect(now.size).toBe(2);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of now) expect(isRunning(pid)).toBe(false);
  }, 120_000);
});
