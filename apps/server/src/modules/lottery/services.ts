/**
 * The lottery area (docs/decisions/1200-lotteries.md): the draws made ahead and their jobs, tickets
 * through the seamless wallet API, the player's queries, and `draws` (DrawsControl) for the back
 * office. Built once by the composition root, which passes the house's wallet link.
 */
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { WalletLink } from '../house/wallet-link.ts';
import type { BrandService } from '../system/brand-service.ts';
import { createDrawFlow } from './draw-flow.ts';
import { createDrawMaker } from './draw-maker.ts';
import { lotteryJobs } from './jobs.ts';
import { createPlacement } from './placement.ts';
import { createLotteryQueries } from './queries.ts';
import { createSettlement } from './settlement.ts';
import { createTicketRefunds } from './ticket-refunds.ts';
import { createTicketWallet, type LaunchTokens } from './ticket-wallet.ts';
import type { DrawsControl } from './types.ts';

export function createLotteryArea(
  deps: Deps,
  link: WalletLink,
  launches: LaunchTokens,
  brands: Pick<BrandService, 'list' | 'byId'>,
  jobs: JobRunner,
) {
  const wallet = createTicketWallet(deps, link, launches);
  const refunds = createTicketRefunds(deps, wallet);
  const maker = createDrawMaker(deps, jobs);
  const flow = createDrawFlow(deps, jobs, refunds, createSettlement(deps, wallet));
  for (const job of lotteryJobs(maker, flow, brands)) jobs.define(job);
  const draws: DrawsControl = flow.control;
  return {
    maker,
    flow,
    draws,
    placement: createPlacement(deps, wallet, refunds),
    queries: createLotteryQueries(deps),
  };
}

export type LotteryArea = ReturnType<typeof createLotteryArea>;
