import type { TBetRecord, TBetTotals } from '@app/contracts/calls/bets';
import type { Language } from '@app/contracts/languages';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart, major } from '../wallet/money.ts';

export interface BetFilters {
  gameType?: string;
  vassalage?: string;
  startDate?: string;
  endDate?: string;
}

interface TotalsRow {
  rounds: number | string;
  bet: number | string | null;
  win: number | string | null;
  /** Profit of the settled rounds among them; win - bet when absent (every round settled). */
  profit?: number | string | null;
}

/** The betting record and personal profit and loss, read from the rounds the vendor API books. */
export function createBetRecordsService(deps: Deps) {
  function where(brand: Brand, memberId: number, f: BetFilters): SQL {
    if (f.startDate && f.endDate && f.startDate > f.endDate) {
      throw new AppError('request_param_err', { fields: [{ field: 'endDate', reason: 'before startDate' }] });
    }
    const from = f.startDate ? dayStart(brand, f.startDate) : null;
    const until = f.endDate ? new Date(dayStart(brand, f.endDate).getTime() + 86_400_000) : null;
    return sql`r.member_id = ${memberId} AND r.brand_id = ${brand.id} AND NOT r.free_play
      ${f.gameType ? sql`AND r.category = ${f.gameType}` : sql``}
      ${f.vassalage ? sql`AND v.vassalage = ${f.vassalage}` : sql``}
      ${from ? sql`AND r.started_at >= ${from.toISOString()}::timestamptz` : sql``}
      ${until ? sql`AND r.started_at < ${until.toISOString()}::timestamptz` : sql``}`;
  }

  const totalsOf = (brand: Brand, row: TotalsRow | undefined): TBetTotals => {
    const bet = Number(row?.bet ?? 0);
    const win = Number(row?.win ?? 0);
    return {
      rounds: Number(row?.rounds ?? 0),
      betAmount: major(brand, bet),
      winAmount: major(brand, win),
      profit: major(brand, row?.profit === undefined ? win - bet : Number(row.profit ?? 0)),
    };
  };

  return {
    /** One page of the member's rounds, newest first, with totals over every matching round. */
    async records(
      brand: Brand,
      lang: Language,
      memberId: number,
      f: BetFilters & { pageNo: number; pageSize: number },
    ) {
      const w = where(brand, memberId, f);
      const [totals] = await rowsOf<TotalsRow>(
        deps.db,
        sql`SELECT count(*) AS rounds, sum(r.bet_minor) AS bet, sum(r.win_minor) AS win,
                   coalesce(sum(r.win_minor - r.bet_minor) FILTER (WHERE r.status = 'settled'), 0) AS profit
              FROM bet_rounds r JOIN game_vendors v ON v.id = r.vendor_id WHERE ${w}`,
      );
      const rows = await rowsOf<{
        id: number | string;
        round_id: string;
        vassalage: string;
        vendor: string;
        category: string;
        node_id: string;
        name: string | null;
        name_en: string;
        bet_minor: number | string;
        win_minor: number | string;
        status: string;
        started_at: Date | string;
        settled_at: Date | string | null;
      }>(
        deps.db,
        sql`SELECT r.id, r.round_id, v.vassalage, v.name AS vendor, r.category, g.node_id, g.names ->> ${lang} AS name,
                   g.names ->> 'EN' AS name_en, r.bet_minor, r.win_minor, r.status, r.started_at, r.settled_at
              FROM bet_rounds r JOIN game_vendors v ON v.id = r.vendor_id JOIN games g ON g.id = r.game_id
             WHERE ${w}
             ORDER BY r.started_at DESC, r.id DESC
             LIMIT ${f.pageSize} OFFSET ${(f.pageNo - 1) * f.pageSize}`,
      );
      const t = totalsOf(brand, totals);
      const list: TBetRecord[] = rows.map((r) => {
        const bet = Number(r.bet_minor);
        const win = Number(r.win_minor);
        return {
          id: Number(r.id),
          roundId: r.round_id,
          vassalage: r.vassalage,
          vendor: r.vendor,
          gameType: r.category as TBetRecord['gameType'],
          nodeId: r.node_id,
          gameName: r.name ?? r.name_en,
          betAmount: major(brand, bet),
          winAmount: major(brand, win),
          profit: r.status === 'settled' ? major(brand, win - bet) : 0,
          status: r.status as TBetRecord['status'],
          startedAt: new Date(r.started_at).toISOString(),
          settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
        };
      });
      return {
        list,
        pageNo: f.pageNo,
        pageSize: f.pageSize,
        total: t.rounds,
        totalPages: Math.ceil(t.rounds / f.pageSize),
        totals: t,
      };
    },

    /** Profit and loss of the member's settled rounds, by category and by vendor. */
    async profitLoss(brand: Brand, memberId: number, f: BetFilters) {
      const w = sql`${where(brand, memberId, f)} AND r.status = 'settled'`;
      const rows = await rowsOf<TotalsRow & { category: string; vassalage: string; vendor: string; sort: number }>(
        deps.db,
        sql`SELECT r.category, v.vassalage, v.name AS vendor, min(v.sort) AS sort, count(*) AS rounds,
                   sum(r.bet_minor) AS bet, sum(r.win_minor) AS win
              FROM bet_rounds r JOIN game_vendors v ON v.id = r.vendor_id
             WHERE ${w}
             GROUP BY r.category, v.vassalage, v.name
             ORDER BY min(v.sort), v.vassalage`,
      );
      const byVendor = rows.map((r) => ({
        gameType: r.category as TBetRecord['gameType'],
        vassalage: r.vassalage,
        vendor: r.vendor,
        ...totalsOf(brand, r),
      }));
      const categories = new Map<string, TotalsRow>();
      const all: TotalsRow = { rounds: 0, bet: 0, win: 0 };
      for (const r of rows) {
        const c = categories.get(r.category) ?? { rounds: 0, bet: 0, win: 0 };
        for (const acc of [c, all]) {
          acc.rounds = Number(acc.rounds) + Number(r.rounds);
          acc.bet = Number(acc.bet) + Number(r.bet ?? 0);
          acc.win = Number(acc.win) + Number(r.win ?? 0);
        }
        categories.set(r.category, c);
      }
      return {
        byCategory: [...categories].map(([gameType, c]) => ({
          gameType: gameType as TBetRecord['gameType'],
          ...totalsOf(brand, c),
        })),
        byVendor,
        totals: totalsOf(brand, all),
      };
    },
  };
}
