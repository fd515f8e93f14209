import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { createPayoutsBackoffice } from './backoffice.ts';
import { createIncome } from './income.ts';
import { agentPayoutJobs } from './jobs.ts';
import { createAgentPayoutsService } from './payout-service.ts';

/** The agent payouts area (docs/decisions/1120): payouts, my income, the back office, and its jobs defined. */
export function createAgentPayoutsArea(
  deps: Deps,
  wallet: WalletService,
  brands: BrandService,
  audit: AuditService,
  jobs: JobRunner,
) {
  const payouts = createAgentPayoutsService(deps, wallet, brands, jobs);
  for (const job of agentPayoutJobs(payouts, brands)) jobs.define(job);
  return {
    payouts,
    income: createIncome(deps),
    backoffice: createPayoutsBackoffice(deps, payouts, audit, wallet),
  };
}
