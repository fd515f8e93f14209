import { bigint, bigserial, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';
import { walletHolds } from './wallet.ts';

export const memberBankAccounts = pgTable('member_bank_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const depositOrders = pgTable('deposit_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  requestId: text('request_id').notNull(),
  channelId: text('channel_id').notNull(),
  channelType: text('channel_type').notNull(),
  provider: text('provider').notNull().default(''),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  reference: text('reference').notNull().default(''),
  providerRef: text('provider_ref').notNull().default(''),
  paymentUrl: text('payment_url').notNull().default(''),
  reason: text('reason').notNull().default(''),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  settledBy: bigint('settled_by', { mode: 'number' }),
  /** A deposit or welcome bonus chosen with the deposit (promotions.id; migrations/1300). */
  promotionId: bigint('promotion_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

export const gatewayCallbacks = pgTable('gateway_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  orderNo: text('order_no').notNull().default(''),
  body: text('body').notNull(),
  signatureOk: boolean('signature_ok').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  requestId: text('request_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  bankAccountId: bigint('bank_account_id', { mode: 'number' })
    .notNull()
    .references(() => memberBankAccounts.id),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  holdId: bigint('hold_id', { mode: 'number' })
    .notNull()
    .references(() => walletHolds.id),
  transactionId: bigint('transaction_id', { mode: 'number' }),
  refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }),
  receivedAmount: bigint('received_amount', { mode: 'number' }),
  reason: text('reason').notNull().default(''),
  localDay: date('local_day').notNull(),
  settledBy: bigint('settled_by', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  autoReceiveAt: timestamp('auto_receive_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: text('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  withdrawalId: bigint('withdrawal_id', { mode: 'number' }).references(() => withdrawals.id),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const proofUploadDays = pgTable(
  'proof_upload_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    localDay: date('local_day').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    uploads: integer('uploads').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.localDay] })],
);
