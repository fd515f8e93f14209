import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { jobRuns } from '../db/schema/index.ts';
import type { JobResult } from './types.ts';

export type JobRun = typeof jobRuns.$inferSelect;

interface Key {
  type: string;
  subject: string;
  period: string;
}

/** Adds the run of a period as pending unless it exists (the first copy to insert it wins). */
export async function ensureRun(db: DbOrTx, key: Key, dueAt: Date, now: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({
      jobType: key.type,
      subject: key.subject,
      period: key.period,
      status: 'pending',
      dueAt,
      createdAt: now,
    })
    .onConflictDoNothing();
}

export async function findRun(db: DbOrTx, key: Key): Promise<JobRun | undefined> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.jobType, key.type), eq(jobRuns.subject, key.subject), eq(jobRuns.period, key.period)));
  return row;
}

/**
 * Claims up to `limit` runs of a type under `token`: due pending ones, and running ones whose lease is
 * over (their copy died). The attempt is counted in the claim, before the work. SKIP LOCKED passes over
 * runs another copy is claiming or working on in a transaction, so copies never wait on each other.
 */
export async function claimRuns(
  db: Db,
  type: string,
  token: string,
  now: Date,
  leaseMs: number,
  limit: number,
  id?: number,
): Promise<JobRun[]> {
  const due = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.jobType, type),
        id === undefined ? undefined : eq(jobRuns.id, id),
        or(
          and(eq(jobRuns.status, 'pending'), lte(jobRuns.dueAt, now)),
          and(eq(jobRuns.status, 'running'), lte(jobRuns.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(jobRuns.dueAt, jobRuns.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobRuns)
    .set({
      status: 'running',
      claimedBy: token,
      leaseUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobRuns.attempts} + 1`,
      startedAt: now,
      finishedAt: null,
    })
    .where(inArray(jobRuns.id, due))
    .returning();
}

/** Locks the run for the work's transaction if `token` still holds it; false when the claim was lost. */
export async function holdRun(tx: Tx, id: number, token: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM job_runs WHERE id = ${id} AND claimed_by = ${token} AND status = 'running' FOR UPDATE`,
  );
  return rows.length > 0;
}

/** Marks a held run done with what it did; false when the claim was lost meanwhile. */
export async function finishRun(db: DbOrTx, id: number, token: string, result: JobResult, now: Date) {
  const rows = await db
    .update(jobRuns)
    .set({ status: 'done', result, finishedAt: now, leaseUntil: null, lastError: null })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.claimedBy, token), eq(jobRuns.status, 'running')))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records a failed attempt: pending again from `retryAt`, or parked. */
export async function failRun(
  db: DbOrTx,
  id: number,
  token: string,
  failed: { error: string; at: Date; retryAt: Date; park: boolean },
) {
  await db
    .update(jobRuns)
    .set({
      status: failed.park ? 'parked' : 'pending',
      dueAt: failed.retryAt,
      lastError: failed.error,
      leaseUntil: null,
      finishedAt: failed.at,
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.claimedBy, token), eq(jobRuns.status, 'running')));
}

/** Makes a run claimable now: a parked one gets a fresh count of attempts, a waiting retry goes now. */
export async function rearmRun(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      status: 'pending',
      dueAt: now,
      attempts: sql`CASE WHEN ${jobRuns.status} = 'parked' THEN 0 ELSE ${jobRuns.attempts} END`,
    })
    .where(and(eq(jobRuns.id, id), inArray(jobRuns.status, ['pending', 'parked'])));
}

export async function recentRuns(db: Db, filter: { type?: string; status?: string }, limit: number) {
  return db
    .select()
    .from(jobRuns)
    .where(
      and(
        filter.type ? eq(jobRuns.jobType, filter.type) : undefined,
        filter.status ? eq(jobRuns.status, filter.status as JobRun['status']) : undefined,
      ),
    )
    .orderBy(desc(jobRuns.id))
    .limit(limit);
}

/** The latest run of each type, and how many of each type are parked. */
export async function latestByType(db: Db) {
  const latest = await rowsOf<{ job_type: string; id: number | string }>(
    db,
    sql`SELECT DISTINCT ON (job_type) job_type, id FROM job_runs ORDER BY job_type, id DESC`,
  );
  const ids = latest.map((r) => Number(r.id));
  const rows = ids.length ? await db.select().from(jobRuns).where(inArray(jobRuns.id, ids)) : [];
  const parked = await rowsOf<{ job_type: string; n: number | string }>(
    db,
    sql`SELECT job_type, count(*) AS n FROM job_runs WHERE status = 'parked' GROUP BY job_type`,
  );
  return {
    latest: new Map(rows.map((r) => [r.jobType, r])),
    parked: new Map(parked.map((r) => [r.job_type, Number(r.n)])),
  };
}
