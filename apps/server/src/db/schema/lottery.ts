import type { LotteryResult, OddsTable, Selection } from '@app/contracts/lottery/types';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { gameVendors } from './games.ts';
import { members } from './members.ts';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export type DrawStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'void';
export type TicketStatus = 'placing' | 'open' | 'won' | 'lost' | 'refused' | 'void';
export type ResultSource = 'house' | 'outside';

/** A brand's settings of one lottery (migrations/1200_lotteries.sql). */
export const lotterySettings = pgTable(
  'lottery_settings',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameCode: text('game_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    resultSource: text('result_source').notNull().default('house').$type<ResultSource>(),
    closeSeconds: integer('close_seconds'),
    minUnit: bigint('min_unit', { mode: 'number' }),
    maxUnit: bigint('max_unit', { mode: 'number' }),
    maxPayoutNumber: bigint('max_payout_number', { mode: 'number' }),
    maxPayoutDraw: bigint('max_payout_draw', { mode: 'number' }),
    odds: jsonb('odds').notNull().default({}).$type<OddsTable>(),
    updatedAt: tz('updated_at').notNull(),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.gameCode] })],
);

/** A seed chain of one lottery of a brand. */
export const lotteryChains = pgTable(
  'lottery_chains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameCode: text('game_code').notNull(),
    root: text('root').notNull(),
    length: integer('length').notNull(),
    anchor: text('anchor').notNull(),
    nextIndex: integer('next_index').notNull().default(1),
    startedAt: tz('started_at').notNull(),
  },
  (t) => [unique().on(t.brandId, t.gameCode, t.startedAt)],
);

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    status: text('status').notNull().$type<DrawStatus>(),
    opensAt: tz('opens_at').notNull(),
    closesAt: tz('closes_at').notNull(),
    drawsAt: tz('draws_at').notNull(),
    weekday: integer('weekday').notNull(),
    source: text('source').notNull().$type<ResultSource>(),
    chainId: bigint('chain_id', { mode: 'number' }).references(() => lotteryChains.id),
    chainIndex: integer('chain_index'),
    seed: text('seed'),
    seedHash: text('seed_hash').notNull().default(''),
    result: jsonb('result').$type<LotteryResult>(),
    drawnAt: tz('drawn_at'),
    settledAt: tz('settled_at'),
    voidReason: text('void_reason').notNull().default(''),
    voidedBy: text('voided_by').notNull().default(''),
    pendingResult: jsonb('pending_result').$type<LotteryResult>(),
    enteredBy: text('entered_by').notNull().default(''),
    confirmedBy: text('confirmed_by').notNull().default(''),
    exposure: bigint('exposure', { mode: 'number' }).notNull().default(0),
    tickets: integer('tickets').notNull().default(0),
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [unique().on(t.brandId, t.gameCode, t.drawNo)],
);

export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    numberKey: text('number_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.numberKey] })],
);

export const lotterySessions = pgTable(
  'lottery_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    vendorSession: text('vendor_session').notNull(),
    playerId: text('player_id').notNull(),
    currency: text('currency').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [unique().on(t.memberId, t.vendorId, t.vendorSession)],
);

export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySessions.id),
    requestId: text('request_id').notNull(),
    requestIndex: integer('request_index').notNull(),
    playType: text('play_type').notNull(),
    selection: jsonb('selection').notNull().$type<Selection>(),
    units: integer('units').notNull(),
    unit: bigint('unit', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    exposure: bigint('exposure', { mode: 'number' }).notNull(),
    status: text('status').notNull().$type<TicketStatus>(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
  },
  (t) => [unique().on(t.memberId, t.requestId, t.requestIndex)],
);

/** A member's round of one draw in the wallet API: every ticket a bet of it, one win at settlement. */
export const lotteryRounds = pgTable(
  'lottery_rounds',
  {
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySessions.id),
    status: text('status').notNull().$type<'open' | 'settled' | 'void'>(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.memberId] })],
);
