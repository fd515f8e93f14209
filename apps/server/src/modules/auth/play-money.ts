import type { TBalance } from '@app/contracts/calls/wallet';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trialBalances } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';

/**
 * A trial account's balance: its play money (trial_balances), never the real ledger
 * (docs/decisions/0200). Shown in the same shape as a real balance, with one main account.
 */
export async function playBalanceView(db: DbOrTx, brand: Brand, memberId: number): Promise<TBalance> {
  const [row] = await db
    .select({ balance: trialBalances.balance })
    .from(trialBalances)
    .where(eq(trialBalances.memberId, memberId));
  const scale = 10 ** brand.settings.minorUnits;
  const major = Number(((row ? Number(row.balance) : 0) / scale).toFixed(brand.settings.minorUnits));
  return {
    sumBalance: major,
    currency: brand.settings.currency,
    symbol: brand.settings.symbol,
    minorUnits: brand.settings.minorUnits,
    isSingle: true,
    accounts: [{ vendor: '', balance: major, held: 0, available: major }],
  };
}
