/**
 * Leaderboard prize jobs (docs/decisions/1530-missions.md): a scan every five minutes schedules a pay
 * run per (board, period just ended), keyed (missions.leaderboard_pay, <board>, <period>); the pay run
 * pays the prizes in the transaction that marks it done ('transaction' mode: exactly once).
 */
import type { DbOrTx } from '../../db/client.ts';
import { every, type JobDefinition } from '../../jobs/types.ts';
import { type BoardsService, PAY_JOB, SCAN_JOB, topOf } from './boards.ts';

interface Scheduler {
  schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }): Promise<unknown>;
}

export function missionsJobs(boards: BoardsService, jobs: Scheduler, db: DbOrTx): JobDefinition[] {
  return [
    {
      type: SCAN_JOB,
      summary: 'Schedules the prize runs of the leaderboard periods that have just ended',
      cadence: every(5 * 60_000),
      leaseMs: 5 * 60_000,
      mode: 'idempotent',
      async preview() {
        return { summary: 'schedules leaderboard prize runs (scheduling twice adds nothing)', count: 0, items: [] };
      },
      run: async (ctx) => boards.scheduleDue(jobs, ctx.now),
    },
    {
      type: PAY_JOB,
      summary: "Pays a leaderboard period's prizes by rank (points, cash or bonus)",
      leaseMs: 10 * 60_000,
      mode: 'transaction',
      async preview(ctx) {
        const b = await boards.board(Number(ctx.subject));
        if (!b) return { summary: 'no such leaderboard', count: 0, items: [] };
        const top = await topOf(db, b.id, ctx.period);
        return {
          summary: `board ${b.code} ${ctx.period}: ${top.length} ranked member(s)`,
          count: top.length,
          items: top.slice(0, 5).map((s) => `#${s.rank} ${s.username}:${s.score}`),
        };
      },
      run: (tx, ctx) => boards.pay(tx, Number(ctx.subject), ctx.period, ctx.now),
    },
  ];
}
