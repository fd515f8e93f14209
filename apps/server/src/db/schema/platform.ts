import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** A job period's claim and run record (migrations/0010_platform_jobs_events.sql). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobType: text('job_type').notNull(),
    subject: text('subject').notNull().default(''),
    period: text('period').notNull(),
    status: text('status').notNull().$type<'pending' | 'running' | 'done' | 'parked'>(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: tz('due_at').notNull(),
    claimedBy: text('claimed_by'),
    leaseUntil: tz('lease_until'),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
    result: jsonb('result'),
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [unique().on(t.jobType, t.subject, t.period)],
);

/** The outbox of domain events. */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  brandId: integer('brand_id'),
  subject: text('subject').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: tz('created_at').notNull(),
});

/** Which handler wants which event type. */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    handler: text('handler').notNull(),
    eventType: text('event_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.handler, t.eventType] })],
);

/** One handler's progress on one event. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    handler: text('handler').notNull(),
    status: text('status').notNull().$type<'pending' | 'done' | 'parked'>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull(),
    claimedBy: text('claimed_by'),
    leaseUntil: tz('lease_until'),
    lastError: text('last_error'),
    doneAt: tz('done_at'),
  },
  (t) => [primaryKey({ columns: [t.handler, t.eventId] })],
);
