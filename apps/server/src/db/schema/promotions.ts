import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';

// Promotions, rewards and the bonus engine (migrations/1300_promotions.sql; docs/decisions/1300-promotions.md).

const tz = (name: string) => timestamp(name, { withTimezone: true });
const id = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export type PromotionKindDb =
  | 'deposit'
  | 'first_deposit'
  | 'rebate'
  | 'cashback'
  | 'application'
  | 'raffle'
  | 'envelope'
  | 'referral';
export type PromotionStatusDb = 'draft' | 'published' | 'ended' | 'archived';
export type GrantStatusDb = 'active' | 'completed' | 'forfeited' | 'expired' | 'revoked' | 'lost';
export type RewardStatusDb = 'claimable' | 'claimed' | 'expired' | 'revoked';
export type RewardSourceDb =
  | 'rebate'
  | 'cashback'
  | 'application'
  | 'raffle'
  | 'envelope'
  | 'referral'
  | 'manual'
  | 'vip'
  | 'mission'
  | 'leaderboard'
  | 'mall';
/** Text per language code. */
export type Localized = Record<string, string>;
/** Wagering as stored: the contract's ZWagering with maxBet/maxWin in minor units. */
export interface WageringDb {
  multiple: number;
  base: 'bonus' | 'bonus_deposit';
  contributions: Partial<Record<string, number>>;
  maxBet: number | null;
  maxWin: number | null;
  expiresDays: number;
}

export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    kind: text('kind').notNull().$type<PromotionKindDb>(),
    category: text('category').notNull(),
    status: text('status').notNull().$type<PromotionStatusDb>().default('draft'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at'),
    title: jsonb('title').notNull().$type<Localized>(),
    summary: jsonb('summary').notNull().$type<Localized>().default({}),
    body: jsonb('body').notNull().$type<Localized>().default({}),
    art: jsonb('art').notNull().$type<{ motif: string; hue: number }>(),
    eligibility: jsonb('eligibility').notNull().$type<Record<string, unknown>>(),
    /** The contract's ZPromotionRules with amounts in minor units (modules/promotions/rules.ts converts). */
    rules: jsonb('rules').notNull().$type<Record<string, unknown> & { kind: PromotionKindDb }>(),
    sort: integer('sort').notNull().default(100),
    seed: text('seed'),
    seedHash: text('seed_hash'),
    version: integer('version').notNull().default(1),
    createdAt: tz('created_at').notNull(),
    updatedAt: tz('updated_at').notNull(),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [unique().on(t.brandId, t.code), index('promotions_live').on(t.brandId, t.status, t.sort, t.id)],
);

export const promotionParticipations = pgTable(
  'promotion_participations',
  {
    promotionId: id('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: id('member_id')
      .notNull()
      .references(() => members.id),
    periodKey: text('period_key').notNull(),
    brandId: integer('brand_id').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId, t.periodKey] })],
);

