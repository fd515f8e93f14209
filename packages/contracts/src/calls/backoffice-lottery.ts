import { z } from 'zod';
import { defineCall } from '../define.ts';
import { LOTTERY_GAME_CODES } from '../lottery/types.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZDate } from './shapes.ts';
import { ZAmountInput } from './wallet.ts';

/**
 * Back office: house lotteries (issue 17 item 5, docs/decisions/1200-lotteries.md "Back office"). The
 * brand's settings of each lottery, its odds tables with the published RTP, draws (void with a reason,
 * outside results entered by one operator and confirmed by another) and exposure per number. Amounts
 * are major units; odds and RTP basis points (10000 = 1 unit, 100%). Every write is audited.
 */

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZReason = z.string().trim().min(2).max(1000);
export const ZLotteryCode = z.enum(LOTTERY_GAME_CODES);
export const ZDrawStatus = z.enum(['open', 'closed', 'drawn', 'settled', 'void']);
export const ZResultSource = z.enum(['house', 'outside']);

export const ZSchedule = z.union([
  z.object({ kind: z.literal('interval'), minutes: z.number().int() }),
  z.object({
    kind: z.literal('weekly'),
    time: z.string(),
    days: z.array(z.number().int()),
    tzOffsetMinutes: z.number().int().optional(),
  }),
]);

export const ZLotterySettings = z.object({
  gameCode: ZLotteryCode,
  /** The lottery's name in the staff member's language. */
  name: z.string(),
  vendor: z.string(),
  enabled: z.boolean(),
  resultSource: ZResultSource,
  /** The schedule of the definition (LotterySchedule): the back office words it in the reader's language. */
  schedule: ZSchedule,
  closeSeconds: z.number().int(),
  minUnit: ZMajor,
  maxUnit: ZMajor,
  /** The most one number (one draw) may pay out; null: no limit. */
  maxPayoutNumber: ZMajor.nullable(),
  maxPayoutDraw: ZMajor.nullable(),
  /** Play types whose odds differ from the defaults. */
  oddsChanged: z.number().int(),
  updatedBy: z.string(),
});
export type TLotterySettings = z.infer<typeof ZLotterySettings>;

export const lotteries = defineCall({
  id: 'backofficeLottery.lotteries',
  method: 'GET',
  path: '/backoffice/api/lottery/lotteries',
  auth: 'staff',
  open: true,
  summary: "The house lotteries with the brand's settings (defaults of the definition where none is set)",
  request: z.object({}),
  response: z.object({ list: z.array(ZLotterySettings), currency: z.string() }),
});

export const settingsUpdate = defineCall({
  id: 'backofficeLottery.settingsUpdate',
  method: 'POST',
  path: '/backoffice/api/lottery/settings',
  auth: 'staff',
  open: true,
  summary:
    'Changes a lottery of the brand: enabled, result source, close seconds, unit limits, maximum payout per number and per draw; with a reason, audited (before/after)',
  request: z.object({
    gameCode: ZLotteryCode,
    enabled: z.boolean(),
    resultSource: ZResultSource,
    closeSeconds: z.number().int().min(0).max(86_400),
    minUnit: ZAmountInput,
    maxUnit: ZAmountInput,
    /** null: no limit. */
    maxPayoutNumber: ZAmountInput.nullable(),
    maxPayoutDraw: ZAmountInput.nullable(),
    reason: ZReason,
  }),
  response: ZLotterySettings,
});

/** Odds: one figure, or one per option (sums, prize tiers), basis points. */
export const ZOdds = z.union([z.number(), z.record(z.string(), z.number())]);

export const ZOddsRow = z.object({
  playType: z.string(),
  tab: z.string(),
  defaultOdds: ZOdds,
  /** The brand's odds, or null when it uses the default. */
  brandOdds: ZOdds.nullable(),
  /** Published return to player with the odds in force, basis points. */
  rtp: z.number().int(),
  defaultRtp: z.number().int(),
});
export type TOddsRow = z.infer<typeof ZOddsRow>;

export const odds = defineCall({
  id: 'backofficeLottery.odds',
  method: 'GET',
  path: '/backoffice/api/lottery/odds',
  auth: 'staff',
  open: true,
  summary: "A lottery's odds table: each play type's default odds, the brand's odds and the published RTP",
  request: z.object({ gameCode: ZLotteryCode }),
  response: z.object({ gameCode: ZLotteryCode, name: z.string(), list: z.array(ZOddsRow) }),
});

export const oddsUpdate = defineCall({
  id: 'backofficeLottery.oddsUpdate',
  method: 'POST',
  path: '/backoffice/api/lottery/odds',
  auth: 'staff',
  open: true,
  summary:
    "Sets the brand's odds of the listed play types (null: back to the default); positive whole basis points, shaped like the default, published RTP at most 100% (`lottery.odds.invalid`); with a reason, audited",
  request: z.object({
    gameCode: ZLotteryCode,
    odds: z.record(z.string().max(64), ZOdds.nullable()),
    reason: ZReason,
  }),
  response: z.object({ gameCode: ZLotteryCode, name: z.string(), list: z.array(ZOddsRow) }),
});

