/**
 * The lottery jobs (docs/decisions/1200 "Draws"): the periodic draw maker per brand, and per draw
 * its close (one transaction), draw, settle and refund runs. The draw, settle and refund runs call
 * the wallet API, so they are 'idempotent': every step inside is guarded, and a repeat after a crash
 * or a second copy finishes what is left without moving money twice.
 */
import { every, type JobDefinition } from '../../jobs/types.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { DrawFlow } from './draw-flow.ts';
import type { DrawMaker } from './draw-maker.ts';
import { LOTTERY_JOBS } from './job-types.ts';

const MAKE_EVERY = every(60_000);

export function lotteryJobs(
  maker: DrawMaker,
  flow: DrawFlow,
  brands: Pick<BrandService, 'list' | 'byId'>,
): JobDefinition[] {
  const drawPreview = (what: string) => async (ctx: { subject: string }) => {
    const d = await flow.drawById(Number(ctx.subject));
    return {
      summary: d ? `${what} ${d.gameCode} ${d.drawNo} (${d.status})` : 'no such draw',
      count: d ? 1 : 0,
      items: d ? [String(d.id)] : [],
    };
  };
  return [
    {
      type: LOTTERY_JOBS.make,
      summary: "Makes each enabled lottery's draws ahead from its schedule (fast: 10 minutes; daily: the next two)",
      cadence: MAKE_EVERY,
      subjects: async () => (await brands.list()).map((b) => String(b.id)),
      leaseMs: 5 * 60_000,
      mode: 'idempotent',
      async preview(ctx) {
        const brand = await brands.byId(Number(ctx.subject));
        if (!brand) return { summary: 'no such brand', count: 0, items: [] };
        const missing = await maker.missing(brand, ctx.now);
        return {
          summary: `${missing.length} draw(s) to make for brand ${brand.merchantCode}`,
          count: missing.length,
          items: missing.slice(0, 5).map((m) => `${m.lottery.def.gameCode} ${m.draw.drawNo}`),
        };
      },
      async run(ctx) {
        const brand = await brands.byId(Number(ctx.subject));
        return { made: brand ? await maker.makeAhead(brand, ctx.now) : 0 };
      },
    },
    {
      type: LOTTERY_JOBS.close,
      summary: "Closes a draw at its cut-off: no ticket is taken after it (subject: the draw's id)",
      leaseMs: 60_000,
      mode: 'transaction',
      preview: drawPreview('close'),
      run: async (tx, ctx) => ({ closed: await flow.close(tx, Number(ctx.subject)) }),
    },
    {
      type: LOTTERY_JOBS.draw,
      summary: 'Draws a draw at its time: placing tickets resolved, the result from its seed (house source)',
      leaseMs: 5 * 60_000,
      maxAttempts: 10,
      mode: 'idempotent',
      preview: drawPreview('draw'),
      run: async (ctx) => flow.draw(Number(ctx.subject)),
    },
    {
      type: LOTTERY_JOBS.settle,
      summary: 'Settles a drawn draw: every ticket evaluated, one win per member round through the wallet API',
      leaseMs: 10 * 60_000,
      maxAttempts: 10,
      mode: 'idempotent',
      preview: drawPreview('settle'),
      run: async (ctx) => flow.settle(Number(ctx.subject)),
    },
    {
      type: LOTTERY_JOBS.refund,
      summary: "Refunds every ticket of a void draw (each ticket's bet rolled back through the wallet API)",
      leaseMs: 10 * 60_000,
      maxAttempts: 10,
      mode: 'idempotent',
      preview: drawPreview('refund'),
      run: async (ctx) => flow.refund(Number(ctx.subject)),
    },
  ];
}
