import {
  bigint,
  bigserial,
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
import { members } from './members.ts';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const gameVendors = pgTable('game_vendors', {
  id: serial('id').primaryKey(),
  vassalage: text('vassalage').notNull().unique(),
  name: text('name').notNull(),
  gameType: text('game_type').notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  accountTypeId: integer('account_type_id').notNull().default(0),
  launchAdapter: text('launch_adapter').notNull().default('url-template'),
  launchView: text('launch_view').notNull().default('popup'),
  launchUrlTemplate: text('launch_url_template').notNull().default(''),
  launchSecret: text('launch_secret').notNull().default(''),
  currency: text('currency').notNull().default('PHP'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const games = pgTable('games', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nodeId: text('node_id').notNull().unique(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => gameVendors.id),
  parentId: bigint('parent_id', { mode: 'number' }),
  gameCode: text('game_code').notNull(),
  gameType: text('game_type').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  searchText: text('search_text').notNull(),
  classify: text('classify'),
  minBetMinor: integer('min_bet_minor').notNull().default(1),
  lineNum: integer('line_num').notNull().default(0),
  isHot: boolean('is_hot').notNull().default(false),
  isGame: text('is_game').notNull().default(''),
  defaultPlayType: text('default_play_type').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const brandGameVendors = pgTable(
  'brand_game_vendors',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    enabled: boolean('enabled').notNull().default(true),
    maintenanceOn: boolean('maintenance_on').notNull().default(false),
    maintainTime: tz('maintain_time'),
    maintenanceEnd: tz('maintenance_end'),
    /** The brand's own menu order and hot flag; null keeps the catalogue's. */
    sort: integer('sort'),
    isHot: boolean('is_hot'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.vendorId] })],
);

export const brandGameMaintenance = pgTable(
  'brand_game_maintenance',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    maintainTime: tz('maintain_time').notNull().defaultNow(),
    maintenanceEnd: tz('maintenance_end'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.gameId] })],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    playedAt: tz('played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const gameLaunches = pgTable('game_launches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => gameVendors.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  freePlay: boolean('free_play').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
});

export const gameWinners = pgTable('game_winners', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  wonAt: tz('won_at').notNull().defaultNow(),
});

// The seamless wallet API (migration 0410).
export const vendorSessions = pgTable('vendor_sessions', {
  id: text('id').primaryKey(),
  launchId: bigint('launch_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => gameLaunches.id),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => gameVendors.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  freePlay: boolean('free_play').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
});

export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    // No foreign key (migration 0412): see docs/decisions/0415-vendor-api-hot-path.md.
    vendorId: integer('vendor_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    action: text('action').notNull(),
    fingerprint: text('fingerprint'),
    sessionId: text('session_id').notNull(),
    brandId: integer('brand_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    rolledBackBy: text('rolled_back_by'),
    httpStatus: smallint('http_status').notNull(),
    answer: text('answer').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.transactionId] })],
);

export const betRounds = pgTable('bet_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // No foreign keys (migration 0412): see docs/decisions/0415-vendor-api-hot-path.md.
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  vendorId: integer('vendor_id').notNull(),
  gameId: bigint('game_id', { mode: 'number' }).notNull(),
  category: text('category').notNull(),
  roundId: text('round_id').notNull(),
  freePlay: boolean('free_play').notNull(),
  betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
  winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
  betCount: integer('bet_count').notNull().default(0),
  status: text('status').notNull().default('open'),
  startedAt: tz('started_at').notNull(),
  settledAt: tz('settled_at'),
  updatedAt: tz('updated_at').notNull(),
});
