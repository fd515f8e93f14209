import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const affiliateCodes = pgTable('affiliate_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  code: text('code').notNull(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  domain: text('domain'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  // Added by agents (migration 1100): invitation links.
  kind: text('kind').notNull().default('member').$type<'member' | 'agent'>(),
  label: text('label').notNull().default(''),
  retiredAt: ts('retired_at'),
});

export const memberIdentities = pgTable(
  'member_identities',
  {
    brandId: integer('brand_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.provider, t.subject] })],
);

export const memberIps = pgTable(
  'member_ips',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    firstSeen: ts('first_seen').notNull().defaultNow(),
    lastSeen: ts('last_seen').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  purpose: text('purpose').notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const passwordResets = pgTable('password_resets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rememberTokens = pgTable('remember_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  deviceHash: text('device_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
});

export const trialBalances = pgTable('trial_balances', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id'),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  code: text('code').notNull().default(''),
  link: text('link').notNull().default(''),
  purpose: text('purpose').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});
