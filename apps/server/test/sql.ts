import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db, DbOrTx } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows.ts';

/**
 * The one way tests read or arrange rows: a Drizzle `sql` template on the test's database, through
 * the server's `rowsOf`. Values are bound parameters; table and column names go in with
 * `sql.identifier(name)`. `on` is a test app, a Database, or a transaction (`db.transaction(async (tx) => ...)`). Timestamps come back as PostgreSQL's text (wrap them in `new Date(...)`).
 *
 *   const [row] = await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM members WHERE id = ${id}`);
 */
export function sqlRows<T = Record<string, unknown>>(
  on: { database: Database } | Database | DbOrTx,
  query: SQL,
): Promise<T[]> {
  const exec = 'database' in on ? on.database.db : 'kind' in on && 'exec' in on ? on.db : (on as DbOrTx);
  // A refused statement rejects with the database's own error (as the driver gives it), not Drizzle's
  // "Failed query" wrapper, so a test can match the message a trigger or constraint raised.
  return rowsOf<T>(exec, query).catch((e: unknown) => {
    throw e instanceof DrizzleQueryError && e.cause instanceof Error ? e.cause : e;
  });
}

/**
 * Runs statements on a PostgreSQL server's maintenance connection (CREATE / DROP DATABASE), which
 * cannot run inside a pool's transaction-ready session; closes the connection after.
 */
export async function onServer<T>(url: string, run: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(drizzle(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/** Makes database `name` on the server of `url` as a copy of `template`. */
export function createDatabaseFrom(url: string, name: string, template: string): Promise<void> {
  return onServer(url, async (db) => {
    await rowsOf(db, sql`CREATE DATABASE ${sql.identifier(name)} TEMPLATE ${sql.identifier(template)}`);
  });
}

/** Drops database `name` on the server of `url`, closing its connections. */
export function dropDatabase(url: string, name: string): Promise<void> {
  return onServer(url, async (db) => {
    await rowsOf(db, sql`DROP DATABASE IF EXISTS ${sql.identifier(name)} WITH (FORCE)`);
  });
}
