import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZBetCategory, ZGrantStatus } from './promotion-shapes.ts';

// The bonus engine as the member sees it (issue 18 item 2; docs/decisions/1300-promotions.md "Bonus
// engine"): at most one bonus is wagered at a time; real money is spent first; wins of a bet split
// between real and bonus money as its stake did; each valid bet counts once toward the grant.

/** A bonus grant and its wagering progress. */
export const ZGrant = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  /** The promotion's title in the reader's language, or the staff's wording for a manual grant. */
  title: z.string(),
  amount: ZMajor,
  /** The deposit the bonus matched (0 when none). */
  deposit: ZMajor,
  /** Wagering still to be done = required - wagered (never below 0). */
  wageringRequired: ZMajor,
  wagered: ZMajor,
  /** wagered / required in basis points (10000 = done). */
  progressBp: z.number().int(),
  contributions: z.partialRecord(ZBetCategory, z.number().int()),
  maxBet: ZMajor.nullable(),
  maxWin: ZMajor.nullable(),
  status: ZGrantStatus,
  /** Why it ended, in the reader's language ('' while active). */
  statusReason: z.string(),
  /** The bonus money left now (active grants), minor units shown as major. */
  balance: ZMajor,
  converted: ZMajor,
  forfeited: ZMajor,
  createdAt: z.number(),
  expiresAt: z.number(),
  endedAt: z.number().nullable(),
});
export type TGrant = z.infer<typeof ZGrant>;

export const details = defineCall({
  id: 'bonus.details',
  method: 'GET',
  path: '/wps/member/bonus',
  auth: 'token',
  allowTrial: false,
  summary: 'Bonus details: the bonus being wagered (with its live progress) and every earlier grant, a page at a time',
  request: z.object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
    language: z.string().max(10).optional(),
  }),
  response: z.object({
    active: ZGrant.nullable(),
    bonusBalance: ZMajor,
    list: z.array(ZGrant),
    total: z.number().int(),
  }),
});

/** One line of a grant's history: granted, a bet's contribution, converted, forfeited... */
export const ZGrantEvent = z.object({
  at: z.number(),
  kind: z.enum(['granted', 'wager', 'correction', 'converted', 'forfeited', 'expired', 'revoked', 'lost']),
  /** wager/correction: the game's category and name, and the valid amount of the bet. */
  category: ZBetCategory.nullable(),
  game: z.string(),
  valid: ZMajor,
  /** What it added to (or took from) the wagering, or the amount converted / forfeited. */
  amount: ZMajor,
});

export const grant = defineCall({
  id: 'bonus.grant',
  method: 'GET',
  path: '/wps/member/bonus/grant',
  auth: 'token',
  allowTrial: false,
  summary: "One grant with its history: each bet's contribution, conversion or forfeit, newest first",
  request: z.object({
    grantId: z.coerce.number().int().positive(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    language: z.string().max(10).optional(),
  }),
  response: z.object({ grant: ZGrant, events: z.array(ZGrantEvent), total: z.number().int() }),
});

export const forfeit = defineCall({
  id: 'bonus.forfeit',
  method: 'POST',
  path: '/wps/member/bonus/forfeit',
  auth: 'token',
  allowTrial: false,
  summary:
    'Gives up the bonus being wagered: its bonus money is removed (real money stays); `confirm` must be true (the page explains first)',
  request: z.object({ grantId: z.number().int().positive(), confirm: z.boolean() }),
  response: ZGrant,
});
