import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Algorithm } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';

/**
 * Password hashing: argon2id, 19 MiB, 2 iterations (DECISIONS "Accounts and security").
 *
 * Each hash runs on one of a few worker threads that lower their own scheduling priority (nice 10;
 * on Linux the nice value is per thread), so when sign-ins saturate the cores the kernel still gives
 * the event loop its turn and ordinary requests are not starved (decision 0202). At most
 * `maxConcurrent` hashes run at once, one per thread; the rest wait in lanes (one per client address)
 * served in turn, so one client's queue does not stand in front of everyone else's, and at most
 * `maxQueued` wait in all: past that a hash is refused at once (hashingBusy, decision 0203).
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The nice value the hashing threads take (0 is normal, 19 the lowest priority). */
export const HASHING_NICE = 10;

/** Seconds a client told "busy" waits before trying again: a hash takes tens of milliseconds. */
export const CHECK_BUSY_RETRY_S = 1;

/** The refusal when hashing is full (queue, or the client's caps in check-limits.ts): 429 with Retry-After. */
export const hashingBusy = () => AppError.retryLater('password.check.busy', CHECK_BUSY_RETRY_S);

/** `lane` is the client a hash is for (its address); hashes waiting are served one lane at a time. */
export interface PasswordHasher {
  hash(password: string, lane?: string): Promise<string>;
  verify(stored: string, password: string, lane?: string): Promise<boolean>;
  /** The same work as a verify, for callers that found no account (no timing difference). */
  dummyVerify(password: string, lane?: string): Promise<void>;
  /** Hashes running and queued now (for tests and the bench). */
  load(): { running: number; queued: number };
  /** The nice value of each hashing thread started so far (for tests). */
  threadPriorities(): Promise<number[]>;
}

type Job = { op: 'hash'; password: string } | { op: 'verify'; stored: string; password: string } | { op: 'priority' };

interface Pending {
  resolve(v: unknown): void;
  reject(e: Error): void;
}

// The thread's code is plain JavaScript evaluated in the worker, so the same hasher runs from the
// bundled server, from tsx in development and under vitest without a separate worker file to ship.
const workerSource = (argon2Path: string) => `
const { parentPort } = require('node:worker_threads');
const os = require('node:os');
const argon2 = require(${JSON.stringify(argon2Path)});
const options = ${JSON.stringify(ARGON2_OPTIONS)};
try { os.setPriority(0, ${HASHING_NICE}); } catch {}
parentPort.on('message', ({ id, job }) => {
  try {
    let value;
    if (job.op === 'hash') value = argon2.hashSync(job.password, options);
    else if (job.op === 'verify') {
      try { value = argon2.verifySync(job.stored, job.password); } catch { value = false; }
    } else value = os.getPriority(0);
    parentPort.postMessage({ id, value });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e && e.message || e) });
  }
});`;

class HashingThread {
  private worker: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly source: string) {
    this.worker = this.start();
  }

  private start(): Worker {
    const w = new Worker(this.source, { eval: true });
    w.unref();
    w.on('message', (m: { id: number; value?: unknown; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.value);
    });
    const fail = (e: Error) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      this.worker = this.start();
    };
    w.on('error', fail);
    w.on('exit', (code) => {
      if (this.pending.size > 0) fail(new Error(`hashing thread stopped (exit ${code})`));
    });
    return w;
  }

  run<T>(job: Job): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, job });
    });
  }
}

export function createPasswordHasher(maxConcurrent: number, maxQueued = Number.POSITIVE_INFINITY): PasswordHasher {
  const source = workerSource(createRequire(import.meta.url).resolve('@node-rs/argon2'));
  const idle: HashingThread[] = [];
  let started = 0;
  let running = 0;
  let queued = 0;
  // Waiting hashes by lane, and the lanes that have any in the order they are served.
  const lanes = new Map<string, ((t: HashingThread) => void)[]>();
  const turn: string[] = [];
  let dummy: Promise<string> | undefined;

  function acquire(lane: string): Promise<HashingThread> {
    const free = idle.pop();
    if (free || started < maxConcurrent) {
      running++;
      if (free) return Promise.resolve(free);
      started++;
      return Promise.resolve(new HashingThread(source));
    }
    if (queued >= maxQueued) return Promise.reject(hashingBusy());
    queued++;
    return new Promise((resolve) => {
      const waiting = lanes.get(lane);
      if (waiting) waiting.push(resolve);
      else {
        lanes.set(lane, [resolve]);
        turn.push(lane);
      }
    });
  }

  function release(t: HashingThread) {
    const lane = turn.shift();
    const waiting = lane === undefined ? undefined : lanes.get(lane);
    const next = waiting?.shift();
    if (lane !== undefined && waiting && next) {
      if (waiting.length > 0) turn.push(lane);
      else lanes.delete(lane);
      queued--;
      next(t);
    } else {
      running--;
      idle.push(t);
    }
  }

  async function onThread<T>(job: Job, lane: string): Promise<T> {
    const t = await acquire(lane);
    try {
      return await t.run<T>(job);
    } finally {
      release(t);
    }
  }

  const hasher: PasswordHasher = {
    hash: (password, lane = '') => onThread<string>({ op: 'hash', password }, lane),
    verify: (stored, password, lane = '') => onThread<boolean>({ op: 'verify', stored, password }, lane),
    async dummyVerify(password, lane) {
      // A refused first hash (busy) must not leave the rejection behind for every later caller.
      dummy ??= hasher.hash('no-such-account-placeholder', lane).catch((e: unknown) => {
        dummy = undefined;
        throw e;
      });
      await hasher.verify(await dummy, password, lane);
    },
    load: () => ({ running, queued }),
    async threadPriorities() {
      const all = [...idle];
      const out: number[] = [];
      for (const t of all) out.push(await t.run<number>({ op: 'priority' }));
      return out;
    },
  };
  return hasher;
}

/** One hasher per process: its cap must see every hash the process runs (sign-in and payment passwords). */
const hashers = new Map<string, PasswordHasher>();

export function sharedHasher(maxConcurrent: number, maxQueued = Number.POSITIVE_INFINITY): PasswordHasher {
  const key = `${maxConcurrent}:${maxQueued}`;
  let h = hashers.get(key);
  if (!h) {
    h = createPasswordHasher(maxConcurrent, maxQueued);
    hashers.set(key, h);
  }
  return h;
}
