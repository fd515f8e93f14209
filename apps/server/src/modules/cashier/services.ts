import type { Deps } from '../../deps.ts';
import { devHelpersOn } from '../../plugins/dev-helpers.ts';
import type { CodeSender } from '../auth/send-code.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { createBindService } from './bind-service.ts';
import { brandLookup } from './brand-lookup.ts';
import { createDepositService, type DepositBonusHook, type DepositGate } from './deposit-service.ts';
import { createDevGateway, createHttpGateway, type PaymentProvider } from './gateway.ts';
import type { ProfileService } from './profile-service.ts';
import { createDiskProofStore, type ProofStore } from './proof-store.ts';
import { createProofUploads } from './proof-uploads.ts';
import { createTransferService } from './transfer-service.ts';
import { createWithdrawalService } from './withdrawal-service.ts';

export type CashierServices = ReturnType<typeof createCashierServices>;

/**
 * The cashier's services, built together. Payment providers: the HTTP gateway when configured, and
 * the development gateway outside production.
 */
export function createCashierServices(
  deps: Deps,
  uses: {
    wallet: WalletService;
    brands: BrandService;
    profiles: ProfileService;
    codes: CodeSender;
    /** The bonus engine: a withdrawal while a bonus is wagered forfeits it (docs/decisions/1300). */
    bonus?: BonusEngine;
    /** The deposit bonus chosen at deposit: checked when the order is made, granted when credited (decision 1300). */
    depositBonus?: DepositBonusHook;
    /** Responsible gaming: a deposit is refused during a break or past a deposit limit (decision 1400). */
    depositGate?: DepositGate;
  },
  opts: { providers?: PaymentProvider[]; proofStore?: ProofStore } = {},
) {
  const { wallet, brands, profiles } = uses;
  const providers = new Map<string, PaymentProvider>();
  const devGateway = devHelpersOn(deps.config) ? createDevGateway() : undefined;
  if (devGateway) providers.set('dev', devGateway);
  const gw = deps.config.paymentGateway;
  if (gw) providers.set('http', createHttpGateway({ baseUrl: gw.url, merchantId: gw.merchantId, secret: gw.secret }));
  for (const p of opts.providers ?? []) providers.set(p.name, p);
  const brandById = brandLookup(brands);
  const proofStore = opts.proofStore ?? createDiskProofStore(deps.config.proofDir);
  return {
    providers,
    devGateway,
    profiles,
    bindings: createBindService(deps, uses.codes),
    proofStore,
    proofs: createProofUploads(deps, proofStore),
    deposits: createDepositService(deps, wallet, providers, brandById, uses.depositBonus, uses.depositGate),
    withdrawals: createWithdrawalService(deps, wallet, profiles, brandById, uses.bonus),
    transfers: createTransferService(deps, wallet, profiles),
  };
}
