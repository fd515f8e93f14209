import type { Database } from '../src/db/client.ts';
import type { EventPayloads, EventType } from '../src/events/catalogue.ts';

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
  const rows = await database.query<{
    id: number | string;
    brand_id: number | null;
    subject: string;
    payload: EventPayloads[T];
    created_at: Date | string;
  }>(
    `SELECT id, brand_id, subject, payload, created_at FROM domain_events
      WHERE type = $1 AND ($2::text IS NULL OR subject = $2) ORDER BY id`,
    [type, subject ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    subject: r.subject,
    payload: r.payload,
    at: new Date(r.created_at),
  }));
}

const TYPE = /^[a-z]+(\.[a-z_]+)+$/;

/**
 * Makes every transaction that records an event of `type` fail when it commits (a deferred constraint
 * trigger raises at COMMIT, after all of the transaction's work), until the returned function is
 * called. A change recorded in the same transaction as its event then leaves no trace at all; one
 * committed apart from its event would stay.
 */
export async function failCommitsRecording(database: Database, type: EventType): Promise<() => Promise<void>> {
  if (!TYPE.test(type)) throw new Error(`not an event type: ${type}`);
  await database.exec(`
    CREATE OR REPLACE FUNCTION test_refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'test: the commit of an event % is refused', NEW.type;
    END $$;
    CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON domain_events
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.type = '${type}')
      EXECUTE FUNCTION test_refuse_commit();`);
  return async () => {
    await database.exec('DROP TRIGGER test_refuse_commit ON domain_events');
  };
}
