import { lotteryOf } from '@app/contracts/lottery/games';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { CliError, type Command, option, positional, targetBrand } from '../../cli/command.ts';
import { lotteryDraws } from '../../db/schema/index.ts';

/**
 * Development only (absent in production, docs/decisions/1200): closes, draws and settles a lottery's
 * current draw now instead of at its time, so a demo or a browser journey sees a ticket's result and
 * win without waiting. The draw's own jobs later find it settled and do nothing.
 */
export const lotteryCommands: readonly Command[] = [
  {
    name: 'dev lottery-draw-now',
    usage: '<gameCode> [--draw <drawNo>] [--brand <code>]',
    summary:
      'development only: close, draw and settle the draw of a house lottery taking tickets now (or the open draw --draw names)',
    devOnly: true,
    async run(ctx, args) {
      if (ctx.deps.config.env === 'production') throw new CliError('not available in production');
      const def = lotteryOf(positional(args, 0, 'gameCode'));
      if (!def) throw new CliError('<gameCode> must be a house lottery (ELOTT_5D1, LOTT_4D, VN_SOUTH...)');
      const brand = await targetBrand(ctx, args);
      // A journey names the draw it bought on, so a draw that closed in between is still the one drawn.
      const drawNo = option(args, 'draw');
      const { maker, flow } = ctx.services.lottery;
      await maker.makeAhead(brand, ctx.deps.now(), def.gameCode);
      const [d] = await ctx.deps.db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.brandId, brand.id),
            eq(lotteryDraws.gameCode, def.gameCode),
            drawNo
              ? and(eq(lotteryDraws.drawNo, drawNo), inArray(lotteryDraws.status, ['open', 'closed']))
              : and(eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, ctx.deps.now())),
          ),
        )
        .orderBy(asc(lotteryDraws.drawsAt))
        .limit(1);
      if (!d)
        throw new CliError(
          `no draw of ${def.gameCode} ${drawNo ? `numbered ${drawNo} waits for its draw` : 'takes tickets now'}`,
        );
      if (d.source !== 'house')
        throw new CliError(`${def.gameCode} takes its results from outside: enter and confirm one`);
      await flow.draw(d.id);
      const settled = await flow.settle(d.id);
      const tickets = 'tickets' in settled ? settled.tickets : 0;
      const after = await flow.drawById(d.id);
      ctx.print(
        `${def.gameCode} ${d.drawNo}: ${after?.status ?? 'missing'}; result ${JSON.stringify(after?.result?.groups ?? [])}; ${tickets} ticket(s) settled`,
      );
    },
  },
];
