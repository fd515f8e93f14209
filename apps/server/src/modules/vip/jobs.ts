/**
 * The monthly VIP check (docs/decisions/1520-vip.md): a run per (vip.monthly, brand, month) due at the
 * first instant of the next UTC month; it downgrades and pays the monthly bonuses in the transaction
 * that marks it done ('transaction' mode), so it happens exactly once whichever copy runs it and
 * whatever dies midway.
 */
import type { Cadence, JobDefinition } from '../../jobs/types.ts';
import { checkDueOf, MONTHLY_JOB, monthStart, previousMonth, type VipService } from './vip-service.ts';

/** Monthly: at any moment the due run is the month just ended, due at the start of the current one. */
export const MONTHLY: Cadence = {
  label: 'monthly (UTC)',
  at(now) {
    return { period: previousMonth(now), dueAt: monthStart(now) };
  },
};

export function vipJobs(vip: VipService): JobDefinition[] {
  return [
    {
      type: MONTHLY_JOB,
      summary:
        "The monthly VIP check of a brand: levels the rolling period no longer reaches drop, the kept levels' monthly bonuses are issued",
      cadence: MONTHLY,
      subjects: () => vip.brandsWithLevels(),
      leaseMs: 10 * 60_000,
      mode: 'transaction',
      async preview(ctx) {
        const n = await vip.ranked(Number(ctx.subject));
        return {
          summary: `brand ${ctx.subject}, month ${ctx.period}: ${n} member(s) above level 0 to check`,
          count: n,
          items: [],
        };
      },
      // The rolling period ends when the check runs (its due time, or later after an outage), so a member
      // raised between the due time and a late run is judged on the same totals that raised them.
      run: (tx, ctx) =>
        vip.monthly(
          tx,
          Number(ctx.subject),
          ctx.period,
          new Date(Math.max(checkDueOf(ctx.period).getTime(), ctx.now.getTime())),
        ),
    },
  ];
}
