import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  settings: jsonb('settings').notNull().default(sql`'{}'::jsonb`),
  maintenanceOn: boolean('maintenance_on').notNull().default(false),
  maintainTime: timestamp('maintain_time', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  regionBlockOn: boolean('region_block_on').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brandDomains = pgTable('brand_domains', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  host: text('host').notNull().unique(),
  speed: integer('speed').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const brandSwitches = pgTable(
  'brand_switches',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.modId] })],
);

export const brandBlockedRanges = pgTable('brand_blocked_ranges', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  cidr: text('cidr').notNull(),
  note: text('note').notNull().default(''),
});

export const brandKeys = pgTable('brand_keys', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  publicSpki: text('public_spki').notNull(),
  privatePkcs8: text('private_pkcs8').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull().default(''),
  resourceType: text('resource_type').notNull(),
  qrCodeUrl: text('qr_code_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
