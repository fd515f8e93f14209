import { bigint, bigserial, boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { brands } from './system.ts';

const brandId = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });

export const contentBanners = pgTable('content_banners', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  groupName: text('group_name').notNull(),
  imageUrl: text('image_url').notNull(),
  linkageType: text('linkage_type').notNull().default(''),
  linkageValue: text('linkage_value').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
});

export const contentBannerTexts = pgTable(
  'content_banner_texts',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => contentBanners.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

export const contentNotices = pgTable('content_notices', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  type: text('type').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  enabled: boolean('enabled').notNull().default(true),
  /** Shown only to signed-in members (getAnnouncementLogined; migration 1540). */
  membersOnly: boolean('members_only').notNull().default(false),
});

export const contentNoticeTexts = pgTable(
  'content_notice_texts',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => contentNotices.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.lang] })],
);

export const contentHelpItems = pgTable('content_help_items', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  tag: text('tag').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contentHelpTexts = pgTable(
  'content_help_texts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentHelpItems.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

export const supportMessages = pgTable('support_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  brandId: brandId(),
  conversation: text('conversation').notNull(),
  channel: text('channel').notNull(),
  sender: text('sender').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
