import { bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredTier } from './agent-contracts.ts';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
type Kind = 'dividend' | 'dailyWage' | 'hourSalary' | 'realtimeSalary';
type Period = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime';

/** Contract templates per brand (migrations/1111_agent_contract_settings.sql). */
export const agentContractTemplates = pgTable('agent_contract_templates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  kind: text('kind').notNull().$type<Kind>(),
  name: text('name').notNull(),
  period: text('period').notNull().$type<Period>(),
  tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
  createdAt: tz('created_at').notNull(),
  updatedAt: tz('updated_at').notNull(),
});

/** The highest rate per brand and kind (basis points). */
export const agentContractLimits = pgTable(
  'agent_contract_limits',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: text('kind').notNull().$type<Kind>(),
    maxRate: integer('max_rate').notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] })],
);
