import type { Deps } from '../../deps.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { createLotteryBackoffice } from './backoffice.ts';
import { createDrawsBackoffice } from './backoffice-draws.ts';
import type { DrawsControl } from './types.ts';

/**
 * The lottery back office (docs/decisions/1200): lotteries and odds, and the draws, which act through
 * the lottery area's DrawsControl.
 */
export function createLotteryBackofficeArea(deps: Deps, audit: AuditService, draws: DrawsControl) {
  const lotteries = createLotteryBackoffice(deps, audit);
  return { lotteries, draws: createDrawsBackoffice(deps, audit, lotteries, draws) };
}
