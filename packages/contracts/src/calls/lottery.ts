import { z } from 'zod';
import { defineCall } from '../define.ts';
import { LOTTERY_KINDS, LOTTERY_VENDORS } from '../lottery/types.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZRequestId } from './wallet.ts';

// House lotteries as the player sees them (SPEC §2, §3, §7; issue 17; docs/decisions/1200-lotteries.md).
// Money is in major units (ZMajor) as everywhere in the member API; times are epoch ms.

const ZLanguageParam = z.string().max(10).optional();
const ZGameCode = z.string().trim().min(1).max(40);
const ZDrawNo = z
  .string()
  .trim()
  .regex(/^[0-9-]{6,20}$/, 'a draw number');

export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
export const ZDrawStatus = z.enum(DRAW_STATUSES);
/** A ticket's state as the player sees it: placing (its bet not yet answered), open, won, lost, void (refunded). */
export const TICKET_STATUSES = ['placing', 'open', 'won', 'lost', 'void'] as const;
export const ZTicketStatus = z.enum(TICKET_STATUSES);

export const ZLotteryResult = z.object({
  groups: z.array(z.object({ key: z.string(), numbers: z.array(z.string()) })),
});

/** A draw as lists show it. `seed` only once drawn; `result` only once drawn (or settled). */
export const ZDraw = z.object({
  gameCode: z.string(),
  drawNo: z.string(),
  status: ZDrawStatus,
  /** When tickets stop being taken, and when it draws (epoch ms). */
  closesAt: z.number(),
  drawsAt: z.number(),
  /** sha256 of the draw's seed, published from when the draw opens. */
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: ZLotteryResult.nullable(),
  /** house: drawn from the seed chain; outside: entered by one operator and confirmed by another. */
  source: z.enum(['house', 'outside']),
  /** The reason in the player's language when void; '' otherwise. */
  voidReason: z.string(),
});
export type TDraw = z.infer<typeof ZDraw>;

const ZPadGroup = z.union([
  z.object({
    key: z.string(),
    kind: z.literal('options'),
    options: z.array(z.string()),
    min: z.number().int(),
    max: z.number().int(),
  }),
  z.object({
    key: z.string(),
    kind: z.literal('digits'),
    digits: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
  }),
]);

export const ZPlayType = z.object({
  code: z.string(),
  tab: z.string(),
  groups: z.array(ZPadGroup),
  /** The brand's odds in basis points of a unit (one figure, or one per option). */
  odds: z.union([z.number(), z.record(z.string(), z.number())]),
  /** Published return to player, basis points. */
  rtp: z.number().int(),
});

/** A lottery in the lobby: its next draw (countdown) and its last result. */
export const ZLotterySummary = z.object({
  gameCode: z.string(),
  nodeId: z.string(),
  vassalage: z.enum(LOTTERY_VENDORS),
  kind: z.enum(LOTTERY_KINDS),
  name: z.string(),
  imgUrl: z.string(),
  /** interval: every n minutes; weekly: at a time on days. For the lobby's "every 3 minutes" line. */
  schedule: z.union([
    z.object({ kind: z.literal('interval'), minutes: z.number().int() }),
    z.object({
      kind: z.literal('weekly'),
      time: z.string(),
      days: z.array(z.number().int()),
      tzOffsetMinutes: z.number().int(),
    }),
  ]),
  next: ZDraw.nullable(),
  last: ZDraw.nullable(),
  /** Disabled by the operator or under maintenance: shown, not playable. */
  enabled: z.boolean(),
});
export type TLotterySummary = z.infer<typeof ZLotterySummary>;

export const lobby = defineCall({
  id: 'lottery.lobby',
  method: 'GET',
  path: '/lgw/lottery/lobby',
  auth: 'none',
  summary: 'Every house lottery of the brand with its next draw (countdown) and last result',
  request: z.object({ vassalage: z.enum(LOTTERY_VENDORS).optional(), language: ZLanguageParam }),
  response: z.array(ZLotterySummary),
});

export const game = defineCall({
  id: 'lottery.game',
  method: 'GET',
  path: '/lgw/lottery/game',
  auth: 'none',
  summary: 'One lottery for its betting page: play types with the brand odds and RTP, limits, the open draw, stations',
  request: z.object({ gameCode: ZGameCode, language: ZLanguageParam }),
  response: ZLotterySummary.extend({
    playTypes: z.array(ZPlayType),
    /** Per ticket unit; and the most staked on one number of one draw. */
    minUnit: ZMajor,
    maxUnit: ZMajor,
    /** Vietnam regions: the stations drawing in the open draw, and lots per station. */
    stations: z.array(z.object({ code: z.string(), name: z.string() })),
    lots: z.number().int(),
    /** The draws after `next` that take tickets too (up to 10, for buying ahead). */
    upcoming: z.array(ZDraw),
    /** The seed chain: its anchor (published when it started) and how many draws it covers. */
    chain: z.object({ anchor: z.string(), startedAt: z.number() }).nullable(),
  }),
});

