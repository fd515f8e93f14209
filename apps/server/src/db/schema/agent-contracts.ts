import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** One tier as stored: minor units and basis points (migrations/1110_agent_contracts.sql). */
export interface StoredTier {
  minValidBet: number;
  minActiveMembers: number;
  minLoss: number;
  rate: number;
}

/** Agent contracts (docs/decisions/1110): one row per offer and its life. */
export const agentContracts = pgTable('agent_contracts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  kind: text('kind').notNull().$type<'dividend' | 'dailyWage' | 'hourSalary' | 'realtimeSalary'>(),
  period: text('period').notNull().$type<'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime'>(),
  holderId: bigint('holder_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  offeredById: bigint('offered_by_id', { mode: 'number' }).references(() => members.id),
  status: text('status').notNull().$type<'offered' | 'active' | 'rejected' | 'terminationRequested' | 'terminated'>(),
  tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
  maxRate: integer('max_rate').notNull(),
  offeredAt: tz('offered_at').notNull(),
  decidedAt: tz('decided_at'),
  effectiveFrom: tz('effective_from'),
  endedAt: tz('ended_at'),
  terminationBy: text('termination_by').$type<'holder' | 'upline'>(),
  note: text('note').notNull().default(''),
  version: integer('version').notNull().default(0),
});
