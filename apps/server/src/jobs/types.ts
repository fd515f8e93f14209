import type { Tx } from '../db/client.ts';

/** The run a job is asked for: one (type, subject, period). */
export interface JobContext {
  subject: string;
  period: string;
  /** When the period became due. */
  dueAt: Date;
  /** The runner's clock when the run started (deps.now()). */
  now: Date;
  /** This run's attempt, from 1. */
  attempt: number;
}

/** What a run did, kept in its run record (JSON). */
export type JobResult = Record<string, string | number | boolean | null>;

/** What a run would do now, without doing it. */
export interface JobPreview {
  summary: string;
  count: number;
  /** A few of the things it would touch (order numbers, round ids...). */
  items: string[];
}

/** When a periodic job is due: the period holding `now`, named by a stable key. */
export interface Cadence {
  label: string;
  at(now: Date): { period: string; dueAt: Date };
}

/** Periods of `ms` from the epoch, named by their start (2026-11-21T00:00:30.000Z). */
export function every(ms: number): Cadence {
  if (!Number.isSafeInteger(ms) || ms < 1000) throw new Error('a period is at least one second');
  return {
    label: ms % 60_000 === 0 ? `every ${ms / 60_000} min` : `every ${ms / 1000} s`,
    at(now) {
      const start = Math.floor(now.getTime() / ms) * ms;
      return { period: new Date(start).toISOString(), dueAt: new Date(start) };
    },
  };
}

interface JobBase {
  /** Stable name, e.g. "withdrawal.auto_receive"; it keys the run records. */
  type: string;
  summary: string;
  /** Periodic jobs: a run per subject per period. Without it the job runs only when scheduled. */
  cadence?: Cadence;
  /** The subjects of a periodic job (brand codes...); default one subject, ''. */
  subjects?: () => Promise<string[]>;
  /** How long a claim lasts; a copy that dies mid-run is replaced after it. Longer than the longest run. */
  leaseMs?: number;
  /** Attempts before the run is parked for an operator (default 5). */
  maxAttempts?: number;
  preview(ctx: JobContext): Promise<JobPreview>;
}

/**
 * `transaction`: the work runs in the transaction that marks the run done, so its effect and its run
 * record commit together: exactly once, even when a copy dies in the middle.
 * `idempotent`: the work cannot sit in one transaction (HTTP calls, other services' own transactions);
 * it is re-run after a crash, so it must be safe to run twice.
 */
export type JobDefinition = JobBase &
  (
    | { mode: 'transaction'; run(tx: Tx, ctx: JobContext): Promise<JobResult> }
    | { mode: 'idempotent'; run(ctx: JobContext): Promise<JobResult> }
  );