export const ZTicketBetInput = z.object({
  playType: z.string().min(1).max(40),
  selection: z.record(z.string().max(20), z.array(z.string().max(12)).max(100)),
  /** Stake per unit. */
  unit: z.union([z.number(), z.string().max(32)]),
});

export const ZTicket = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  drawNo: z.string(),
  playType: z.string(),
  selection: z.record(z.string(), z.array(z.string())),
  units: z.number().int(),
  unit: ZMajor,
  stake: ZMajor,
  /** What it won (stake included); 0 until settled and when it lost. */
  win: ZMajor,
  status: ZTicketStatus,
  placedAt: z.number(),
  settledAt: z.number().nullable(),
  /** The draw's result once drawn. */
  result: ZLotteryResult.nullable(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const place = defineCall({
  id: 'lottery.place',
  method: 'POST',
  path: '/wps/lottery/tickets',
  auth: 'token',
  allowTrial: false,
  summary:
    'Buys tickets on one draw: one ticket per bet, each staked through the seamless wallet API; all or nothing per bet',
  request: z.object({
    gameCode: ZGameCode,
    drawNo: ZDrawNo,
    bets: z.array(ZTicketBetInput).min(1).max(20),
    /** Idempotency key: the same key answers the same tickets. */
    requestId: ZRequestId,
  }),
  response: z.object({ tickets: z.array(ZTicket), balance: ZMajor }),
});

export const tickets = defineCall({
  id: 'lottery.tickets',
  method: 'GET',
  path: '/wps/lottery/tickets',
  auth: 'token',
  summary: 'My lottery tickets, newest first: open, won, lost or void',
  request: z.object({
    status: z.enum(['open', 'won', 'lost', 'void']).optional(),
    gameCode: ZGameCode.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
    language: ZLanguageParam,
  }),
  response: z.object({ list: z.array(ZTicket), total: z.number().int(), pageNo: z.number().int() }),
});

export const results = defineCall({
  id: 'lottery.results',
  method: 'GET',
  path: '/lgw/lottery/results',
  auth: 'none',
  summary: 'The last draws of a lottery (up to 100), newest first, with results, seeds and seed hashes',
  request: z.object({
    gameCode: ZGameCode,
    count: z.coerce.number().int().min(1).max(100).default(100),
    language: ZLanguageParam,
  }),
  response: z.array(ZDraw),
});

export const trends = defineCall({
  id: 'lottery.trends',
  method: 'GET',
  path: '/lgw/lottery/trends',
  auth: 'none',
  summary: 'Hot, cold and missing numbers over the last draws (default 30)',
  request: z.object({ gameCode: ZGameCode, draws: z.coerce.number().int().min(5).max(100).default(30) }),
  response: z.object({
    draws: z.number().int(),
    /** For each trend key (a position, the dice, the two-digit endings): how often each value came and how many draws since it last came. */
    keys: z.array(
      z.object({
        key: z.string(),
        values: z.array(z.object({ value: z.string(), hits: z.number().int(), missing: z.number().int() })),
      }),
    ),
  }),
});

export const draw = defineCall({
  id: 'lottery.draw',
  method: 'GET',
  path: '/lgw/lottery/draw',
  auth: 'none',
  summary: 'One draw with what verifying it needs: seed, seed hash, the previous draw, the chain anchor',
  request: z.object({ gameCode: ZGameCode, drawNo: ZDrawNo, language: ZLanguageParam }),
  response: ZDraw.extend({
    /** The previous draw of the chain (its seed must equal this draw's seed hash), or null for the first. */
    previous: z.object({ drawNo: z.string(), seed: z.string().nullable() }).nullable(),
    chain: z.object({ anchor: z.string(), startedAt: z.number() }).nullable(),
    /** For the Vietnam regions: the weekday the stations were drawn for (0 Sunday). */
    weekday: z.number().int(),
    /** Outside results: who entered and confirmed (staff usernames are not shown: true/false). */
    confirmed: z.boolean(),
  }),
});

// SPEC §7's Vietnam and lotto calls, answered from the house lotteries.

export const vnMenu = defineCall({
  id: 'lottery.vnMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  auth: 'none',
  summary: "The Vietnam lottery menu: the three regions with today's stations and next draw",
  request: z.object({ language: ZLanguageParam }),
  response: z.array(ZLotterySummary.extend({ stations: z.array(z.object({ code: z.string(), name: z.string() })) })),
});

export const vnRecent = defineCall({
  id: 'lottery.vnRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: 'token',
  summary: 'The Vietnam lotteries I bought tickets on most recently',
  request: z.object({ language: ZLanguageParam }),
  response: z.array(ZLotterySummary),
});

export const vnOpened = defineCall({
  id: 'lottery.vnOpened',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  auth: 'none',
  summary: 'The last drawn results of a Vietnam region (count 100)',
  request: z.object({ gameCode: ZGameCode, count: z.coerce.number().int().min(1).max(100).default(100) }),
  response: z.array(ZDraw),
});

export const lottoOpened = defineCall({
  id: 'lottery.lottoOpened',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  auth: 'token',
  summary: 'The latest result of every lotto and e-lotto lottery',
  request: z.object({ language: ZLanguageParam }),
  response: z.array(ZDraw),
});
