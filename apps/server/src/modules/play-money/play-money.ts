import type { TBalance } from '@app/contracts/calls/wallet';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trialBalances } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';

/**
 * Play money of trial accounts (docs/decisions/0200): the only module that reads or writes
 * `trial_balances`. It is never in the ledger; the site's header and free-play game sessions both see
 * it through here.
 */
export const playMoney = {
  /** Gives a trial account its starting play money; a second call changes nothing. */
  async open(db: DbOrTx, memberId: number, brandId: number, balance: number): Promise<void> {
    await db.insert(trialBalances).values({ memberId, brandId, balance }).onConflictDoNothing();
  },

  /** Play money in minor units, or null for an account without any (not a trial account). */
  async balance(db: DbOrTx, memberId: number): Promise<number | null> {
    const [row] = await db
      .select({ balance: trialBalances.balance })
      .from(trialBalances)
      .where(eq(trialBalances.memberId, memberId));
    return row ? Number(row.balance) : null;
  },

  /**
   * Adds `delta` (negative for a bet) unless the balance would go below zero; the new balance, or null
   * when refused. One conditional update, so concurrent bets can never overspend.
   */
  async move(db: DbOrTx, memberId: number, delta: number, at: Date): Promise<number | null> {
    const [row] = await db
      .update(trialBalances)
      .set({ balance: sql`${trialBalances.balance} + ${delta}`, updatedAt: at })
      .where(and(eq(trialBalances.memberId, memberId), sql`${trialBalances.balance} + ${delta} >= 0`))
      .returning({ balance: trialBalances.balance });
    return row ? Number(row.balance) : null;
  },

  /** The balance in the shape of a real one, with one main account. */
  async view(db: DbOrTx, brand: Brand, memberId: number): Promise<TBalance> {
    const minor = (await playMoney.balance(db, memberId)) ?? 0;
    const scale = 10 ** brand.settings.minorUnits;
    const major = Number((minor / scale).toFixed(brand.settings.minorUnits));
    return {
      bonus: 0,
      sumBalance: major,
      currency: brand.settings.currency,
      symbol: brand.settings.symbol,
      minorUnits: brand.settings.minorUnits,
      isSingle: true,
      accounts: [{ vendor: '', balance: major, held: 0, available: major }],
    };
  },
};
