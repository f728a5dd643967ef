import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Settings } from './config/settings';

/**
 * How many processes serve. On a PostgreSQL server, WORKERS (default: one per core): every rule that
 * several processes could break is guarded by the database (docs/decisions/010). The embedded
 * database (PGlite) lives inside one process, so it is always one, whatever WORKERS says.
 */
export function workerCount(settings: Pick<Settings, 'DATABASE_URL' | 'WORKERS'>): number {
  if (!settings.DATABASE_URL) return 1;
  return settings.WORKERS ?? os.availableParallelism();
}

/** Connections to the PostgreSQL server that the workers share between them by default. */
const SHARED_POOL = 10;
/** Every worker keeps at least this many: its background jobs (sweep, texts, waiting lists) use them too. */
const MIN_POOL = 3;

/**
 * Connections each process keeps to a PostgreSQL server: DATABASE_POOL_SIZE, or by default about ten
 * shared by the workers (one process: 10; two: 5 each; eight: 3 each). On a 2-core machine, two workers
 * of ten connections each ran twenty transactions at once for two cores: in the rush they waited on the
 * same workshop's row and on each other, and PostgreSQL used about a quarter more CPU (docs/decisions/023).
 * It also keeps many workers within PostgreSQL's default max_connections of 100.
 */
export function poolSize(settings: Pick<Settings, 'DATABASE_URL' | 'WORKERS' | 'DATABASE_POOL_SIZE'>): number {
  return settings.DATABASE_POOL_SIZE ?? Math.max(MIN_POOL, Math.ceil(SHARED_POOL / workerCount(settings)));
}

/** Waits before replacing a worker that died young, doubling up to this, so a crash loop does not spin. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long died of something passing: it is replaced at once. */
const YOUNG_MS = 10_000;
/** How long workers get to finish their requests and jobs after SIGTERM (each also stops itself by 10 s). */
const STOP_GRACE_MS = 15_000;

const say = (message: string) => console.log(`[workers] ${message}`);

/**
 * Who accepts new connections: the workers themselves, from the listening socket they share
 * (cluster.SCHED_NONE), unless NODE_CLUSTER_SCHED_POLICY names a policy. Node's default on Linux
 * (SCHED_RR) has the primary accept every connection and pass it to a worker over IPC, one by one:
 * in a registration rush, 500 buyers connecting at once waited on the primary, a third process
 * competing for the same cores, and their first request took about a second (docs/decisions/023).
 * A busy worker is not waiting to accept, so the idle one takes the next connection.
 */
export function schedulingPolicy(env: NodeJS.ProcessEnv = process.env): number {
  const asked = env.NODE_CLUSTER_SCHED_POLICY;
  if (asked === 'rr') return cluster.SCHED_RR;
  return cluster.SCHED_NONE;
}

/**
 * The primary process: forks `count` workers running this same entry point (they share one port and
 * accept its connections themselves: schedulingPolicy), replaces a worker that dies, and on SIGTERM or
 * SIGINT stops them all gracefully and exits. It opens no database and serves nothing itself.
 * Should every worker die before any has listened (a database that cannot be reached, a port in
 * use), the primary gives up with exit code 1 instead of restarting them forever.
 */
export function superviseWorkers(count: number): void {
  const bornAt = new Map<Worker, number>();
  let stopping = false;
  let everListened = false;
  let youngDeaths = 0;

  const fork = () => bornAt.set(cluster.fork(), Date.now());
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));

  cluster.on('listening', () => {
    everListened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? Date.now());
    bornAt.delete(worker);
    if (stopping) {
      if (alive().length === 0) {
        say('all workers stopped');
        process.exit(0);
      }
      return;
    }
    if (!everListened && alive().length === 0) {
      say(`worker ${worker.process.pid} exited (${signal ?? code}) before any worker served: giving up`);
      process.exit(1);
    }
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    // Even a worker that lived long waits a moment: a SIGINT from a terminal reaches the workers
    // and the primary together, and the primary must hear it before replacing anyone.
    const delay = youngDeaths ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** youngDeaths) : 250;
    say(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = alive();
    say(`${signal}: stopping ${workers.length} workers`);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
      say('workers did not stop in time: killed');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // Read by the cluster module when the first worker is forked.
  cluster.schedulingPolicy = schedulingPolicy();
  say(`starting ${count} workers on one port (WORKERS, default one per core)`);
  for (let i = 0; i < count; i += 1) fork();
}

