import type { TBalance, TRecord } from '@app/contracts/calls/wallet';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerLines, ledgerTransactions } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { BONUS_WALLET } from './accounts.ts';
import { dayStart, major } from './money.ts';

interface AccountRow {
  vendor: string;
  balance: number | string;
  held: number | string;
}

/**
 * The member's wallet accounts in minor units: main first, then the brand's vendors, then any other.
 * The bonus account (BONUS_WALLET) is not one of them: its balance is returned apart as `bonus`.
 */
export async function accountsAndBonus(
  exec: DbOrTx,
  brand: Brand,
  memberId: number,
): Promise<{ accounts: { vendor: string; balance: number; held: number }[]; bonus: number }> {
  const all = await rowsOf<AccountRow>(
    exec,
    sql`SELECT vendor, balance, held FROM wallet_accounts WHERE member_id = ${memberId} AND brand_id = ${brand.id}`,
  );
  const bonus = all.filter((r) => r.vendor === BONUS_WALLET).reduce((s, r) => s + Number(r.balance), 0);
  const rows = all.filter((r) => r.vendor !== BONUS_WALLET);
  const byVendor = new Map(rows.map((r) => [r.vendor, { balance: Number(r.balance), held: Number(r.held) }]));
  const vendors = ['', ...(brand.settings.isSingle ? [] : brand.settings.walletVendors)];
  for (const v of byVendor.keys()) if (!vendors.includes(v) && (byVendor.get(v)?.balance ?? 0) !== 0) vendors.push(v);
  return { accounts: vendors.map((vendor) => ({ vendor, balance: 0, held: 0, ...byVendor.get(vendor) })), bonus };
}

/** The member's wallet accounts in minor units (the bonus account left out: see accountsAndBonus). */
export async function accountsOf(
  exec: DbOrTx,
  brand: Brand,
  memberId: number,
): Promise<{ vendor: string; balance: number; held: number }[]> {
  return (await accountsAndBonus(exec, brand, memberId)).accounts;
}

/** The balance call's answer. */
export async function balanceView(exec: DbOrTx, brand: Brand, memberId: number): Promise<TBalance> {
  const { accounts, bonus } = await accountsAndBonus(exec, brand, memberId);
  const available = accounts.reduce((s, a) => s + a.balance - a.held, 0);
  return {
    // The bonus account's money (modules/bonus): being wagered, so not in sumBalance.
    bonus: major(brand, bonus),
    sumBalance: major(brand, available),
    currency: brand.settings.currency,
    symbol: brand.settings.symbol,
    minorUnits: brand.settings.minorUnits,
    isSingle: brand.settings.isSingle,
    accounts: accounts.map((a) => ({
      vendor: a.vendor,
      balance: major(brand, a.balance),
      held: major(brand, a.held),
      available: major(brand, a.balance - a.held),
    })),
  };
}

/** The member's spendable main-wallet balance (minor units). */
export async function availableMain(exec: DbOrTx, brand: Brand, memberId: number): Promise<number> {
  const [row] = await rowsOf<AccountRow>(
    exec,
    sql`SELECT vendor, balance, held FROM wallet_accounts
        WHERE member_id = ${memberId} AND brand_id = ${brand.id} AND kind = 'main'`,
  );
  return row ? Number(row.balance) - Number(row.held) : 0;
}

export interface RecordQuery {
  type?: string;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

/** Account records: the member's ledger lines with their transaction, newest first, one page. */
export async function recordsOf(
  exec: DbOrTx,
  brand: Brand,
  memberId: number,
  q: RecordQuery,
): Promise<{ list: TRecord[]; total: number }> {
  const from = q.startDate ? dayStart(brand, q.startDate) : null;
  const until = q.endDate ? new Date(dayStart(brand, q.endDate).getTime() + 86_400_000) : null;
  // The bonus account's lines are the bonus engine's history (bonus.grant), not account records.
  const where = sql`l.member_id = ${memberId} AND l.brand_id = ${brand.id}
    AND l.account_id <> ALL (SELECT b.id FROM wallet_accounts b WHERE b.member_id = ${memberId} AND b.vendor = ${BONUS_WALLET})
    ${q.type ? sql`AND t.kind = ${q.type}` : sql``}
    ${from ? sql`AND l.created_at >= ${from.toISOString()}::timestamptz` : sql``}
    ${until ? sql`AND l.created_at < ${until.toISOString()}::timestamptz` : sql``}`;
  const [count] = await rowsOf<{ n: number | string }>(
    exec,
    sql`SELECT count(*) AS n FROM ledger_lines l JOIN ledger_transactions t ON t.id = l.transaction_id WHERE ${where}`,
  );
  const rows = await rowsOf<{
    id: number | string;
    transaction_id: number | string;
    kind: string;
    amount: number | string;
    balance_after: number | string;
    vendor: string;
    created_at: Date | string;
    reference_type: string;
    reference_id: string;
    memo: string;
  }>(
    exec,
    sql`SELECT l.id, l.transaction_id, t.kind, l.amount, l.balance_after, a.vendor, l.created_at,
               t.reference_type, t.reference_id, t.memo
        FROM ledger_lines l
        JOIN ledger_transactions t ON t.id = l.transaction_id
        JOIN wallet_accounts a ON a.id = l.account_id
        WHERE ${where}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
  );
  return {
    total: Number(count?.n ?? 0),
    list: rows.map((r) => ({
      id: Number(r.id),
      transactionId: Number(r.transaction_id),
      type: r.kind,
      amount: major(brand, Number(r.amount)),
      balanceAfter: major(brand, Number(r.balance_after)),
      wallet: r.vendor,
      time: new Date(r.created_at).toISOString(),
      reference: r.reference_type ? `${r.reference_type}:${r.reference_id}` : r.reference_id,
      memo: r.memo,
    })),
  };
}

/**
 * A ledger transaction of a brand as the back office weighs it: its kind, what it reverses, and the
 * member and amount of its largest member line (0 and null when no member line). Undefined when absent.
 */
export async function transactionSummary(
  exec: DbOrTx,
  brandId: number,
  transactionId: number,
): Promise<
  { id: number; kind: string; reversesId: number | null; memberId: number | null; amount: number } | undefined
> {
  const [t] = await exec
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.id, transactionId), eq(ledgerTransactions.brandId, brandId)));
  if (!t) return undefined;
  const lines = await exec
    .select({ memberId: ledgerLines.memberId, amount: ledgerLines.amount })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.transactionId, t.id), isNotNull(ledgerLines.memberId)));
  const largest = lines.reduce<(typeof lines)[number] | undefined>(
    (best, l) => (best === undefined || Math.abs(l.amount) > Math.abs(best.amount) ? l : best),
    undefined,
  );
  return {
    id: t.id,
    kind: t.kind,
    reversesId: t.reversesId,
    memberId: largest?.memberId ?? null,
    amount: largest?.amount ?? 0,
  };
}
