import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Missions and leaderboards (migrations/1530_missions.sql; docs/decisions/1530-missions.md).

const tz = (name: string) => timestamp(name, { withTimezone: true });

export type MissionCadenceDb = 'daily' | 'weekly';
export type MissionKindDb = 'deposit' | 'bet' | 'signin' | 'rounds';
export type RewardKindDb = 'points' | 'cash' | 'bonus';
export type BoardMetricDb = 'validBet' | 'win';
export type BoardCadenceDb = 'daily' | 'weekly' | 'monthly';
export interface PrizeDb {
  fromRank: number;
  toRank: number;
  kind: RewardKindDb;
  amount: number;
  wageringMultiple: number;
}

/** A brand's mission: cadence, kind, target and reward. */
export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  code: text('code').notNull(),
  cadence: text('cadence').notNull().$type<MissionCadenceDb>(),
  kind: text('kind').notNull().$type<MissionKindDb>(),
  category: text('category').notNull().default(''),
  target: bigint('target', { mode: 'number' }).notNull(),
  rewardKind: text('reward_kind').notNull().$type<RewardKindDb>(),
  rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
  wageringMultiple: smallint('wagering_multiple').notNull().default(0),
  titles: jsonb('titles').notNull().$type<Record<string, string>>(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A member's progress on a mission in one period. */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    period: text('period').notNull(),
    brandId: integer('brand_id').notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    completedAt: tz('completed_at'),
    claimedAt: tz('claimed_at'),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId, t.period] })],
);

/** The local days a member signed in on, per sign-in mission. */
export const missionSigninDays = pgTable(
  'mission_signin_days',
  {
    missionId: integer('mission_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.memberId, t.day] })],
);

/** A brand's leaderboard with its prize table. */
export const leaderboards = pgTable('leaderboards', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  code: text('code').notNull(),
  metric: text('metric').notNull().$type<BoardMetricDb>(),
  cadence: text('cadence').notNull().$type<BoardCadenceDb>(),
  titles: jsonb('titles').notNull().$type<Record<string, string>>(),
  prizes: jsonb('prizes').notNull().$type<PrizeDb[]>().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A member's score on a board in one period and when it last rose. */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    boardId: integer('board_id').notNull(),
    period: text('period').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    brandId: integer('brand_id').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    reachedAt: tz('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.period, t.memberId] })],
);

/** A prize paid for a board's period. */
export const leaderboardPrizes = pgTable(
  'leaderboard_prizes',
  {
    boardId: integer('board_id').notNull(),
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    brandId: integer('brand_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().$type<RewardKindDb>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: tz('paid_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.period, t.rank] })],
);
