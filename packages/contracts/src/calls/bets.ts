import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants.ts';
import { defineCall } from '../define.ts';
import { ZDate } from './shapes.ts';

/**
 * The member's betting record (member centre page personalHistoryCopy) and personal profit and loss
 * (personalProfit): rounds the game vendors booked through the seamless wallet API (calls/vendor.ts).
 * Free-play rounds are not listed. Amounts are major units of the brand's currency.
 */

/** A round's state: bets placed and not settled yet, settled by a win (possibly 0), or every bet refunded. */
export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code');

/** Filters both calls share: category, vendor and inclusive dates in the brand's time zone (by round start). */
const ZBetFilters = z.object({
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: ZVassalage.optional(),
  startDate: ZDate.optional(),
  endDate: ZDate.optional(),
});

export const ZBetRecord = z.object({
  id: z.number().int(),
  /** The vendor's round id. */
  roundId: z.string(),
  vassalage: z.string(),
  /** The vendor's name (a proper noun). */
  vendor: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  nodeId: z.string(),
  /** The game's name in the request's language. */
  gameName: z.string(),
  /** Stakes not rolled back. */
  betAmount: z.number(),
  winAmount: z.number(),
  /** winAmount - betAmount (0 while open). */
  profit: z.number(),
  status: z.enum(BET_STATUSES),
  /** ISO 8601. */
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

export const ZBetTotals = z.object({
  rounds: z.number().int(),
  betAmount: z.number(),
  winAmount: z.number(),
  profit: z.number(),
});
export type TBetTotals = z.infer<typeof ZBetTotals>;

export const betRecords = defineCall({
  id: 'bets.records',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemBetRecord',
  auth: 'token',
  allowTrial: false,
  summary: 'Betting record: one row per game round, by category, vendor and date, a page at a time, with totals',
  request: ZBetFilters.extend({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
  }),
  response: z.object({
    list: z.array(ZBetRecord),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    /** Over every round the filters match, not only this page. */
    totals: ZBetTotals,
  }),
});

export const ZProfitRow = ZBetTotals.extend({ gameType: z.enum(GAME_CATEGORIES) });
export const ZVendorProfitRow = ZProfitRow.extend({ vassalage: z.string(), vendor: z.string() });

export const profitLoss = defineCall({
  id: 'bets.profitLoss',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemProfitLoss',
  auth: 'token',
  allowTrial: false,
  summary: 'Personal profit and loss of settled rounds over the dates, by category and by vendor, with totals',
  request: ZBetFilters,
  response: z.object({
    byCategory: z.array(ZProfitRow),
    byVendor: z.array(ZVendorProfitRow),
    totals: ZBetTotals,
  }),
});
