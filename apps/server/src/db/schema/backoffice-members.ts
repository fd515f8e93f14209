import { bigint, bigserial, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { staff } from './staff.ts';
import { brands } from './system.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Staff notes on a member (migration 1040): append-only. */
export const memberNotes = pgTable('member_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Tags on members (migration 1040). */
export const memberTags = pgTable(
  'member_tags',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tag: text('tag').notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).references(() => staff.id),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tag] })],
);

/** The support desk's state of a conversation (migration 1040); no row is open and unclaimed. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    status: text('status').notNull().default('open'),
    assignedTo: bigint('assigned_to', { mode: 'number' }).references(() => staff.id),
    assignedAt: ts('assigned_at'),
    closedAt: ts('closed_at'),
    closedLastMessage: bigint('closed_last_message', { mode: 'number' }),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.conversation] })],
);
