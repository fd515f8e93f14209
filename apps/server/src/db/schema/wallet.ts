import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';

/** A wallet account: a member's main wallet or vendor sub-wallet, or a brand's house-side account. */
export const walletAccounts = pgTable('wallet_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
  kind: text('kind').notNull(),
  vendor: text('vendor').notNull().default(''),
  currency: text('currency').notNull(),
  /** Member accounts only; a brand-side account's balance is the sum of its lines. */
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  held: bigint('held', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  kind: text('kind').notNull(),
  referenceType: text('reference_type').notNull().default(''),
  referenceId: text('reference_id').notNull().default(''),
  fingerprint: text('fingerprint').notNull(),
  reversesId: bigint('reverses_id', { mode: 'number' }),
  memo: text('memo').notNull().default(''),
  actorId: bigint('actor_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const ledgerLines = pgTable('ledger_lines', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id),
  brandId: integer('brand_id').notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const walletHolds = pgTable('wallet_holds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => walletAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('active'),
  referenceType: text('reference_type').notNull(),
  referenceId: text('reference_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
