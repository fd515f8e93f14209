import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import { sql } from 'drizzle-orm';
import { CliError, type Command, positional, targetBrand } from '../../cli/command.ts';
import { rowsOf } from '../../db/rows.ts';
import { SETTLE_MS } from './payout-service.ts';
import { PERIODS_OF, periodAt } from './periods.ts';

/**
 * Development only (absent in production, decision 1120): pays the current period of a contract kind
 * now instead of after it closes, so a demo or a browser journey sees a wage arrive without waiting a
 * day. Contracts of the kind accepted during the period (which would start with the next one) start
 * with this one instead, the contracts they replace end at its start, and the period is computed as if
 * it had closed; the job runner then pays it top-down as usual. Bets after this are not paid for the
 * period: the period is computed once.
 */
export const agentPayoutCommands: readonly Command[] = [
  {
    name: 'dev payout-now',
    usage: '<kind> [--brand <code>]',
    summary: 'development only: close the current period of a contract kind early and pay it',
    devOnly: true,
    async run(ctx, args) {
      if (ctx.deps.config.env === 'production') throw new CliError('not available in production');
      const raw = positional(args, 0, 'kind');
      if (!(AGENT_CONTRACT_KINDS as readonly string[]).includes(raw)) {
        throw new CliError(`<kind> must be one of ${AGENT_CONTRACT_KINDS.join(', ')}`);
      }
      const kind = raw as ContractKind;
      const brand = await targetBrand(ctx, args);
      const off = brand.settings.timezoneOffsetMinutes;
      const now = ctx.deps.now();
      let latestEnd = now;
      for (const period of PERIODS_OF[kind]) {
        const span = periodAt(period, off, now);
        const start = span.start.toISOString();
        const end = span.end.toISOString();
        await ctx.deps.db.transaction(async (tx) => {
          const moved = await rowsOf<{ id: string }>(
            tx,
            sql`UPDATE agent_contracts SET effective_from = ${start}::timestamptz
                 WHERE brand_id = ${brand.id} AND kind = ${kind} AND period = ${period}
                   AND status IN ('active', 'terminationRequested') AND effective_from = ${end}::timestamptz
                RETURNING id`,
          );
          if (moved.length > 0) {
            await rowsOf(
              tx,
              sql`UPDATE agent_contracts SET ended_at = ${start}::timestamptz
                   WHERE brand_id = ${brand.id} AND kind = ${kind} AND period = ${period}
                     AND ended_at = ${end}::timestamptz AND note = 'replaced'`,
            );
          }
          ctx.print(`${kind} ${period} ${start} - ${end}: ${moved.length} contract(s) start with this period`);
        });
        const closedAt = new Date(span.end.getTime() + SETTLE_MS[period] + 1000);
        if (closedAt > latestEnd) latestEnd = closedAt;
      }
      const r = await ctx.services.agentPayouts.payouts.computeDue(brand.id, kind, latestEnd);
      ctx.print(
        `computed ${r.computed} period(s): ${r.payouts} payout(s), gross ${r.gross} (minor units); the job runner pays them`,
      );
    },
  },
];
