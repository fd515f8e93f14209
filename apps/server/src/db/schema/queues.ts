import { bigint, bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { staff } from './staff.ts';
import { brands } from './system.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Back-office money work (migration 1030): claims, first approvals, adjustments and reversals asked for. */
export const moneyReviews = pgTable(
  'money_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull().default(''),
    state: text('state').notNull().default('open'),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => staff.id),
    claimedName: text('claimed_name').notNull().default(''),
    claimedAt: ts('claimed_at'),
    firstActor: text('first_actor').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    firstAt: ts('first_at'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    doneAt: ts('done_at'),
  },
  (t) => [unique().on(t.brandId, t.kind, t.ref)],
);
