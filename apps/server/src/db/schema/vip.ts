import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// VIP rank (migrations/1520_vip.sql; docs/decisions/1520-vip.md).

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's VIP settings: the days the thresholds are summed over. No row: the default (30). */
export const vipSettings = pgTable('vip_settings', {
  brandId: integer('brand_id').primaryKey(),
  rollingDays: integer('rolling_days').notNull().default(30),
  updatedAt: tz('updated_at').notNull(),
});

/** One level of a brand: names, thresholds and rewards (minor units). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    brandId: integer('brand_id').notNull(),
    level: smallint('level').notNull(),
    names: jsonb('names').notNull().$type<Record<string, string>>(),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull().default(0),
    monthlyBonus: bigint('monthly_bonus', { mode: 'number' }).notNull().default(0),
    wageringMultiple: smallint('wagering_multiple').notNull().default(0),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.level] })],
);

/** A member's level (no row: level 0) and the highest ever held. */
export const vipMembers = pgTable('vip_members', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  level: smallint('level').notNull().default(0),
  highest: smallint('highest').notNull().default(0),
  changedAt: tz('changed_at').notNull(),
});

/** Every change of a member's level. */
export const vipLevelChanges = pgTable('vip_level_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  fromLevel: smallint('from_level').notNull(),
  toLevel: smallint('to_level').notNull(),
  cause: text('cause').notNull().$type<'threshold' | 'monthly' | 'staff'>(),
  reason: text('reason').notNull().default(''),
  actor: text('actor').notNull().default(''),
  createdAt: tz('created_at').notNull(),
});
