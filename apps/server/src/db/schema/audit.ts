import { bigint, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The back-office audit log (migrations/1010_audit_log.sql): append-only, hash-chained. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  actorKind: text('actor_kind').notNull().$type<'staff' | 'cli' | 'system' | 'member'>(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  role: text('role').notNull(),
  action: text('action').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull(),
  ip: text('ip').notNull(),
  channel: text('channel').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/** The audit chain's head (one row, id 1): the last id and hash, locked by every append. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: smallint('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
