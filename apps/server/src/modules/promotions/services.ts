import type { Deps } from '../../deps.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { createWalletService } from '../wallet/wallet-service.ts';
import { createApplications } from './applications.ts';
import { createPromotionsBackoffice } from './backoffice.ts';
import { createGrantsBackoffice } from './backoffice-grants.ts';
import { createPromotionCatalogue } from './catalogue.ts';
import type { DepositBonus } from './deposit-bonus.ts';
import { createReferral } from './referral.ts';
import { createPromotionReport } from './report.ts';
import { createRewardCentre } from './reward-centre.ts';

/** The promotions area (docs/decisions/1300-promotions.md): the catalogue members read, the reward centre. */
export function createPromotionsArea(
  deps: Deps,
  wallet: ReturnType<typeof createWalletService>,
  bonus: BonusEngine,
  depositBonus: DepositBonus,
  audit: AuditService,
) {
  const catalogue = createPromotionCatalogue(deps);
  const rewards = createRewardCentre(deps, wallet, bonus);
  const backoffice = createPromotionsBackoffice(deps, audit);
  const grants = createGrantsBackoffice(deps, audit, bonus, (brandId, ids) => wallet.notify(brandId, ids));
  const applications = createApplications(deps, audit);
  const referral = createReferral(deps, catalogue);
  const report = createPromotionReport(deps);
  return { catalogue, rewards, depositBonus, backoffice, grants, applications, referral, report };
}

export type PromotionsArea = ReturnType<typeof createPromotionsArea>;
