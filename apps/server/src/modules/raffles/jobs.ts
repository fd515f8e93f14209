/**
 * Raffle and red envelope jobs (docs/decisions/1300-promotions.md "Periodic kinds"). A scan every minute
 * schedules each undrawn raffle's draw, keyed (promotions.raffle_draw, promotion, drawAt), and each
 * envelope round about to open, keyed (promotions.envelope_open, promotion, opensAt); the draw and the
 * opening run in the transaction that marks them done ('transaction' mode: exactly once).
 */
import type { DbOrTx } from '../../db/client.ts';
import { every, type JobDefinition } from '../../jobs/types.ts';
import { ENVELOPE_OPEN_JOB, ENVELOPE_SCAN_JOB, type EnvelopesService } from '../envelopes/service.ts';
import type { BrandService } from '../system/brand-service.ts';
import { RAFFLE_DRAW_JOB, RAFFLE_SCAN_JOB, type RafflesService } from './service.ts';

interface Scheduler {
  schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }): Promise<unknown>;
}

const subjectOf = (brandId: number, promotionId: number) => `${brandId}:${promotionId}`;
function parse(subject: string): { brandId: number; promotionId: number } {
  const [b, p] = subject.split(':').map(Number);
  if (!Number.isSafeInteger(b) || !Number.isSafeInteger(p)) throw new Error(`not a <brand>:<promotion>: ${subject}`);
  return { brandId: b as number, promotionId: p as number };
}

export function periodicKindJobs(
  raffles: RafflesService,
  envelopes: EnvelopesService,
  brands: Pick<BrandService, 'byId'>,
  jobs: Scheduler,
  db: DbOrTx,
): JobDefinition[] {
  const brandOf = async (id: number) => {
    const b = await brands.byId(id);
    if (!b) throw new Error(`no brand ${id}`);
    return b;
  };
  return [
    {
      type: RAFFLE_SCAN_JOB,
      summary: 'Schedules the draw of every raffle not drawn yet at its draw time',
      cadence: every(60_000),
      leaseMs: 60_000,
      mode: 'idempotent',
      async preview() {
        const list = await raffles.undrawn();
        return {
          summary: `${list.length} raffle(s) waiting for their draw`,
          count: list.length,
          items: list.slice(0, 5).map((r) => `${r.promotionId}@${new Date(r.drawAt).toISOString()}`),
        };
      },
      async run() {
        const list = await raffles.undrawn();
        for (const r of list) {
          await jobs.schedule(db, {
            type: RAFFLE_DRAW_JOB,
            subject: subjectOf(r.brandId, r.promotionId),
            period: new Date(r.drawAt).toISOString(),
            dueAt: new Date(r.drawAt),
          });
        }
        return { scheduled: list.length };
      },
    },
    {
      type: RAFFLE_DRAW_JOB,
      summary: 'Draws a raffle at its draw time: tickets fixed and numbered, winners from the seed, prizes issued',
      leaseMs: 10 * 60_000,
      mode: 'transaction',
      async preview(ctx) {
        const { brandId, promotionId } = parse(ctx.subject);
        const v = await raffles.view(await brandOf(brandId), promotionId, null, 'EN');
        return {
          summary: `raffle ${promotionId}: ${v.status}, ${v.totalTickets} ticket(s)`,
          count: v.status === 'open' ? 1 : 0,
          items: [],
        };
      },
      async run(tx, ctx) {
        const { brandId, promotionId } = parse(ctx.subject);
        return raffles.draw(tx, await brandOf(brandId), promotionId);
      },
    },
    {
      type: ENVELOPE_SCAN_JOB,
      summary: 'Schedules the red envelope rounds opening within the minute',
      cadence: every(60_000),
      leaseMs: 60_000,
      mode: 'idempotent',
      async preview(ctx) {
        const due = await envelopes.due(
          async (id) => (await brands.byId(id))?.settings.timezoneOffsetMinutes ?? null,
          ctx.now,
        );
        return {
          summary: `${due.length} round(s) to open`,
          count: due.length,
          items: due.slice(0, 5).map((d) => `${d.promotionId}@${d.opensAt.toISOString()}`),
        };
      },
      async run(ctx) {
        const due = await envelopes.due(
          async (id) => (await brands.byId(id))?.settings.timezoneOffsetMinutes ?? null,
          ctx.now,
        );
        for (const d of due) {
          await jobs.schedule(db, {
            type: ENVELOPE_OPEN_JOB,
            subject: subjectOf(d.brandId, d.promotionId),
            period: d.opensAt.toISOString(),
            dueAt: d.opensAt,
          });
        }
        return { scheduled: due.length };
      },
    },
    {
      type: ENVELOPE_OPEN_JOB,
      summary: 'Opens a red envelope round: the pool split into its shares (double-average), once',
      leaseMs: 60_000,
      mode: 'transaction',
      async preview(ctx) {
        return { summary: `opens round ${ctx.period} of ${ctx.subject}`, count: 1, items: [] };
      },
      async run(tx, ctx) {
        const { brandId, promotionId } = parse(ctx.subject);
        return envelopes.open(tx, await brandOf(brandId), promotionId, new Date(ctx.period));
      },
    },
  ];
}
