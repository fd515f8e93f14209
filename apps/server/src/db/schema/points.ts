import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Points and the points mall (migrations/1510_points.sql; docs/decisions/1510-points.md).

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A brand's points settings. No row: the defaults. */
export const pointSettings = pgTable('point_settings', {
  brandId: integer('brand_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  earnBetPerPoint: integer('earn_bet_per_point').notNull().default(30),
  convertPoints: integer('convert_points').notNull().default(100),
  convertCash: bigint('convert_cash', { mode: 'number' }).notNull().default(100),
  convertMinPoints: integer('convert_min_points').notNull().default(100),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** A member's points, never below zero; changed only by points_post. */
export const pointBalances = pgTable('point_balances', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  betCarry: bigint('bet_carry', { mode: 'number' }).notNull().default(0),
  earned: bigint('earned', { mode: 'number' }).notNull().default(0),
  spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** One change of a member's points. */
export const pointEntries = pgTable('point_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  source: text('source').notNull(),
  key: text('key').notNull(),
  reversesId: bigint('reverses_id', { mode: 'number' }),
  remark: text('remark').notNull().default(''),
  actorId: bigint('actor_id', { mode: 'number' }),
  at: tz('at').notNull(),
});

/** A conversion of points to cash. */
export const pointConversions = pgTable('point_conversions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  requestId: text('request_id').notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  createdAt: tz('created_at').notNull(),
});

export type MallItemKind = 'voucher' | 'bonus' | 'goods';
export type RedemptionStatus = 'in_process' | 'approved' | 'rejected';

/** An item of a brand's points mall. */
export const mallItems = pgTable('mall_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  kind: text('kind').notNull().$type<MallItemKind>(),
  names: jsonb('names').notNull().$type<Record<string, string>>(),
  descriptions: jsonb('descriptions').notNull().$type<Record<string, string>>().default({}),
  points: integer('points').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  wageringMultiple: integer('wagering_multiple').notNull().default(0),
  stock: integer('stock').notNull(),
  perMemberLimit: integer('per_member_limit'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** A member's redemption of a mall item. */
export const mallRedemptions = pgTable('mall_redemptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  requestId: text('request_id').notNull(),
  quantity: integer('quantity').notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  itemName: text('item_name').notNull(),
  kind: text('kind').notNull().$type<MallItemKind>(),
  address: jsonb('address').$type<RedemptionAddress>(),
  status: text('status').notNull().$type<RedemptionStatus>().default('in_process'),
  reason: text('reason'),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  decidedBy: text('decided_by'),
  decidedAt: tz('decided_at'),
  createdAt: tz('created_at').notNull(),
});

export interface RedemptionAddress {
  name: string;
  phone: string;
  address: string;
}
