import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { EventType, NewEvent } from './catalogue.ts';

/**
 * Writes a domain event in the caller's transaction, with one pending delivery for each handler
 * subscribed to its type, in one statement. The event exists exactly when the change commits: a crash
 * after the commit loses nothing, because the deliveries wait in the table until a dispatcher runs them.
 * Returns the event id.
 */
export async function recordEvent<T extends EventType>(tx: Tx, event: NewEvent<T>): Promise<number> {
  const at = event.at.toISOString();
  const [row] = await rowsOf<{ id: number | string }>(
    tx,
    sql`WITH e AS (
          INSERT INTO domain_events (type, brand_id, subject, payload, created_at)
          VALUES (${event.type}, ${event.brandId}, ${event.subject}, ${JSON.stringify(event.payload)}::jsonb, ${at}::timestamptz)
          RETURNING id, created_at
        ), d AS (
          INSERT INTO event_deliveries (event_id, handler, status, next_attempt_at)
          SELECT e.id, s.handler, 'pending', e.created_at FROM e JOIN event_subscriptions s ON s.event_type = ${event.type}
        )
        SELECT id FROM e`,
  );
  if (!row) throw new Error('the event was not recorded');
  return Number(row.id);
}

/**
 * Writes several domain events in the caller's transaction in one statement (in the order given),
 * each with its pending deliveries, as {@link recordEvent} does for one.
 */
export async function recordEvents(tx: Tx, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e, n) => ({
    n,
    type: e.type,
    brand_id: e.brandId,
    subject: e.subject,
    payload: e.payload,
    created_at: e.at.toISOString(),
  }));
  await rowsOf(
    tx,
    sql`WITH e AS (
          INSERT INTO domain_events (type, brand_id, subject, payload, created_at)
          SELECT x.type, x.brand_id, x.subject, x.payload, x.created_at
            FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                 AS x(n integer, type text, brand_id integer, subject text, payload jsonb, created_at timestamptz)
           ORDER BY x.n
          RETURNING id, type, created_at
        )
        INSERT INTO event_deliveries (event_id, handler, status, next_attempt_at)
        SELECT e.id, s.handler, 'pending', e.created_at FROM e JOIN event_subscriptions s ON s.event_type = e.type`,
  );
}
