import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants.ts';

// Promotions as data (issue 18; docs/decisions/1300-promotions.md). Shared by the member calls
// (calls/promotions.ts, calls/bonus.ts) and the back office (calls/backoffice-promotions.ts).
// Amounts in these shapes are major units, rates basis points (10000 = 100%), percentages whole 0-100.

/** What a promotion does. */
export const PROMOTION_KINDS = [
  'deposit', // a deposit bonus: match % with a cap, chosen at deposit
  'first_deposit', // the welcome bonus: the same, on the member's first deposit only
  'rebate', // a rate per category on valid bet, paid by a daily or weekly job
  'cashback', // a rate on net loss, paid by a daily or weekly job
  'application', // the member applies with a comment and images; staff approve or reject
  'raffle', // tickets from valid bet or deposit, drawn verifiably at a set time
  'envelope', // red envelope: a pool split at random among up to N claimers, open 30 minutes
  'referral', // a reward to the inviter when an invited friend makes a qualifying first deposit
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const ZPromotionKind = z.enum(PROMOTION_KINDS);

/** The tabs of the promotions page (a promotion shows under 'all' and its own). */
export const PROMOTION_CATEGORIES = ['new', 'deposit', 'rebate', 'daily', 'vip', 'event', 'other'] as const;
export const ZPromotionCategory = z.enum(PROMOTION_CATEGORIES);

/** The game categories a rate or a wagering contribution is set per (the valid-bet record's categories). */
export const BET_CATEGORIES = GAME_CATEGORIES;
export const ZBetCategory = z.enum(GAME_CATEGORIES);

/**
 * A promotion's state for the member who reads it (SPEC §4 activity states): coming_soon (not started),
 * open (may take part), joined (raffle joined; rebate counting), applying (application waiting),
 * rejected, issued (a reward waits in the reward centre), claimed, process (a bonus being wagered),
 * closed (ended, or nothing more to take part in). Anonymous readers see coming_soon, open or closed.
 */
export const PROMOTION_STATES = [
  'coming_soon',
  'open',
  'joined',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'closed',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const ZPromotionState = z.enum(PROMOTION_STATES);

/** Where a promotion stands for staff. */
export const PROMOTION_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'archived'] as const;
export const ZPromotionStatus = z.enum(PROMOTION_STATUSES);

/** How often one member may take part: once ever, once per day or week (brand time zone), or without limit. */
export const ZRepeat = z.enum(['once', 'daily', 'weekly', 'unlimited']);

export const ZEligibility = z.object({
  /** Only members registered within this many days (null: anyone). */
  newMembersDays: z.number().int().min(1).max(3650).nullable().default(null),
  /** Lowest VIP level (0: any). */
  minVipLevel: z.number().int().min(0).max(20).default(0),
  /** Member tags of which the member must carry one (empty: any). */
  tags: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
  repeat: ZRepeat.default('once'),
});
export type TEligibility = z.infer<typeof ZEligibility>;

/**
 * The wagering a bonus carries before it converts to cash: `multiple` x the base (the bonus, or bonus
 * plus deposit); each bet counts its valid amount x its category's contribution %; while wagering a
 * single bet may stake at most `maxBet`; on conversion at most `maxWin` becomes cash (the rest is
 * forfeited); not completed by `expiresDays` after the grant, it is forfeited. multiple 0: paid as cash.
 */
export const ZWagering = z.object({
  multiple: z.number().int().min(0).max(100),
  base: z.enum(['bonus', 'bonus_deposit']).default('bonus'),
  /** Contribution % per category; a category not listed contributes 0. */
  contributions: z.partialRecord(ZBetCategory, z.number().int().min(0).max(100)),
  maxBet: z.number().positive().nullable(),
  maxWin: z.number().positive().nullable(),
  expiresDays: z.number().int().min(1).max(90),
});
export type TWagering = z.infer<typeof ZWagering>;

/** A deposit tier: deposits from `minDeposit` get `matchBp` up to `cap`. */
export const ZDepositTier = z.object({
  minDeposit: z.number().positive(),
  matchBp: z.number().int().min(1).max(100_000),
  cap: z.number().positive(),
});

/** Kind-specific rules. Amounts major units. */
export const ZPromotionRules = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit'),
    /** Ascending minDeposit; the highest tier the deposit reaches applies. */
    tiers: z.array(ZDepositTier).min(1).max(10),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('first_deposit'),
    tiers: z.array(ZDepositTier).min(1).max(10),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('rebate'),
    period: z.enum(['daily', 'weekly']),
    /** Rate on valid bet per category, basis points (50 = 0.5%). */
    rates: z.partialRecord(ZBetCategory, z.number().int().min(0).max(10_000)),
    /** Smallest payout (below it nothing is paid) and the most one member gets per period. */
    minPayout: z.number().min(0),
    cap: z.number().positive().nullable(),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('cashback'),
    period: z.enum(['daily', 'weekly']),
    /** Rate on net loss (stakes less wins of valid bets) per category, basis points. */
    rates: z.partialRecord(ZBetCategory, z.number().int().min(0).max(10_000)),
    minPayout: z.number().min(0),
    cap: z.number().positive().nullable(),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('application'),
    /** The reward staff grant by default on approval (they may grant less, never more). */
    reward: z.number().positive(),
    /** The member must give a Zalo or WhatsApp ID (SPEC §5). */
    needsContact: z.boolean(),
    /** At most this many images (0-3); images png or jpg, 5 MB each. */
    maxImages: z.number().int().min(0).max(3),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('raffle'),
    /** One ticket per this much valid bet, and per this much deposited (null: not earned that way). */
    validBetPerTicket: z.number().positive().nullable(),
    depositPerTicket: z.number().positive().nullable(),
    /** When the draw happens (epoch ms); tickets count from joining until then. */
    drawAt: z.number().int(),
    /** Prizes by rank; `count` winners of each. */
    prizes: z
      .array(z.object({ amount: z.number().positive(), count: z.number().int().min(1).max(1000) }))
      .min(1)
      .max(20),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('envelope'),
    /** Rounds open each day at these brand-local times ("HH:MM") for `windowMinutes`. */
    times: z
      .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'))
      .min(1)
      .max(24),
    windowMinutes: z.number().int().min(1).max(240).default(30),
    pool: z.number().positive(),
    shares: z.number().int().min(1).max(10_000),
    wagering: ZWagering,
  }),
  z.object({
    kind: z.literal('referral'),
    /** The inviter's reward for each friend whose first deposit reaches `minFirstDeposit`. */
    reward: z.number().positive(),
    minFirstDeposit: z.number().positive(),
    /** The most friends one inviter is rewarded for (null: no limit). */
    maxFriends: z.number().int().min(1).nullable(),
    wagering: ZWagering,
  }),
]);
export type TPromotionRules = z.infer<typeof ZPromotionRules>;