export const ZDrawRow = z.object({
  id: z.number().int(),
  gameCode: ZLotteryCode,
  name: z.string(),
  drawNo: z.string(),
  status: ZDrawStatus,
  source: ZResultSource,
  closesAt: z.number(),
  drawsAt: z.number(),
  tickets: z.number().int(),
  stake: ZMajor,
  payout: ZMajor,
  /** An outside result waits for a second operator. */
  awaitingConfirm: z.boolean(),
});
export type TDrawRow = z.infer<typeof ZDrawRow>;

export const draws = defineCall({
  id: 'backofficeLottery.draws',
  method: 'GET',
  path: '/backoffice/api/lottery/draws',
  auth: 'staff',
  open: true,
  summary: 'Draws of the brand, newest draw time first, filtered by lottery, status and brand-local days',
  request: z.object({
    gameCode: ZLotteryCode.optional(),
    status: ZDrawStatus.optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({
    list: z.array(ZDrawRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  }),
});

export const ZResultGroups = z
  .array(z.object({ key: z.string().min(1).max(40), numbers: z.array(z.string().max(10)).max(100) }))
  .max(200);

export const ZExposureRow = z.object({ numberKey: z.string(), amount: ZMajor });

/** A draw's exposure against the brand's maximum payouts (null: no limit). */
const ZExposureOf = z.object({
  exposure: ZMajor,
  maxPayoutDraw: ZMajor.nullable(),
  maxPayoutNumber: ZMajor.nullable(),
});

export const ZDrawDetail = ZDrawRow.extend({
  opensAt: z.number(),
  drawnAt: z.number().nullable(),
  settledAt: z.number().nullable(),
  seedHash: z.string(),
  /** Revealed once drawn. */
  seed: z.string().nullable(),
  result: ZResultGroups.nullable(),
  /** An outside result entered and not yet confirmed. */
  pendingResult: ZResultGroups.nullable(),
  enteredBy: z.string(),
  confirmedBy: z.string(),
  voidReason: z.string(),
  voidedBy: z.string(),
  ...ZExposureOf.shape,
  /** The numbers with the highest exposure, highest first. */
  topExposure: z.array(ZExposureRow),
});
export type TDrawDetail = z.infer<typeof ZDrawDetail>;

export const draw = defineCall({
  id: 'backofficeLottery.draw',
  method: 'GET',
  path: '/backoffice/api/lottery/draw',
  auth: 'staff',
  open: true,
  summary: 'One draw: times, seed hash (seed once drawn), result, tickets, stake, payout, top exposure',
  request: z.object({ id: z.coerce.number().int().min(1) }),
  response: ZDrawDetail,
});

export const voidDraw = defineCall({
  id: 'backofficeLottery.voidDraw',
  method: 'POST',
  path: '/backoffice/api/lottery/draw/void',
  auth: 'staff',
  open: true,
  summary: 'Voids a draw that is not settled: every ticket refunded by a job; with a reason, audited',
  request: z.object({ id: z.number().int().min(1), reason: ZReason }),
  response: ZDrawDetail,
});

export const enterResult = defineCall({
  id: 'backofficeLottery.enterResult',
  method: 'POST',
  path: '/backoffice/api/lottery/draw/result',
  auth: 'staff',
  open: true,
  summary: 'Enters the outside result of a closed draw (a second operator confirms it); with a reason, audited',
  request: z.object({ id: z.number().int().min(1), groups: ZResultGroups, reason: ZReason }),
  response: ZDrawDetail,
});

export const confirmResult = defineCall({
  id: 'backofficeLottery.confirmResult',
  method: 'POST',
  path: '/backoffice/api/lottery/draw/confirm',
  auth: 'staff',
  open: true,
  summary:
    'Confirms an entered outside result: a different operator than the one who entered it; the draw is drawn and settled; audited',
  request: z.object({ id: z.number().int().min(1), reason: ZReason }),
  response: ZDrawDetail,
});

export const ZExposureDraw = ZDrawRow.pick({
  id: true,
  gameCode: true,
  name: true,
  drawNo: true,
  closesAt: true,
}).extend({
  ...ZExposureOf.shape,
  numbers: z.array(ZExposureRow),
});
export type TExposureDraw = z.infer<typeof ZExposureDraw>;

export const exposure = defineCall({
  id: 'backofficeLottery.exposure',
  method: 'GET',
  path: '/backoffice/api/lottery/exposure',
  auth: 'staff',
  open: true,
  summary: 'Open draws with their exposure and the numbers with the highest exposure against the maximum',
  request: z.object({ gameCode: ZLotteryCode.optional(), top: z.coerce.number().int().min(1).max(100).default(10) }),
  response: z.object({ list: z.array(ZExposureDraw), currency: z.string() }),
});
