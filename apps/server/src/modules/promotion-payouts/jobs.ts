/**
 * The rebate and cashback jobs (docs/decisions/1300-promotions.md "Periodic kinds"): a scan every five
 * minutes schedules a pay run per (promotion, closed period), keyed (promotions.periodic_pay,
 * `<brand>:<promotion>`, `<start>/<end>`); the pay run issues the rewards in the transaction that marks
 * it done ('transaction' mode: exactly once, whichever copy runs it, whatever dies midway).
 */
import type { DbOrTx } from '../../db/client.ts';
import { every, type JobDefinition } from '../../jobs/types.ts';
import { parsePeriodKey } from '../agent-payouts/periods.ts';
import { PAY_JOB, type PromotionPayoutsService, parseSubject, SCAN_JOB } from './service.ts';

interface Scheduler {
  schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }): Promise<unknown>;
}

export function promotionPayoutJobs(payouts: PromotionPayoutsService, jobs: Scheduler): JobDefinition[] {
  return [
    {
      type: SCAN_JOB,
      summary: 'Schedules the pay runs of the closed periods of live rebate and cashback promotions',
      cadence: every(5 * 60_000),
      leaseMs: 5 * 60_000,
      mode: 'idempotent',
      async preview() {
        return {
          summary: 'schedules rebate and cashback pay runs (scheduling twice adds nothing)',
          count: 0,
          items: [],
        };
      },
      run: async (ctx) => payouts.scheduleDue(jobs, ctx.now),
    },
    {
      type: PAY_JOB,
      summary: "Pays a rebate or cashback promotion's period into the members' reward centres",
      leaseMs: 10 * 60_000,
      mode: 'transaction',
      async preview(ctx) {
        const p = await payouts.promotion(parseSubject(ctx.subject).promotionId);
        if (!p) return { summary: 'no such rebate or cashback promotion', count: 0, items: [] };
        const list = await payouts.compute(p, parsePeriodKey(ctx.period));
        const total = list.reduce((s, m) => s + m.amount, 0);
        return {
          summary: `${p.rules.kind} ${p.code} ${ctx.period}: ${list.length} member(s), ${total} minor units`,
          count: list.length,
          items: list.slice(0, 5).map((m) => `${m.memberId}:${m.amount}`),
        };
      },
      run: async (tx, ctx) => payouts.pay(tx, ctx.subject, parsePeriodKey(ctx.period)),
    },
  ];
}
