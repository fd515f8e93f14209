import { bigint, bigserial, boolean, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { games, gameVendors } from './games.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A house game page's session (migrations/0450_house_rounds.sql). */
export const houseSessions = pgTable('house_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => gameVendors.id),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id),
  merchantCode: text('merchant_code').notNull(),
  vendorSession: text('vendor_session').notNull(),
  playerId: text('player_id').notNull(),
  freePlay: boolean('free_play').notNull(),
  currency: text('currency').notNull(),
  serverSeed: text('server_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  // The round in play holds the session (migrations/0451_house_round_lease.sql).
  roundLease: text('round_lease'),
  roundLeaseUntil: tz('round_lease_until'),
});

/** A played house round with its seeds, for verification. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => houseSessions.id),
    kind: text('kind').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }),
    createdAt: tz('created_at').notNull(),
    settledAt: tz('settled_at'),
  },
  (t) => [unique().on(t.sessionId, t.nonce)],
);
