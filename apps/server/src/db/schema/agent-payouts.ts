import { bigint, bigserial, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { agentContracts } from './agent-contracts.ts';
import { members } from './members.ts';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

type Kind = 'dividend' | 'dailyWage' | 'hourSalary' | 'realtimeSalary';
type Period = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime';

/** One computed period of a kind per brand (migrations/1120_agent_payouts.sql, docs/decisions/1120). */
export const agentPayoutRuns = pgTable(
  'agent_payout_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull().$type<Kind>(),
    period: text('period').notNull().$type<Period>(),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    payouts: integer('payouts').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    platformGross: bigint('platform_gross', { mode: 'number' }).notNull(),
    createdAt: tz('created_at').notNull(),
    /** Migration 1121: auto, held (waits for a staff approval before the platform pays), approved. */
    approval: text('approval').notNull().default('auto').$type<'auto' | 'held' | 'approved'>(),
    approvedBy: text('approved_by'),
    approvedAt: tz('approved_at'),
  },
  (t) => [unique().on(t.brandId, t.kind, t.periodStart, t.periodEnd)],
);

/** What one agent's contract pays for one period, and whether it is paid. */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull().$type<Kind>(),
    period: text('period').notNull().$type<Period>(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    payerId: bigint('payer_id', { mode: 'number' }).references(() => members.id),
    periodStart: tz('period_start').notNull(),
    periodEnd: tz('period_end').notNull(),
    base: bigint('base', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rate: integer('rate').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    toDownlines: bigint('to_downlines', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().$type<'pending' | 'waiting' | 'paid'>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: tz('created_at').notNull(),
    paidAt: tz('paid_at'),
  },
  (t) => [unique().on(t.kind, t.agentId, t.periodStart, t.periodEnd)],
);
