import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './system.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Back-office staff (migration 1000); brand_id null is a platform owner. */
export const staff = pgTable('staff', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').references(() => brands.id),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  status: text('status').notNull().default('active'),
  totpSecret: text('totp_secret').notNull(),
  totpEnrolledAt: ts('totp_enrolled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdBy: bigint('created_by', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const staffRecoveryCodes = pgTable('staff_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  codeHash: text('code_hash').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const staffSessions = pgTable('staff_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  endedAt: ts('ended_at'),
  endReason: text('end_reason'),
});
