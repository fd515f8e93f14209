import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { backoffMs } from '../lib/backoff.ts';
import {
  claimRuns,
  ensureRun,
  failRun,
  findRun,
  finishRun,
  holdRun,
  type JobRun,
  latestByType,
  rearmRun,
  recentRuns,
} from './run-store.ts';
import type { JobContext, JobDefinition } from './types.ts';

const TYPE = /^[a-z][a-z0-9_.:-]{1,99}$/;
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 3_600_000;

export interface RunnerOptions {
  /** The wait between ticks of the loop. */
  tickMs?: number;
  /** Runs of one type done per tick at most. */
  claimLimit?: number;
}

/** What one claimed run came to. */
export type Outcome = 'done' | 'failed' | 'parked' | 'lost';

/**
 * The job runner of one server copy: periodic jobs get a run per (type, subject, period), scheduled
 * ones the runs they were given; every tick claims the due runs and does them. Any number of copies
 * may tick on one database: the run row is the claim (decision 0010).
 */
export function createJobRunner(deps: Deps, copyId: string, opts: RunnerOptions = {}) {
  const tickMs = opts.tickMs ?? 1000;
  const claimLimit = opts.claimLimit ?? 5;
  const defs = new Map<string, JobDefinition>();
  /** The last period whose runs this copy added, per type: a new period is inserted once, not every tick. */
  const ensured = new Map<string, string>();
  let claims = 0;
  const nextToken = () => `${copyId}/${++claims}`;
  const leaseOf = (def: JobDefinition) => def.leaseMs ?? 5 * 60_000;

  async function ensurePeriods(now: Date): Promise<void> {
    for (const def of defs.values()) {
      if (!def.cadence) continue;
      const { period, dueAt } = def.cadence.at(now);
      if (ensured.get(def.type) === period) continue;
      const subjects = def.subjects ? await def.subjects() : [''];
      for (const subject of subjects) await ensureRun(deps.db, { type: def.type, subject, period }, dueAt, now);
      ensured.set(def.type, period);
    }
  }

  async function fail(def: JobDefinition, run: JobRun, token: string, e: unknown, park: boolean): Promise<Outcome> {
    const at = deps.now();
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 2000);
    const retryAt = new Date(at.getTime() + backoffMs(run.attempts, RETRY_BASE_MS, RETRY_MAX_MS));
    deps.log.warn({ err: e, job: def.type, period: run.period, park }, 'job run failed');
    await failRun(deps.db, run.id, token, { error, at, retryAt, park });
    return park ? 'parked' : 'failed';
  }

  /** Does one claimed run and records its outcome. */
  async function execute(def: JobDefinition, run: JobRun, token: string): Promise<Outcome> {
    const max = def.maxAttempts ?? 5;
    // The attempt was counted by the claim: one past the limit means earlier attempts died mid-run.
    if (run.attempts > max) {
      return fail(def, run, token, new Error(run.lastError ?? 'the copy running it stopped mid-run'), true);
    }
    const ctx: JobContext = {
      subject: run.subject,
      period: run.period,
      dueAt: run.dueAt,
      now: deps.now(),
      attempt: run.attempts,
    };
    try {
      if (def.mode === 'transaction') {
        return await deps.db.transaction(async (tx) => {
          if (!(await holdRun(tx, run.id, token))) return 'lost';
          const result = await def.run(tx, ctx);
          await finishRun(tx, run.id, token, result, deps.now());
          return 'done';
        });
      }
      const result = await def.run(ctx);
      return (await finishRun(deps.db, run.id, token, result, deps.now())) ? 'done' : 'lost';
    } catch (e) {
      return fail(def, run, token, e, run.attempts >= max);
    }
  }

  /** One tick: adds the runs of new periods, then claims and does the due runs; returns how many ran. */
  async function tick(): Promise<number> {
    await ensurePeriods(deps.now());
    let ran = 0;
    for (const def of defs.values()) {
      // One run claimed at a time, just before it starts, so no claim's lease ticks while it waits.
      for (let i = 0; i < claimLimit; i++) {
        const token = nextToken();
        const [run] = await claimRuns(deps.db, def.type, token, deps.now(), leaseOf(def), 1);
        if (!run) break;
        const outcome = await execute(def, run, token);
        if (outcome === 'lost') deps.log.warn({ job: def.type, period: run.period }, 'job run claim lost');
        ran++;
      }
    }
    return ran;
  }

  function definition(type: string): JobDefinition | undefined {
    return defs.get(type);
  }

  function contextFor(def: JobDefinition, subject: string, period: string | undefined, now: Date): JobContext {
    const p = period ?? def.cadence?.at(now).period;
    if (!p) throw new Error(`job ${def.type} is scheduled, not periodic: name its period`);
    return { subject, period: p, dueAt: now, now, attempt: 0 };
  }

  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  return {
    define(def: JobDefinition): void {
      if (!TYPE.test(def.type)) throw new Error(`job type "${def.type}" must match ${TYPE}`);
      if (defs.has(def.type)) throw new Error(`job type "${def.type}" is defined twice`);
      defs.set(def.type, def);
    },
    definition,
    definitions: () => [...defs.values()],
    tick,

    /** Adds a run of a scheduled job, in the caller's transaction when given one. */
    async schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }) {
      if (!defs.has(run.type)) throw new Error(`job type "${run.type}" is not defined`);
      await ensureRun(exec, { type: run.type, subject: run.subject ?? '', period: run.period }, run.dueAt, deps.now());
    },

    /** What the run of `period` (default: the current one) would do now. */
    async preview(type: string, subject = '', period?: string) {
      const def = defs.get(type);
      if (!def) throw new Error(`job type "${type}" is not defined`);
      const ctx = contextFor(def, subject, period, deps.now());
      return { period: ctx.period, ...(await def.preview(ctx)) };
    },

    /**
     * Runs (type, subject, period) now through the same claim as the loop: a done run is not run again,
     * a parked one is given a fresh count of attempts, one running on another copy is left to it.
     */
    async runNow(type: string, subject = '', period?: string): Promise<{ outcome: Outcome | 'already'; run?: JobRun }> {
      const def = defs.get(type);
      if (!def) throw new Error(`job type "${type}" is not defined`);
      const now = deps.now();
      const key = { type, subject, period: contextFor(def, subject, period, now).period };
      await ensureRun(deps.db, key, now, now);
      const existing = await findRun(deps.db, key);
      if (!existing || existing.status === 'done') return { outcome: 'already', run: existing };
      await rearmRun(deps.db, existing.id, now);
      const token = nextToken();
      const [claimed] = await claimRuns(deps.db, type, token, deps.now(), leaseOf(def), 1, existing.id);
      if (!claimed) return { outcome: 'already', run: await findRun(deps.db, key) };
      const outcome = await execute(def, claimed, token);
      return { outcome, run: await findRun(deps.db, key) };
    },

    runs: (filter: { type?: string; status?: string }, limit: number) => recentRuns(deps.db, filter, limit),
    latest: () => latestByType(deps.db),

    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        if (inFlight) return;
        inFlight = tick()
          .catch((e: unknown) => deps.log.warn({ err: e }, 'job tick failed'))
          .finally(() => {
            inFlight = undefined;
          });
      }, tickMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
