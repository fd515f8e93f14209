import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Responsible gaming (migrations/1400_responsible_gaming.sql; docs/decisions/1400-responsible-gaming.md).

/** A member who has set a limit or taken a break. */
export const rgMembers = pgTable('rg_members', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  tzOffsetMinutes: integer('tz_offset_minutes').notNull(),
  blockKind: text('block_kind').$type<'cooloff' | 'exclusion'>(),
  blockSince: timestamp('block_since', { withTimezone: true }),
  blockUntil: timestamp('block_until', { withTimezone: true }),
  countsPlay: boolean('counts_play').notNull(),
  /** A time limit is set: stakes measure the time signed in (migration 1550). */
  countsTime: boolean('counts_time').notNull().default(false),
  /** The server's idle expiry, which ends a sign-in for the time limits. */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  realityMinutes: smallint('reality_minutes').$type<15 | 30 | 60>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One limit: a kind for a period, with a raise that may be waiting. */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** 'time': amount and pendingAmount are minutes signed in, not money (migration 1550). */
    kind: text('kind').notNull().$type<'deposit' | 'loss' | 'wager' | 'time'>(),
    period: text('period').notNull().$type<'day' | 'week' | 'month'>(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingNone: boolean('pending_none').notNull(),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/** Stakes and net loss per brand-local day, kept by the bet_rounds trigger while a play limit is set. */
export const rgDays = pgTable(
  'rg_days',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Gaming stopped on demand by staff: a brand, a vendor, a game or a member; ended, never deleted. */
export const playStops = pgTable('play_stops', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  scope: text('scope').notNull().$type<'brand' | 'vendor' | 'game' | 'member'>(),
  vendorId: integer('vendor_id'),
  gameId: bigint('game_id', { mode: 'number' }),
  memberId: bigint('member_id', { mode: 'number' }),
  reason: text('reason').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedBy: text('ended_by'),
});
