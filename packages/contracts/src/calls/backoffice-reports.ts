import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZDate } from './shapes.ts';

/**
 * Back-office reports (issue 15 item 7, docs/decisions/1060-backoffice-reports.md): gaming revenue,
 * the cashier's deposits and withdrawals, and players, over brand-local days from..to (inclusive, at
 * most 92: `report-range.ts`), each also as CSV. Amounts are major units of the brand's currency
 * (summed in minor units, converted once); `currency`/`minorUnits` say which. Figures come from the
 * valid-bet record, the cashier's orders, members, member_firsts and the ledger.
 */

export const ZReportRange = z.object({ from: ZDate, to: ZDate });

/** The brand's local day now (yyyy-MM-dd), in every report's answer: the forms' presets count from it. */
const ZToday = z.string();

export const REVENUE_GROUPS = ['day', 'vendor', 'category', 'brand'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

export const ZRevenueRequest = ZReportRange.extend({ by: z.enum(REVENUE_GROUPS).default('day') });
export type TRevenueRequest = z.infer<typeof ZRevenueRequest>;

export const ZRevenueRow = z.object({
  /** The day (yyyy-MM-dd), vendor code, category or brand merchant code. */
  key: z.string(),
  /** What to show: the vendor's name, the brand's name; the key otherwise. */
  label: z.string(),
  currency: z.string(),
  minorUnits: z.number().int(),
  /** Settled bets (settlement rows; corrections are not bets). */
  bets: z.number().int(),
  /** Distinct members with a settled bet (active players). */
  players: z.number().int(),
  stake: z.number(),
  valid: z.number(),
  payout: z.number(),
  /** Gross gaming revenue: stake - payout. */
  ggr: z.number(),
  /** Net bonuses credited to members (null in a vendor or category row: they belong to no game). */
  bonus: z.number().nullable(),
  /** Net balance adjustments credited to members (null in a vendor or category row). */
  adjustments: z.number().nullable(),
  /** Net gaming revenue: ggr - bonus - adjustments (null in a vendor or category row). */
  ngr: z.number().nullable(),
});
export type TRevenueRow = z.infer<typeof ZRevenueRow>;

export const revenue = defineCall({
  id: 'backofficeReports.revenue',
  method: 'GET',
  path: '/backoffice/api/reports/revenue',
  auth: 'staff',
  summary:
    'Gaming revenue (bets, active players, stake, valid, payout, GGR, bonuses, adjustments, NGR) by day, vendor, category or (platform owner) brand',
  request: ZRevenueRequest,
  response: z.object({
    today: ZToday,
    from: z.string(),
    to: z.string(),
    by: z.enum(REVENUE_GROUPS),
    rows: z.array(ZRevenueRow),
    /** The whole range (players distinct over it); null for brands of different currencies. */
    total: ZRevenueRow.nullable(),
  }),
});

export const revenueCsv = defineCall({
  id: 'backofficeReports.revenueCsv',
  method: 'GET',
  path: '/backoffice/api/reports/revenue/csv',
  auth: 'staff',
  summary: 'The revenue report as a CSV file (text/csv, amounts as decimals in major units, a total line)',
  request: ZRevenueRequest,
  response: z.string(),
});

const ZCountSum = z.object({ count: z.number().int(), sum: z.number() });
export type TCountSum = z.infer<typeof ZCountSum>;

export const ZCashierFigures = z.object({
  /** Deposit orders made (any status now), on the day they were made. */
  depositsRequested: ZCountSum,
  /** Deposits credited (paid), on the day they were credited. */
  depositsCredited: ZCountSum,
  /** Withdrawals asked for (any status now), on the day they were asked for. */
  withdrawalsRequested: ZCountSum,
  /** Withdrawals paid out, on the day they were paid. */
  withdrawalsPaid: ZCountSum,
});
export const ZCashierDay = ZCashierFigures.extend({ day: z.string() });
export type TCashierDay = z.infer<typeof ZCashierDay>;

const ZKeyedCountSum = ZCountSum.extend({ key: z.string() });

export const cashier = defineCall({
  id: 'backofficeReports.cashier',
  method: 'GET',
  path: '/backoffice/api/reports/cashier',
  auth: 'staff',
  summary: 'Deposits and withdrawals by day (requested, credited, paid), by status and by deposit channel',
  request: ZReportRange,
  response: z.object({
    today: ZToday,
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    minorUnits: z.number().int(),
    /** Every day of the range, in order. */
    days: z.array(ZCashierDay),
    total: ZCashierFigures,
    /** Deposits requested in the range, by their status now. */
    depositStatuses: z.array(ZKeyedCountSum),
    /** Withdrawals requested in the range, by their status now. */
    withdrawalStatuses: z.array(ZKeyedCountSum),
    /** Deposits requested in the range by channel (`bank:<id>` or `gateway:<id>`), with what was credited. */
    depositChannels: z.array(ZKeyedCountSum.extend({ credited: ZCountSum })),
  }),
});

export const cashierCsv = defineCall({
  id: 'backofficeReports.cashierCsv',
  method: 'GET',
  path: '/backoffice/api/reports/cashier/csv',
  auth: 'staff',
  summary: 'The cashier report by day as a CSV file (text/csv, a total line)',
  request: ZReportRange,
  response: z.string(),
});

export const ZPlayersDay = z.object({
  day: z.string(),
  /** Player accounts made that day. */
  newMembers: z.number().int(),
  /** Members whose first deposit was credited that day. */
  firstDeposits: z.number().int(),
  /** Distinct members with a settled bet that day. */
  activePlayers: z.number().int(),
});
export type TPlayersDay = z.infer<typeof ZPlayersDay>;

export const players = defineCall({
  id: 'backofficeReports.players',
  method: 'GET',
  path: '/backoffice/api/reports/players',
  auth: 'staff',
  summary: 'New members, first deposits and active players by day',
  request: ZReportRange,
  response: z.object({
    today: ZToday,
    from: z.string(),
    to: z.string(),
    days: z.array(ZPlayersDay),
    /** Sums over the range; activePlayers is distinct over the whole range. */
    total: ZPlayersDay.omit({ day: true }),
  }),
});

export const playersCsv = defineCall({
  id: 'backofficeReports.playersCsv',
  method: 'GET',
  path: '/backoffice/api/reports/players/csv',
  auth: 'staff',
  summary: 'The players report by day as a CSV file (text/csv, a total line)',
  request: ZReportRange,
  response: z.string(),
});

export const glance = defineCall({
  id: 'backofficeReports.glance',
  method: 'GET',
  path: '/backoffice/api/reports/glance',
  auth: 'staff',
  summary:
    "Today at a glance (the brand's local day so far): GGR, deposits credited, withdrawals paid, new members, active players",
  request: z.object({}),
  response: z.object({
    day: z.string(),
    currency: z.string(),
    minorUnits: z.number().int(),
    ggr: z.number(),
    deposits: ZCountSum,
    withdrawals: ZCountSum,
    newMembers: z.number().int(),
    activePlayers: z.number().int(),
  }),
});
