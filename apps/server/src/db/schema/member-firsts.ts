import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A member's firsts (migrations/0012_platform_member_firsts.sql): the row decides which change was first. */
export const memberFirsts = pgTable(
  'member_firsts',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().$type<'deposit'>(),
    brandId: integer('brand_id').notNull(),
    reference: text('reference').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);
