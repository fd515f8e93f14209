import type { Deps } from '../../deps.ts';
import { dbErrorOf, LedgerError, type PostInput, type PostResult, post, tryPost } from './ledger.ts';

interface Job {
  input: PostInput;
  resolve(r: PostResult): void;
  reject(e: unknown): void;
}

const MAX_BATCH = 64;
const RETRIES = 3;
/** Deadlock and serialisation failures: the whole batch was rolled back, so it can run again. */
const RETRYABLE = new Set(['40P01', '40001']);

export type PostBatcher = ReturnType<typeof createPostBatcher>;

/**
 * Group commit for a busy member. A member's row lock is held until the commit is on disk, so one
 * commit per posting caps a single account at the disk's flush rate. Postings for the same member
 * queue while one is running; the queue then runs as one database transaction of separate ledger
 * transactions (each all-or-nothing, refusals undo only themselves) with one commit. Nothing waits on
 * a timer: an idle member's posting runs at once, alone. Answers are given only after the commit.
 */
export function createPostBatcher(deps: Deps) {
  const queues = new Map<number, Job[]>();

  async function runAlone(job: Job): Promise<void> {
    try {
      job.resolve(await post(deps.db, job.input, deps.now()));
    } catch (e) {
      job.reject(e);
    }
  }

  async function runTogether(jobs: Job[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const results = await deps.db.transaction(async (tx) => {
          const out: (PostResult | LedgerError)[] = [];
          for (const job of jobs) out.push(await tryPost(tx, job.input, deps.now()));
          return out;
        });
        results.forEach((r, i) => {
          const job = jobs[i];
          if (!job) return;
          if (r instanceof LedgerError) job.reject(r);
          else job.resolve(r);
        });
        return;
      } catch (e) {
        const code = dbErrorOf(e)?.code;
        if (code && RETRYABLE.has(code) && attempt < RETRIES) continue;
        for (const job of jobs) job.reject(e);
        return;
      }
    }
  }

  async function pump(key: number, queue: Job[]): Promise<void> {
    while (queue.length > 0) {
      const jobs = queue.splice(0, MAX_BATCH);
      const [only] = jobs;
      if (jobs.length === 1 && only) await runAlone(only);
      else await runTogether(jobs);
    }
    queues.delete(key);
  }

  return {
    /** Posts through the member's queue; resolves after the posting's commit. */
    submit(memberId: number, input: PostInput): Promise<PostResult> {
      return new Promise<PostResult>((resolve, reject) => {
        const job = { input, resolve, reject };
        const queue = queues.get(memberId);
        if (queue) {
          queue.push(job);
          return;
        }
        const fresh = [job];
        queues.set(memberId, fresh);
        void pump(memberId, fresh);
      });
    },
  };
}
