import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { brands } from './system.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Announcements for agents (migrations/1100_agents_and_teams.sql). */
export const agentNotices = pgTable('agent_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: tz('created_at').notNull(),
  retiredAt: tz('retired_at'),
});
