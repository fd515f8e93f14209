import { bigint, bigserial, customType, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Platform messages and feedback (migrations/1540_messages.sql; docs/decisions/1540-messages.md).

export type MessageCategoryDb = 'system' | 'promotion' | 'account' | 'personal';
export type CampaignTexts = Record<string, { title: string; body: string }>;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** An operator's message to a segment of members, fanned out once. */
export const messageCampaigns = pgTable('message_campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  category: text('category').$type<MessageCategoryDb>().notNull(),
  texts: jsonb('texts').$type<CampaignTexts>().notNull(),
  segment: jsonb('segment').$type<Record<string, unknown>>().notNull(),
  reason: text('reason').notNull(),
  requestId: text('request_id').notNull(),
  recipients: integer('recipients').notNull().default(0),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** One message in one member's inbox. */
export const memberMessages = pgTable('member_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  category: text('category').$type<MessageCategoryDb>().notNull(),
  sourceKey: text('source_key').notNull(),
  template: text('template'),
  params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
  campaignId: bigint('campaign_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull(),
  readAt: ts('read_at'),
  deletedAt: ts('deleted_at'),
});

/** A member's feedback and the staff reply. */
export const feedback = pgTable('feedback', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  question: text('question').notNull(),
  content: text('content').notNull(),
  imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
  requestId: text('request_id').notNull(),
  status: text('status').$type<'open' | 'replied'>().notNull().default('open'),
  reply: text('reply'),
  repliedBy: text('replied_by'),
  repliedAt: ts('replied_at'),
  createdAt: ts('created_at').notNull(),
});

/** An image uploaded for feedback (PNG or JPG by content, at most 5 MB). */
export const feedbackImages = pgTable('feedback_images', {
  id: text('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  feedbackId: bigint('feedback_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull(),
});