export const promotionImages = pgTable('promotion_images', {
  id: text('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: id('member_id')
    .notNull()
    .references(() => members.id),
  mime: text('mime').notNull().$type<'image/png' | 'image/jpeg'>(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  applicationId: id('application_id'),
  createdAt: tz('created_at').notNull(),
});

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    promotionId: id('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: id('member_id')
      .notNull()
      .references(() => members.id),
    comment: text('comment').notNull(),
    imageIds: jsonb('image_ids').notNull().$type<string[]>().default([]),
    contact: jsonb('contact').$type<{ type: 'zalo' | 'whatsapp'; id: string }>(),
    status: text('status').notNull().$type<'applying' | 'rejected' | 'issued'>().default('applying'),
    reason: text('reason').notNull().default(''),
    amount: id('amount'),
    requestId: text('request_id').notNull(),
    reviewedBy: text('reviewed_by').notNull().default(''),
    reviewedAt: tz('reviewed_at'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [unique().on(t.memberId, t.requestId)],
);

export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: id('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: id('promotion_id').references(() => promotions.id),
    source: text('source').notNull().$type<RewardSourceDb>(),
    sourceKey: text('source_key').notNull(),
    title: jsonb('title').notNull().$type<Localized>().default({}),
    amount: id('amount').notNull(),
    wagering: jsonb('wagering').notNull().$type<WageringDb>(),
    needsContact: boolean('needs_contact').notNull().default(false),
    status: text('status').notNull().$type<RewardStatusDb>().default('claimable'),
    statusReason: text('status_reason').notNull().default(''),
    contact: jsonb('contact').$type<{ type: 'zalo' | 'whatsapp'; id: string }>(),
    ledgerTxId: id('ledger_tx_id'),
    grantId: id('grant_id'),
    actor: text('actor').notNull().default(''),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at'),
    claimedAt: tz('claimed_at'),
    claimRequestId: text('claim_request_id'),
  },
  (t) => [unique().on(t.brandId, t.sourceKey)],
);

export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    memberId: id('member_id')
      .notNull()
      .references(() => members.id),
    promotionId: id('promotion_id').references(() => promotions.id),
    sourceKey: text('source_key').notNull(),
    title: jsonb('title').notNull().$type<Localized>().default({}),
    amount: id('amount').notNull(),
    depositAmount: id('deposit_amount').notNull().default(0),
    wageringRequired: id('wagering_required').notNull(),
    wagered: id('wagered').notNull().default(0),
    contributions: jsonb('contributions').notNull().$type<Partial<Record<string, number>>>(),
    maxBet: id('max_bet'),
    maxWin: id('max_win'),
    status: text('status').notNull().$type<GrantStatusDb>().default('active'),
    statusReason: text('status_reason').notNull().default(''),
    converted: id('converted').notNull().default(0),
    forfeited: id('forfeited').notNull().default(0),
    actor: text('actor').notNull().default(''),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    endedAt: tz('ended_at'),
    // Migration 1301: the member's bonus account, main wallet and the brand's bonus account.
    accountId: id('account_id').notNull().default(0),
    mainAccountId: id('main_account_id').notNull().default(0),
    brandAccountId: id('brand_account_id').notNull().default(0),
  },
  (t) => [unique().on(t.brandId, t.sourceKey)],
);

export const bonusContributions = pgTable(
  'bonus_contributions',
  {
    grantId: id('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    betKey: text('bet_key').notNull(),
    category: text('category').notNull(),
    game: text('game').notNull().default(''),
    validAmount: id('valid_amount').notNull(),
    counted: id('counted').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grantId, t.betKey] })],
);

export const raffleEntries = pgTable(
  'raffle_entries',
  {
    promotionId: id('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: id('member_id')
      .notNull()
      .references(() => members.id),
    brandId: integer('brand_id').notNull(),
    joinedAt: tz('joined_at').notNull(),
    tickets: id('tickets'),
    firstTicket: id('first_ticket'),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] })],
);

export const raffleDraws = pgTable('raffle_draws', {
  promotionId: id('promotion_id')
    .primaryKey()
    .references(() => promotions.id),
  brandId: integer('brand_id').notNull(),
  drawnAt: tz('drawn_at').notNull(),
  totalTickets: id('total_tickets').notNull(),
  winners: jsonb('winners').notNull().$type<{ rank: number; memberId: number; ticket: number; amount: number }[]>(),
});

export const envelopeRounds = pgTable(
  'envelope_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id').notNull(),
    promotionId: id('promotion_id')
      .notNull()
      .references(() => promotions.id),
    opensAt: tz('opens_at').notNull(),
    closesAt: tz('closes_at').notNull(),
    pool: id('pool').notNull(),
    shares: jsonb('shares').notNull().$type<number[]>(),
  },
  (t) => [unique().on(t.promotionId, t.opensAt)],
);

/** One row per share of a round; member_id and claimed_at are set together when it is claimed. */
export const envelopeShares = pgTable(
  'envelope_shares',
  {
    roundId: id('round_id')
      .notNull()
      .references(() => envelopeRounds.id),
    shareNo: integer('share_no').notNull(),
    amount: id('amount').notNull(),
    memberId: id('member_id').references(() => members.id),
    rewardId: id('reward_id'),
    claimedAt: tz('claimed_at'),
    requestId: text('request_id'),
  },
  // The migration adds envelope_shares_free, a partial index of the unclaimed shares.
  (t) => [primaryKey({ columns: [t.roundId, t.shareNo] }), unique().on(t.roundId, t.memberId)],
);