/** Text per language code (EN, CN, ...); the brand's default language is required. */
export const ZLocalized = z.record(z.string().max(10), z.string().max(20_000));

/** The drawn art of a promotion (an SVG made from these; no uploaded artwork). */
export const ZPromotionArt = z.object({
  motif: z.enum(['coins', 'gift', 'cards', 'trophy', 'envelope', 'ticket', 'rocket', 'star']),
  /** Hue 0-359 of the palette. */
  hue: z.number().int().min(0).max(359),
});
export type TPromotionArt = z.infer<typeof ZPromotionArt>;

/** Bonus grant states: active (being wagered), completed (converted), forfeited, expired, revoked, lost (spent). */
export const GRANT_STATUSES = ['active', 'completed', 'forfeited', 'expired', 'revoked', 'lost'] as const;
export const ZGrantStatus = z.enum(GRANT_STATUSES);

/** Reward centre entry states. */
export const REWARD_STATUSES = ['claimable', 'claimed', 'expired', 'revoked'] as const;
export const ZRewardStatus = z.enum(REWARD_STATUSES);
/** Where a reward came from. */
export const REWARD_SOURCES = [
  'rebate',
  'cashback',
  'application',
  'raffle',
  'envelope',
  'referral',
  'manual',
  'vip', // VIP upgrade and monthly bonuses (issue 19)
  'mission', // a mission's bonus reward
  'leaderboard', // a leaderboard prize
  'mall', // a points-mall cash voucher or bonus
] as const;
export const ZRewardSource = z.enum(REWARD_SOURCES);

/** Application states (SPEC §4): applying, rejected, issued (approved; its reward in the reward centre). */
export const ZApplicationStatus = z.enum(['applying', 'rejected', 'issued']);

/** Activity comment and images (SPEC §5). */
export const APPLICATION_LIMITS = { commentMax: 140, imagesMax: 3, imageBytesMax: 5 * 1024 * 1024 } as const;

/** A Zalo or WhatsApp ID given to redeem a bonus (SPEC §5). */
export const ZContact = z.object({
  type: z.enum(['zalo', 'whatsapp']),
  id: z
    .string()
    .trim()
    .regex(/^\+?[0-9A-Za-z._-]{5,32}$/, 'a Zalo or WhatsApp ID'),
});
