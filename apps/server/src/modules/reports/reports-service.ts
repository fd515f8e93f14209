import type {
  RevenueGroup,
  TCashierDay,
  TCountSum,
  TPlayersDay,
  TRevenueRow,
} from '@app/contracts/calls/backoffice-reports';
import { toMajor } from '@app/contracts/money';
import { eachDay, reportRangeError } from '@app/contracts/report-range';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberReports } from '../auth/report-sums.ts';
import type { CashierReports, CountSum } from '../cashier/report-sums.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { GamingReports, GamingSum, Period } from '../valid-bets/report-sums.ts';
import { periodOf } from '../valid-bets/sums.ts';
import { localDay } from '../wallet/money.ts';
import type { CreditReports, CreditSums } from '../wallet/report-sums.ts';

/**
 * The back-office reports (docs/decisions/1060): every figure is summed in minor units in SQL by the
 * area that owns the rows (valid-bets, cashier, wallet, auth `report-sums.ts`), over the brand's local
 * days from..to, and converted to major units here, once. GGR = stake - payout of the valid-bet
 * record (corrections included, on the day written); NGR = GGR - net bonus credits - net adjustment
 * credits to members (ledger). The platform owner's brand breakdown takes each brand over its own
 * local days and currency.
 */
export interface ReportSources {
  gaming: GamingReports;
  cashier: CashierReports;
  credits: CreditReports;
  members: MemberReports;
  vendors: Pick<VendorService, 'vendors'>;
  brands: Pick<BrandService, 'list'>;
}

/** A range checked against the rule shared with the admin app's forms (report-range.ts). */
export function checkRange(from: string, to: string): void {
  const problem = reportRangeError(from, to);
  if (problem) throw new AppError(problem);
}

export function periodFor(brand: Brand, from: string, to: string): Period {
  return { brandId: brand.id, offsetMinutes: brand.settings.timezoneOffsetMinutes, ...periodOf(brand, from, to) };
}

const ZERO_SUM: GamingSum = { key: '', bets: 0, players: 0, stake: 0, valid: 0, win: 0 };
const NO_CREDITS: CreditSums = { bonus: 0, adjustment: 0 };

/** A revenue row in major units; credits null for a row no bonus or adjustment belongs to (vendor, category). */
function revenueRow(brand: Brand, key: string, label: string, g: GamingSum, c: CreditSums | null): TRevenueRow {
  const m = brand.settings.minorUnits;
  const ggr = g.stake - g.win;
  return {
    key,
    label,
    currency: brand.settings.currency,
    minorUnits: m,
    bets: g.bets,
    players: g.players,
    stake: toMajor(g.stake, m),
    valid: toMajor(g.valid, m),
    payout: toMajor(g.win, m),
    ggr: toMajor(ggr, m),
    bonus: c ? toMajor(c.bonus, m) : null,
    adjustments: c ? toMajor(c.adjustment, m) : null,
    ngr: c ? toMajor(ggr - c.bonus - c.adjustment, m) : null,
  };
}

function addCredits(all: Iterable<CreditSums>): CreditSums {
  const out = { ...NO_CREDITS };
  for (const c of all) {
    out.bonus += c.bonus;
    out.adjustment += c.adjustment;
  }
  return out;
}

const countSum = (c: CountSum, m: number): TCountSum => ({ count: c.count, sum: toMajor(c.sum, m) });

