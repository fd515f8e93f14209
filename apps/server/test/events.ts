import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import type { EventPayloads, EventType } from '../src/events/catalogue.ts';
import { sqlRows } from './sql.ts';

export interface RecordedEvent<T extends EventType> {
  id: number;
  brandId: number | null;
  subject: string;
  payload: EventPayloads[T];
  at: Date;
}

/** The recorded events of a type (for one subject when given), oldest first. */
export async function eventsOf<T extends EventType>(
  database: Database,
  type: T,
  subject?: string,
): Promise<RecordedEvent<T>[]> {
  const rows = await sqlRows<{
    id: number | string;
    brand_id: number | null;
    subject: string;
    payload: EventPayloads[T];
    created_at: Date | string;
  }>(
    database,
    sql`SELECT id, brand_id, subject, payload, created_at FROM domain_events
      WHERE type = ${type} AND (${subject ?? null}::text IS NULL OR subject = ${subject ?? null}) ORDER BY id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    subject: r.subject,
    payload: r.payload,
    at: new Date(r.created_at),
  }));
}

/**
 * Makes every transaction that records an event of `type` fail when it commits (a deferred constraint
 * trigger raises at COMMIT, after all of the transaction's work), until the returned function is
 * called. A change recorded in the same transaction as its event then leaves no trace at all; one
 * committed apart from its event would stay. The refused type is a row of a scratch table, so the
 * trigger's SQL carries no value.
 */
export async function failCommitsRecording(database: Database, type: EventType): Promise<() => Promise<void>> {
  await sqlRows(database, sql`CREATE TABLE IF NOT EXISTS test_refused_events (type text PRIMARY KEY)`);
  await sqlRows(
    database,
    sql`CREATE OR REPLACE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM test_refused_events WHERE type = NEW.type) THEN
        RAISE EXCEPTION 'test: the commit of an event % is refused', NEW.type;
      END IF;
      RETURN NULL;
    END $$`,
  );
  await sqlRows(database, sql`DROP TRIGGER IF EXISTS test_refuse_commit ON domain_events`);
  await sqlRows(
    database,
    sql`CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON domain_events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_commit()`,
  );
  await sqlRows(database, sql`INSERT INTO test_refused_events (type) VALUES (${type}) ON CONFLICT DO NOTHING`);
  return async () => {
    await sqlRows(database, sql`DROP TRIGGER test_refuse_commit ON domain_events`);
    await sqlRows(database, sql`DELETE FROM test_refused_events`);
  };
}
