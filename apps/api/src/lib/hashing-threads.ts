import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing on threads of our own, as many as this process's share of the cores, instead of
 * libuv's pool of four. argon2id fills 19 MiB per hash: four at once on two cores time-slice and
 * evict each other's memory, and cost 10–10.5 ms of CPU each where two at once cost 8.5 ms
 * (docs/performance.md, 2026-11-27 afternoon). Each thread is handed its jobs ahead and runs them
 * back to back, so it never waits for a busy main thread between two hashes, and libuv's pool stays
 * free for file reads during a login rush.
 */

// Runs in each thread. Plain CommonJS given as source: it needs no TypeScript loader in the thread.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ id, op, password, hash, options }) => {
  try {
    parentPort.postMessage({ id, value: op === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hash, password) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});`;

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

/** A hashing thread ended (crashed, was stopped) with the job still on it: the job never ran to an answer. */
export class HashingThreadGone extends Error {}

type Job = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Answer = { id: number; value?: unknown; error?: string };

class HashingThread {
  readonly pending = new Map<number, Job>();
  private readonly worker = new Worker(threadSource, { eval: true, workerData: { argon2: argon2Path } });
  private gone = false;

  constructor(onGone: (thread: HashingThread) => void) {
    // An idle thread keeps no process alive (a test, a command); one with jobs does, until they end.
    this.worker.unref();
    this.worker.on('message', ({ id, value, error }: Answer) => {
      const job = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) this.worker.unref();
      if (error === undefined) job?.resolve(value);
      else job?.reject(new Error(error));
    });
    const end = (error: Error) => {
      if (this.gone) return;
      this.gone = true;
      onGone(this);
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => end(new HashingThreadGone(`hashing thread failed: ${error.message}`)));
    this.worker.on('exit', (code) => end(new HashingThreadGone(`hashing thread exited (${code})`)));
  }

  run(id: number, message: object, job: Job) {
    if (this.pending.size === 0) this.worker.ref();
    this.pending.set(id, job);
    this.worker.postMessage({ id, ...message });
  }

  /** For tests: a thread that dies must fail its jobs, not leave them waiting. */
  stop() {
    return this.worker.terminate();
  }
}

let size = os.availableParallelism();
const threads: HashingThread[] = [];
let lastId = 0;

/**
 * How many hashing threads this process may run: server.ts gives each API process its share of the
 * cores, so that two processes on two cores run two hashes at once (libuv's pools ran eight).
 */
export function setHashingThreads(count: number) {
  size = Math.max(1, Math.floor(count));
}

/** The thread with the fewest jobs; a new one while every thread is busy and there is room. */
function pickThread(): HashingThread {
  let best: HashingThread | undefined;
  for (const thread of threads) if (!best || thread.pending.size < best.pending.size) best = thread;
  if (best && (best.pending.size === 0 || threads.length >= size)) return best;
  const thread = new HashingThread((gone) => {
    const at = threads.indexOf(gone);
    if (at >= 0) threads.splice(at, 1);
  });
  threads.push(thread);
  return thread;
}

export type HashingJob = { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };

/**
 * Runs one argon2 job on a hashing thread: the hash made, or whether the password matches. A job
 * whose thread ends under it is run once more on a new thread: a login must not be refused as a wrong
 * password, nor counted against the visitor's limit, because a thread died. A second death rejects
 * with HashingThreadGone, which callers let through as the server's fault (500), not the visitor's.
 */
export async function argon2OnThread<T>(message: HashingJob): Promise<T> {
  try {
    return await onOneThread<T>(message);
  } catch (error) {
    if (!(error instanceof HashingThreadGone)) throw error;
    return onOneThread<T>(message);
  }
}

function onOneThread<T>(message: HashingJob): Promise<T> {
  const thread = pickThread();
  const id = ++lastId;
  return new Promise<T>((resolve, reject) => thread.run(id, message, { resolve: resolve as (value: unknown) => void, reject }));
}

/** For tests: the threads now running. */
export const hashingThreads = (): readonly HashingThread[] => threads;
