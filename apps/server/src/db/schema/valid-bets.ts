import { bigint, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** The valid-bet record (migrations/0011_platform_valid_bets.sql, docs/valid-bets.md): insert-only. */
export const validBets = pgTable(
  'valid_bets',
  {
    source: text('source').notNull().$type<'vendor'>(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    seq: smallint('seq').notNull(),
    brandId: integer('brand_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    uplinePath: bigint('upline_path', { mode: 'number' }).array().notNull().default([]),
    category: text('category').notNull(),
    vendorId: integer('vendor_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validAmount: bigint('valid_amount', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    settledAt: tz('settled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceId, t.seq] })],
);
