/**
 * What net gaming revenue subtracts (docs/decisions/1060), from the ledger over a brand's period, by
 * brand-local day: the net amount credited to members' accounts by `bonus` and `adjustment`
 * transactions, and by `reversal`s of those (a reversal counts, negatively, on its own day). A debit
 * adjustment counts negatively. Bets, wins, refunds, deposits, withdrawals and transfers never count.
 */
import { sql } from 'drizzle-orm';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { Period } from '../valid-bets/report-sums.ts';
import { BONUS_WALLET } from './accounts.ts';

export interface CreditSums {
  bonus: number;
  adjustment: number;
}

interface Row {
  key: string;
  bonus: string | number | null;
  adjustment: string | number | null;
}

export function createCreditReports(deps: Deps) {
  return {
    /** Bonus and adjustment credits (net) by brand-local day; days without any are absent. */
    async byDay(p: Period): Promise<Map<string, CreditSums>> {
      const rows = await rowsOf<Row>(
        deps.db,
        sql`SELECT ${localDaySql(sql`t.created_at`, p.offsetMinutes)} AS key,
                   sum(l.amount) FILTER (WHERE coalesce(r.kind, t.kind) = 'bonus') AS bonus,
                   sum(l.amount) FILTER (WHERE coalesce(r.kind, t.kind) = 'adjustment') AS adjustment
              FROM ledger_transactions t
              LEFT JOIN ledger_transactions r ON t.kind = 'reversal' AND r.id = t.reverses_id
              JOIN ledger_lines l ON l.transaction_id = t.id AND l.member_id IS NOT NULL
                   -- bonus money costs the brand when it becomes real money, not while it is wagered
                   AND NOT EXISTS (SELECT 1 FROM wallet_accounts b WHERE b.id = l.account_id AND b.vendor = ${BONUS_WALLET})
             WHERE t.brand_id = ${p.brandId} AND t.kind IN ('bonus', 'adjustment', 'reversal')
               AND t.created_at >= ${p.start.toISOString()}::timestamptz AND t.created_at < ${p.end.toISOString()}::timestamptz
               AND coalesce(r.kind, t.kind) IN ('bonus', 'adjustment')
             GROUP BY 1 ORDER BY 1`,
      );
      return new Map(
        rows.map((r) => [String(r.key), { bonus: Number(r.bonus ?? 0), adjustment: Number(r.adjustment ?? 0) }]),
      );
    },
  };
}

export type CreditReports = ReturnType<typeof createCreditReports>;
