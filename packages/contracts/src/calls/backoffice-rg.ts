import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZRgKind, ZRgPeriod, ZRgState } from './rg.ts';
import { ZDate } from './shapes.ts';
import { ZAmountInput } from './wallet.ts';

/**
 * Back office: responsible gaming and operator controls (issue 20 item 5; docs/decisions/1400). Disable
 * on demand (all gaming of the brand, one vendor, one game or one member) takes effect at the next
 * stake; a member's limits may be lowered by staff, never raised. Every write needs a reason and is
 * audited.
 */

const ZReason = z.string().trim().min(2).max(1000);
export const ZPlayScope = z.enum(['brand', 'vendor', 'game', 'member']);
export type TPlayScope = z.infer<typeof ZPlayScope>;

export const ZPlayStop = z.object({
  id: z.number().int(),
  scope: ZPlayScope,
  /** The vendor code, "VENDOR/GAME" for a game, the member's username; '' for the whole brand. */
  subject: z.string(),
  reason: z.string(),
  /** The staff member who stopped it. */
  by: z.string(),
  at: z.number(),
});
export type TPlayStop = z.infer<typeof ZPlayStop>;

export const stops = defineCall({
  id: 'backofficeRg.stops',
  method: 'GET',
  path: '/backoffice/api/rg/stops',
  auth: 'staff',
  open: true,
  summary: 'Gaming stopped on demand in the brand now: the brand, vendors, games and members',
  request: z.object({}),
  response: z.object({ list: z.array(ZPlayStop) }),
});

export const stop = defineCall({
  id: 'backofficeRg.stop',
  method: 'POST',
  path: '/backoffice/api/rg/stops',
  auth: 'staff',
  open: true,
  summary:
    'Stops gaming on demand: the whole brand, a vendor (its code), a game ("VENDOR/GAME") or a member (username). The next stake is refused; wins and rollbacks still land. With a reason, audited',
  request: z.object({
    scope: ZPlayScope,
    subject: z.string().trim().max(100).default(''),
    reason: ZReason,
  }),
  response: ZPlayStop,
});

export const resume = defineCall({
  id: 'backofficeRg.resume',
  method: 'POST',
  path: '/backoffice/api/rg/stops/resume',
  auth: 'staff',
  open: true,
  summary: 'Lets gaming stopped on demand go on again; with a reason, audited',
  request: z.object({ id: z.number().int().positive(), reason: ZReason }),
  response: z.object({ list: z.array(ZPlayStop) }),
});

export const member = defineCall({
  id: 'backofficeRg.member',
  method: 'GET',
  path: '/backoffice/api/rg/member',
  auth: 'staff',
  open: true,
  summary: "A member's limits (with what is used and what remains), raises waiting, and any break",
  request: z.object({ username: z.string().trim().min(1).max(64) }),
  response: z.object({ memberId: z.number().int(), username: z.string(), state: ZRgState }),
});

export const lowerLimit = defineCall({
  id: 'backofficeRg.lowerLimit',
  method: 'POST',
  path: '/backoffice/api/rg/member/limit',
  auth: 'staff',
  open: true,
  summary:
    "Lowers (or sets, where none is) one of a member's limits at once; staff may never raise one. With a reason, audited",
  request: z.object({
    username: z.string().trim().min(1).max(64),
    kind: ZRgKind,
    period: ZRgPeriod,
    amount: ZAmountInput,
    reason: ZReason,
  }),
  response: z.object({ memberId: z.number().int(), username: z.string(), state: ZRgState }),
});

// Game recall (GLI-19): any round, house or vendor, with its bets, outcome and the balances around each.

export const ZRecallRound = z.object({
  id: z.number().int(),
  username: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  stake: ZMajor,
  win: ZMajor,
  freePlay: z.boolean(),
  startedAt: z.number(),
  settledAt: z.number().nullable(),
});
export type TRecallRound = z.infer<typeof ZRecallRound>;

export const rounds = defineCall({
  id: 'backofficeRg.rounds',
  method: 'GET',
  path: '/backoffice/api/rg/rounds',
  auth: 'staff',
  open: true,
  summary: "Game recall: a member's rounds of every vendor, newest first",
  request: z.object({
    username: z.string().trim().min(1).max(64),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(ZRecallRound), total: z.number().int() }),
});

export const ZRecallMove = z.object({
  action: z.enum(['bet', 'win', 'rollback']),
  transactionId: z.string(),
  amount: ZMajor,
  at: z.number(),
  /** The game wallet's balance before and after this move (null: play money, or nothing moved). */
  balanceBefore: ZMajor.nullable(),
  balanceAfter: ZMajor.nullable(),
  /** For a bet: the rollback that refunded it. */
  rolledBackBy: z.string().nullable(),
});

export const round = defineCall({
  id: 'backofficeRg.round',
  method: 'GET',
  path: '/backoffice/api/rg/round',
  auth: 'staff',
  open: true,
  summary:
    'Game recall: one round with each bet, win and rollback and the balance before and after it, and for a house game its verifiable outcome',
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({
    round: ZRecallRound,
    moves: z.array(ZRecallMove),
    /** A house round: the bet and outcome as the engine made them, with its seeds (server seed once settled). */
    house: z
      .object({
        kind: z.string(),
        bet: z.unknown(),
        outcome: z.unknown(),
        serverSeedHash: z.string(),
        serverSeed: z.string().nullable(),
        clientSeed: z.string(),
        nonce: z.number().int(),
      })
      .nullable(),
  }),
});

// Return to player per game: the published figure against what was paid.

export const ZRtpLine = z.object({
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  /** Settled bets (corrections not counted). */
  bets: z.number().int(),
  stake: ZMajor,
  win: ZMajor,
  /** win / stake in basis points (10000 = 100%); null without stake. */
  actualBp: z.number().int().nullable(),
  /** The game's published RTP in basis points (house games); null where the vendor publishes none to us. */
  publishedBp: z.number().int().nullable(),
});

export const rtp = defineCall({
  id: 'backofficeRg.rtp',
  method: 'GET',
  path: '/backoffice/api/rg/rtp',
  auth: 'staff',
  open: true,
  summary:
    'RTP per game over brand-local days [from, to] (at most 92): stakes and wins from the valid-bet record against the published figure',
  request: z.object({ from: ZDate, to: ZDate }),
  response: z.object({ list: z.array(ZRtpLine) }),
});
