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
