import type { TWithdrawal } from '@app/contracts/calls/cashier';
import type { Deps } from '../../deps.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { Brand } from '../system/brand-types.ts';
import { localDay } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { BrandLookup } from './brand-lookup.ts';
import type { ProfileService } from './profile-service.ts';
import { createWithdrawalPayouts } from './withdrawal-payouts.ts';
import { createWithdrawalRequests } from './withdrawal-requests.ts';
import { createWithdrawalRows, type WithdrawalRow as Row, withdrawalView } from './withdrawal-rows.ts';

export { withdrawalView } from './withdrawal-rows.ts';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals: a request holds the amount; the operator pays it out (the hold becomes a ledger movement
 * to the withdrawal-clearing account) or rejects it (the hold is released); the member then confirms
 * receipt, or after the brand's minutes it counts as received. Every step changes a row only from the
 * state it expects, under that row's lock, so repeats and races change nothing twice.
 *
 * The member's side is in withdrawal-requests.ts, the operator's in withdrawal-payouts.ts, and the
 * shared row lookups and the locked transition in withdrawal-rows.ts.
 */
export function createWithdrawalService(
  deps: Deps,
  wallet: WalletService,
  profiles: ProfileService,
  brandById: BrandLookup,
  bonus?: BonusEngine,
) {
  const rows = createWithdrawalRows(deps);
  const { row, usedToday, proofCounts, lock } = rows;
  const requests = createWithdrawalRequests(deps, wallet, profiles, rows, bonus);
  const payouts = createWithdrawalPayouts(deps, wallet, rows);

  return {
    proofCounts,

    async view(brand: Brand, w: Row): Promise<TWithdrawal> {
      return withdrawalView(brand, w, (await proofCounts([w.id])).get(w.id) ?? 0);
    },

    usedToday: (brand: Brand, memberId: number) => usedToday(memberId, localDay(brand, deps.now())),

    create: requests.create,
    requestChecked: requests.requestChecked,
    list: requests.list,
    byStatus: payouts.byStatus,
    row,
    lock,
    approve: payouts.approve,
    approveIn: payouts.approveIn,
    rejectIn: payouts.rejectIn,
    resolveIn: payouts.resolveIn,
    reject: payouts.reject,
    confirm: requests.confirm,
    resolve: payouts.resolve,
    autoReceive: payouts.autoReceive,

    brandById,
  };
}