export function createReportsService(deps: Deps, src: ReportSources) {
  async function revenueOfBrand(brand: Brand, from: string, to: string, by: Exclude<RevenueGroup, 'brand'>) {
    const p = periodFor(brand, from, to);
    const [grouped, total, credits] = [
      await src.gaming.grouped(p, by),
      await src.gaming.total(p),
      await src.credits.byDay(p),
    ];
    const totalRow = revenueRow(brand, 'total', 'total', total, addCredits(credits.values()));
    if (by === 'day') {
      const byKey = new Map(grouped.map((g) => [g.key, g]));
      const rows = eachDay(from, to).map((day) =>
        revenueRow(brand, day, day, byKey.get(day) ?? ZERO_SUM, credits.get(day) ?? NO_CREDITS),
      );
      return { rows, total: totalRow };
    }
    if (by === 'vendor') {
      const names = new Map((await src.vendors.vendors(brand)).map((v) => [String(v.id), v]));
      const rows = grouped.map((g) => {
        const v = names.get(g.key);
        return revenueRow(brand, v?.vassalage ?? `#${g.key}`, v?.name ?? `#${g.key}`, g, null);
      });
      return { rows, total: totalRow };
    }
    return { rows: grouped.map((g) => revenueRow(brand, g.key, g.key, g, null)), total: totalRow };
  }

  return {
    /** Gaming revenue of the brand (or, by brand, of every brand: the caller checks it is a platform owner). */
    async revenue(brand: Brand, input: { from: string; to: string; by: RevenueGroup }) {
      checkRange(input.from, input.to);
      const { from, to, by } = input;
      const today = localDay(brand, deps.now());
      if (by !== 'brand') return { today, from, to, by, ...(await revenueOfBrand(brand, from, to, by)) };
      const rows: TRevenueRow[] = [];
      for (const b of await src.brands.list()) {
        const r = await revenueOfBrand(b, from, to, 'day');
        rows.push({ ...r.total, key: b.merchantCode, label: b.name });
      }
      const currencies = new Set(rows.map((r) => `${r.currency}/${r.minorUnits}`));
      let total: TRevenueRow | null = null;
      if (rows.length > 0 && currencies.size === 1) {
        const first = rows[0] as TRevenueRow;
        const m = first.minorUnits;
        // Add in minor units (exact), then convert once.
        const add = (f: (r: TRevenueRow) => number | null) =>
          toMajor(
            rows.reduce((a, r) => a + Math.round((f(r) ?? 0) * 10 ** m), 0),
            m,
          );
        total = {
          ...first,
          key: 'total',
          label: 'total',
          bets: rows.reduce((a, r) => a + r.bets, 0),
          players: rows.reduce((a, r) => a + r.players, 0),
          stake: add((r) => r.stake),
          valid: add((r) => r.valid),
          payout: add((r) => r.payout),
          ggr: add((r) => r.ggr),
          bonus: add((r) => r.bonus),
          adjustments: add((r) => r.adjustments),
          ngr: add((r) => r.ngr),
        };
      }
      return { today, from, to, by, rows, total };
    },

    async cashier(brand: Brand, input: { from: string; to: string }) {
      checkRange(input.from, input.to);
      const p = periodFor(brand, input.from, input.to);
      const m = brand.settings.minorUnits;
      const found = new Map((await src.cashier.days(p)).map((d) => [d.day, d]));
      const zero = { count: 0, sum: 0 };
      const minorDays = eachDay(input.from, input.to).map(
        (day) =>
          found.get(day) ?? {
            day,
            depositsRequested: zero,
            depositsCredited: zero,
            withdrawalsRequested: zero,
            withdrawalsPaid: zero,
          },
      );
      const fields = ['depositsRequested', 'depositsCredited', 'withdrawalsRequested', 'withdrawalsPaid'] as const;
      const sumOf = (f: (typeof fields)[number]) =>
        minorDays.reduce((a, d) => ({ count: a.count + d[f].count, sum: a.sum + d[f].sum }), zero);
      const days: TCashierDay[] = minorDays.map((d) => ({
        day: d.day,
        depositsRequested: countSum(d.depositsRequested, m),
        depositsCredited: countSum(d.depositsCredited, m),
        withdrawalsRequested: countSum(d.withdrawalsRequested, m),
        withdrawalsPaid: countSum(d.withdrawalsPaid, m),
      }));
      const keyed = (k: { key: string; count: number; sum: number }) => ({ key: k.key, ...countSum(k, m) });
      return {
        today: localDay(brand, deps.now()),
        from: input.from,
        to: input.to,
        currency: brand.settings.currency,
        minorUnits: m,
        days,
        total: {
          depositsRequested: countSum(sumOf('depositsRequested'), m),
          depositsCredited: countSum(sumOf('depositsCredited'), m),
          withdrawalsRequested: countSum(sumOf('withdrawalsRequested'), m),
          withdrawalsPaid: countSum(sumOf('withdrawalsPaid'), m),
        },
        depositStatuses: (await src.cashier.depositStatuses(p)).map(keyed),
        withdrawalStatuses: (await src.cashier.withdrawalStatuses(p)).map(keyed),
        depositChannels: (await src.cashier.depositChannels(p)).map((c) => ({
          ...keyed(c),
          credited: countSum(c.credited, m),
        })),
      };
    },

    async players(brand: Brand, input: { from: string; to: string }) {
      checkRange(input.from, input.to);
      const p = periodFor(brand, input.from, input.to);
      const fresh = await src.members.newByDay(p);
      const firsts = new Map((await src.cashier.firstDeposits(p)).map((f) => [f.key, f.count]));
      const active = new Map((await src.gaming.grouped(p, 'day')).map((g) => [g.key, g.players]));
      const days: TPlayersDay[] = eachDay(input.from, input.to).map((day) => ({
        day,
        newMembers: fresh.get(day) ?? 0,
        firstDeposits: firsts.get(day) ?? 0,
        activePlayers: active.get(day) ?? 0,
      }));
      return {
        today: localDay(brand, deps.now()),
        from: input.from,
        to: input.to,
        days,
        total: {
          newMembers: days.reduce((a, d) => a + d.newMembers, 0),
          firstDeposits: days.reduce((a, d) => a + d.firstDeposits, 0),
          activePlayers: (await src.gaming.total(p)).players,
        },
      };
    },

    /** Today (the brand's local day of deps.now()) so far. */
    async glance(brand: Brand) {
      const day = localDay(brand, deps.now());
      const p = periodFor(brand, day, day);
      const m = brand.settings.minorUnits;
      const g = await src.gaming.total(p);
      const [cash] = await src.cashier.days(p);
      const fresh = await src.members.newByDay(p);
      return {
        day,
        currency: brand.settings.currency,
        minorUnits: m,
        ggr: toMajor(g.stake - g.win, m),
        deposits: countSum(cash?.depositsCredited ?? { count: 0, sum: 0 }, m),
        withdrawals: countSum(cash?.withdrawalsPaid ?? { count: 0, sum: 0 }, m),
        newMembers: fresh.get(day) ?? 0,
        activePlayers: g.players,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
