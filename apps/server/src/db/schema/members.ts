import { bigint, bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './system.ts';

export const members = pgTable('members', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  username: text('username').notNull(),
  mobileNum: text('mobile_num'),
  countryDialingCode: text('country_dialing_code'),
  passwordHash: text('password_hash'),
  accountType: smallint('account_type').notNull().default(0),
  /** 'player' for members and agents; 'operator' for back-office staff of the brand. */
  role: text('role').notNull().default('player'),
  uplineId: bigint('upline_id', { mode: 'number' }),
  nickname: text('nickname').notNull().default(''),
  status: text('status').notNull().default('active'),
  // Added by the wallet (migration 0302): bindings for withdrawals and the payment password (argon2id).
  payeeName: text('payee_name'),
  email: text('email'),
  paymentPasswordHash: text('payment_password_hash'),
  // Added by accounts (migration 0200): profile, register fields and sign-in state.
  avatar: smallint('avatar').notNull().default(0),
  clubLabel: text('club_label'),
  clubRank: smallint('club_rank').notNull().default(0),
  memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
  /** Optional register contact fields: qqNum, line, whatsapp, facebook, wechat, idNumber. */
  contact: jsonb('contact').$type<Record<string, string>>().notNull().default({}),
  referredBy: bigint('referred_by', { mode: 'number' }),
  registerIp: text('register_ip').notNull().default(''),
  registerDevice: text('register_device').notNull().default(''),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  firstLoginPending: boolean('first_login_pending').notNull().default(false),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockEpoch: integer('lock_epoch').notNull().default(0),
  // Added by agents (migration 1100): every upline, top first, direct upline last (kept by a trigger),
  // and the invitation code the member signed up with.
  uplinePath: bigint('upline_path', { mode: 'number' }).array().notNull().default([]),
  signupCodeId: bigint('signup_code_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  loginType: text('login_type').notNull().default('username'),
  ip: text('ip').notNull().default(''),
  device: text('device').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the password was last confirmed again (null: at sign-in); migration 1400. */
  reauthAt: timestamp('reauth_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokeReason: text('revoke_reason'),
  /** Added by accounts (0200): default | weak | expired when the sign-in must change its password. */
  forcedChange: text('forced_change'),
});
