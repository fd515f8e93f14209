import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { domainEvents, eventDeliveries, eventSubscriptions } from '../db/schema/index.ts';
import type { StoredEvent } from './catalogue.ts';

/** A delivery this copy claimed, with its event. */
export interface Claimed {
  handler: string;
  attempts: number;
  event: StoredEvent;
}

interface ClaimRow {
  handler: string;
  attempts: number | string;
  event_id: number | string;
  type: string;
  brand_id: number | string | null;
  subject: string;
  payload: unknown;
  created_at: Date | string;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Adds (handler, event type) subscriptions; existing ones stay. */
export async function subscribe(db: Db, pairs: { handler: string; eventType: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.insert(eventSubscriptions).values(pairs).onConflictDoNothing();
}

/**
 * Takes up to `limit` due deliveries of the given handlers under `token` until the lease ends, counting
 * the attempt first (so a delivery that kills its process is still parked in the end). SKIP LOCKED lets
 * copies claim side by side without waiting on each other.
 */
export async function claimDeliveries(
  db: Db,
  handlers: readonly string[],
  token: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<Claimed[]> {
  if (handlers.length === 0) return [];
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await rowsOf<ClaimRow>(
    db,
    sql`WITH c AS (
          UPDATE event_deliveries d SET claimed_by = ${token}, lease_until = ${lease}::timestamptz, attempts = d.attempts + 1
          FROM (SELECT handler, event_id FROM event_deliveries
                 WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz AND handler IN (${list(handlers)})
                   AND (lease_until IS NULL OR lease_until <= ${at}::timestamptz)
                 ORDER BY next_attempt_at, event_id LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
          WHERE d.handler = due.handler AND d.event_id = due.event_id
          RETURNING d.handler, d.event_id, d.attempts
        )
        SELECT c.handler, c.attempts, c.event_id, e.type, e.brand_id, e.subject, e.payload, e.created_at
          FROM c JOIN domain_events e ON e.id = c.event_id ORDER BY c.event_id`,
  );
  return rows.map((r) => ({
    handler: r.handler,
    attempts: Number(r.attempts),
    // The payload was written through the typed recordEvent, so its shape matches its type.
    event: {
      id: Number(r.event_id),
      type: r.type,
      brandId: r.brand_id === null ? null : Number(r.brand_id),
      subject: r.subject,
      payload: r.payload,
      at: new Date(r.created_at),
    } as StoredEvent,
  }));
}

/**
 * Locks the deliveries still held under `token` (one handler's, or all) for the handling transaction.
 * A delivery whose lease ran out and was claimed again is no longer ours: the lock keeps a late copy
 * from running it a second time, and SKIP LOCKED claims pass over it while we hold it.
 */
export async function holdClaimed(tx: Tx, token: string, one?: { handler: string; eventId: number }) {
  const rows = await rowsOf<{ handler: string; event_id: number | string }>(
    tx,
    sql`SELECT handler, event_id FROM event_deliveries
         WHERE claimed_by = ${token} AND status = 'pending'
           ${one ? sql`AND handler = ${one.handler} AND event_id = ${one.eventId}` : sql``}
         FOR UPDATE`,
  );
  return new Set(rows.map((r) => `${r.handler}#${Number(r.event_id)}`));
}

/** Marks the held deliveries (or one) done. */
export async function markDone(tx: Tx, token: string, now: Date, one?: { handler: string; eventId: number }) {
  await tx
    .update(eventDeliveries)
    .set({ status: 'done', doneAt: now, leaseUntil: null, lastError: null })
    .where(
      and(
        eq(eventDeliveries.claimedBy, token),
        eq(eventDeliveries.status, 'pending'),
        one ? and(eq(eventDeliveries.handler, one.handler), eq(eventDeliveries.eventId, one.eventId)) : undefined,
      ),
    );
}

/** Records a failed attempt: retried after `retryAt`, or parked when `park`. */
export async function markFailed(
  db: DbOrTx,
  token: string,
  one: { handler: string; eventId: number },
  error: string,
  retryAt: Date,
  park: boolean,
): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({ status: park ? 'parked' : 'pending', nextAttemptAt: retryAt, leaseUntil: null, lastError: error })
    .where(
      and(
        eq(eventDeliveries.claimedBy, token),
        eq(eventDeliveries.status, 'pending'),
        eq(eventDeliveries.handler, one.handler),
        eq(eventDeliveries.eventId, one.eventId),
      ),
    );
}

/** Parked deliveries, newest first, with their events. */
export async function parkedDeliveries(db: Db, handler: string | undefined, limit: number) {
  return db
    .select({
      eventId: eventDeliveries.eventId,
      handler: eventDeliveries.handler,
      attempts: eventDeliveries.attempts,
      lastError: eventDeliveries.lastError,
      nextAttemptAt: eventDeliveries.nextAttemptAt,
      type: domainEvents.type,
      subject: domainEvents.subject,
      brandId: domainEvents.brandId,
      at: domainEvents.createdAt,
    })
    .from(eventDeliveries)
    .innerJoin(domainEvents, eq(domainEvents.id, eventDeliveries.eventId))
    .where(and(eq(eventDeliveries.status, 'parked'), handler ? eq(eventDeliveries.handler, handler) : undefined))
    .orderBy(desc(eventDeliveries.eventId))
    .limit(limit);
}

/** Puts parked deliveries back in the queue with a fresh count of attempts; returns how many. */
export async function retryParked(db: Db, now: Date, eventId: number | undefined, handler: string | undefined) {
  const moved = await db
    .update(eventDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, claimedBy: null, leaseUntil: null })
    .where(
      and(
        eq(eventDeliveries.status, 'parked'),
        eventId === undefined ? undefined : eq(eventDeliveries.eventId, eventId),
        handler ? eq(eventDeliveries.handler, handler) : undefined,
      ),
    )
    .returning({ eventId: eventDeliveries.eventId });
  return moved.length;
}
