/**
 * The payout jobs (decision 0010, docs/decisions/1120): per kind a periodic compute run per brand, a
 * scheduled payment per (kind, agent, period), and one periodic retry of waiting payouts. Each does its
 * work in transactions of its own that are safe to repeat ('idempotent' mode): a period's run row and
 * a payout's locked status make a repeat after a crash, or a second copy, do nothing (the brand is
 * read outside them, since PGlite has one connection).
 */
import { type Cadence, every, type JobDefinition } from '../../jobs/types.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { AgentPayoutsService } from './payout-service.ts';
import {
  CONTRACT_KINDS,
  type ContractKind,
  computeJobType,
  parsePeriodKey,
  payJobType,
  RETRY_JOB_TYPE,
} from './periods.ts';

/** How often a kind's compute run looks for closed periods. */
const COMPUTE_EVERY: Record<ContractKind, Cadence> = {
  realtimeSalary: every(60_000),
  hourSalary: every(5 * 60_000),
  dailyWage: every(5 * 60_000),
  dividend: every(15 * 60_000),
};
const RETRY_EVERY = every(60_000);

export function agentPayoutJobs(payouts: AgentPayoutsService, brands: Pick<BrandService, 'list' | 'byId'>) {
  const jobs: JobDefinition[] = [];
  for (const kind of CONTRACT_KINDS) {
    jobs.push({
      type: computeJobType(kind),
      summary: `Computes the ${kind} payouts of every closed period and schedules their payments`,
      cadence: COMPUTE_EVERY[kind],
      subjects: async () => (await brands.list()).map((b) => String(b.id)),
      leaseMs: 10 * 60_000,
      mode: 'idempotent',
      async preview(ctx) {
        const brand = await brands.byId(Number(ctx.subject));
        if (!brand) return { summary: 'no such brand', count: 0, items: [] };
        const due = await payouts.dueComputes(brand, kind, ctx.now);
        return {
          summary: `${due.length} closed ${kind} period(s) to compute for brand ${brand.merchantCode}`,
          count: due.length,
          items: due.slice(-5).map((d) => `${d.period} ${d.span.start.toISOString()}`),
        };
      },
      run: async (ctx) => payouts.computeDue(Number(ctx.subject), kind, ctx.now),
    });
    jobs.push({
      type: payJobType(kind),
      summary: `Pays one agent's ${kind} for one period (subject: the agent's id)`,
      leaseMs: 60_000,
      maxAttempts: 8,
      mode: 'idempotent',
      async preview(ctx) {
        const p = await payouts.find(kind, Number(ctx.subject), parsePeriodKey(ctx.period));
        if (!p) return { summary: 'no such payout', count: 0, items: [] };
        return {
          summary: `${p.status}: ${p.amount} (minor units) to member ${p.agentId} from ${p.payerId ?? 'the platform'}`,
          count: p.status === 'paid' ? 0 : 1,
          items: [String(p.id)],
        };
      },
      async run(ctx) {
        const outcome = await payouts.pay(kind, Number(ctx.subject), parsePeriodKey(ctx.period));
        return { outcome };
      },
    });
  }
  jobs.push({
    type: RETRY_JOB_TYPE,
    summary: "Pays the contract payouts that wait for their payer's balance, when it is there now",
    cadence: RETRY_EVERY,
    leaseMs: 5 * 60_000,
    mode: 'idempotent',
    async preview() {
      const n = await payouts.waitingCount();
      return { summary: `${n} payout(s) waiting for their payer's balance`, count: n, items: [] };
    },
    run: async () => payouts.retryWaiting(),
  });
  return jobs;
}
