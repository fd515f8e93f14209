/**
 * Development only (absent in production, like `dev lottery-draw-now`): open a red envelope round now,
 * draw a raffle now, pay a rebate or cashback promotion's current period so far, so a demo or a browser
 * journey need not wait for the jobs. The jobs later find the round, the draw or the rewards made.
 */
import { CliError, type Command, positional, targetBrand } from '../../cli/command.ts';
import type { PromotionKindDb } from '../../db/schema/promotions.ts';
import { periodAt } from '../agent-payouts/periods.ts';
import { subjectOf } from './service.ts';

type Ctx = Parameters<Command['run']>[0];

async function byCode(ctx: Ctx, args: Parameters<Command['run']>[1], kinds: PromotionKindDb[]) {
  if (ctx.deps.config.env === 'production') throw new CliError('not available in production');
  const brand = await targetBrand(ctx, args);
  const code = positional(args, 0, 'code');
  const p = await ctx.services.promotionPayouts.byCode(brand.id, code);
  if (!p || !kinds.includes(p.kind)) throw new CliError(`no ${kinds.join(' or ')} promotion with code ${code}`);
  return { brand, id: p.id };
}

export const promotionDevCommands: readonly Command[] = [
  {
    name: 'dev envelope-open',
    usage: '<code> [--brand <code>]',
    summary: 'development only: open a round of a red envelope promotion now (its window from now)',
    devOnly: true,
    async run(ctx, args) {
      const { brand, id } = await byCode(ctx, args, ['envelope']);
      const now = new Date(Math.floor(ctx.deps.now().getTime() / 60_000) * 60_000);
      const r = await ctx.deps.db.transaction((tx) => ctx.services.envelopes.open(tx, brand, id, now));
      ctx.print(
        r.opened
          ? `round opened at ${now.toISOString()}`
          : 'no round opened (one exists, or the promotion is not live)',
      );
    },
  },
  {
    name: 'dev raffle-draw-now',
    usage: '<code> [--brand <code>]',
    summary: 'development only: draw a raffle now (tickets counted until now)',
    devOnly: true,
    async run(ctx, args) {
      const { brand, id } = await byCode(ctx, args, ['raffle']);
      const r = await ctx.deps.db.transaction((tx) => ctx.services.raffles.draw(tx, brand, id));
      ctx.print(r.drawn ? `drawn: ${r.tickets} ticket(s), ${r.winners} winner(s)` : 'already drawn');
    },
  },
  {
    name: 'dev rebate-run',
    usage: '<code> [--brand <code>]',
    summary: "development only: pay a rebate or cashback promotion's current period so far into the reward centre",
    devOnly: true,
    async run(ctx, args) {
      const { brand, id } = await byCode(ctx, args, ['rebate', 'cashback']);
      const p = await ctx.services.promotionPayouts.promotion(id);
      if (!p) throw new CliError('no such promotion');
      const span = periodAt(p.rules.period, brand.settings.timezoneOffsetMinutes, ctx.deps.now());
      const r = await ctx.deps.db.transaction((tx) =>
        ctx.services.promotionPayouts.pay(tx, subjectOf(brand.id, id), span),
      );
      ctx.print(`${r.issued} reward(s) issued, ${r.total} minor units (${r.members} member(s) due)`);
    },
  },
];
