import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { walletAccounts } from '../../db/schema/index.ts';
import { type BrandAccountKind, LedgerError } from './ledger.ts';

/**
 * Finding and opening accounts. An account's id never changes once made, so each book remembers ids;
 * the database's unique indexes make concurrent opening safe across server copies.
 */
export type AccountBook = ReturnType<typeof createAccountBook>;

/**
 * The reserved vendor code of a member's bonus account (migration 1301; docs/decisions/1300-promotions.md
 * "Bonus engine"): a member-owned account holding bonus money being wagered. No vendor code can take it
 * (`$` is not allowed in one); the wallet's lists, sums, transfers, records and reports leave it out.
 */
export const BONUS_WALLET = '$bonus';

const MAX_REMEMBERED = 200_000;

/** Account lookups with their own memory of ids (one book per database). */
export function createAccountBook() {
  const ids = new Map<string, number>();
  const remember = (key: string, id: number, exec?: DbOrTx): number => {
    // A row made inside a transaction may still be rolled back: remember it only once it is certain.
    if (exec && 'rollback' in exec) return id;
    if (ids.size >= MAX_REMEMBERED) ids.clear();
    ids.set(key, id);
    return id;
  };

  return {
    /** A member's main wallet (vendor '') or vendor sub-wallet, opened on first use. */
    async member(exec: DbOrTx, brandId: number, memberId: number, currency: string, vendor = ''): Promise<number> {
      const kind = vendor ? 'vendor' : 'main';
      const key = `m:${brandId}:${memberId}:${vendor}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      const [made] = await rowsOf<{ id: number | string }>(
        exec,
        sql`INSERT INTO wallet_accounts (brand_id, member_id, kind, vendor, currency)
            SELECT ${brandId}, id, ${kind}, ${vendor}, ${currency} FROM members WHERE id = ${memberId} AND brand_id = ${brandId}
            ON CONFLICT (member_id, kind, vendor) WHERE member_id IS NOT NULL DO NOTHING RETURNING id`,
      );
      if (made) return remember(key, Number(made.id), exec);
      const [found] = await rowsOf<{ id: number | string }>(
        exec,
        sql`SELECT id FROM wallet_accounts WHERE member_id = ${memberId} AND kind = ${kind} AND vendor = ${vendor}
            AND brand_id = ${brandId}`,
      );
      if (!found) throw new LedgerError('unknown_account');
      return remember(key, Number(found.id), exec);
    },

    /** A brand's house-side account of a kind, opened on first use. */
    async brand(exec: DbOrTx, brandId: number, kind: BrandAccountKind, currency: string): Promise<number> {
      const key = `b:${brandId}:${kind}`;
      const known = ids.get(key);
      if (known !== undefined) return known;
      const [made] = await rowsOf<{ id: number | string }>(
        exec,
        sql`INSERT INTO wallet_accounts (brand_id, kind, currency) VALUES (${brandId}, ${kind}, ${currency})
            ON CONFLICT (brand_id, kind) WHERE member_id IS NULL DO NOTHING RETURNING id`,
      );
      if (made) return remember(key, Number(made.id), exec);
      const [found] = await rowsOf<{ id: number | string }>(
        exec,
        sql`SELECT id FROM wallet_accounts WHERE brand_id = ${brandId} AND kind = ${kind} AND member_id IS NULL`,
      );
      if (!found) throw new Error(`brand account ${kind} of brand ${brandId} could not be opened`);
      return remember(key, Number(found.id), exec);
    },
  };
}

/**
 * Sets money aside on a member account (a pending withdrawal): it stays in the balance but cannot be
 * spent. Refused with insufficient_funds when the available balance is smaller. Returns the hold's id.
 */
export async function placeHold(
  exec: DbOrTx,
  input: { brandId: number; accountId: number; amount: number; referenceType: string; referenceId: string },
  at: Date,
): Promise<number> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerError('unbalanced');
  const updated = await rowsOf<{ id: number }>(
    exec,
    sql`UPDATE wallet_accounts SET held = held + ${input.amount}
        WHERE id = ${input.accountId} AND brand_id = ${input.brandId} AND member_id IS NOT NULL
          AND balance - held >= ${input.amount}
        RETURNING id`,
  );
  if (updated.length === 0) throw new LedgerError('insufficient_funds', input.accountId);
  const [hold] = await rowsOf<{ id: number | string }>(
    exec,
    sql`INSERT INTO wallet_holds (brand_id, account_id, amount, reference_type, reference_id, created_at)
        VALUES (${input.brandId}, ${input.accountId}, ${input.amount}, ${input.referenceType}, ${input.referenceId}, ${at.toISOString()}::timestamptz)
        RETURNING id`,
  );
  if (!hold) throw new Error('hold insert returned nothing');
  return Number(hold.id);
}

/**
 * Ends an active hold: 'released' gives the money back to spend; 'captured' is used together with a
 * ledger posting whose line releases the same amount. Returns the hold, or undefined when it was not
 * active (so two settlements can never both happen).
 */
export async function settleHold(
  exec: DbOrTx,
  holdId: number,
  outcome: 'released' | 'captured',
  at: Date,
): Promise<{ accountId: number; amount: number } | undefined> {
  const [hold] = await rowsOf<{ account_id: number | string; amount: number | string }>(
    exec,
    sql`UPDATE wallet_holds SET status = ${outcome}, settled_at = ${at.toISOString()}::timestamptz
        WHERE id = ${holdId} AND status = 'active' RETURNING account_id, amount`,
  );
  if (!hold) return undefined;
  const accountId = Number(hold.account_id);
  const amount = Number(hold.amount);
  if (outcome === 'released') {
    await exec
      .update(walletAccounts)
      .set({ held: sql`${walletAccounts.held} - ${amount}` })
      .where(eq(walletAccounts.id, accountId));
  }
  return { accountId, amount };
}
