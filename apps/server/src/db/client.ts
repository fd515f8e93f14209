import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

// int8 and numeric arrive as strings from node-postgres; money and ids stay within 2^53, so parse them.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL through a node-postgres pool. */
export function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      const res = await pool.query(sqlText, params);
      return res.rows as T[];
    },
    close: () => pool.end(),
  };
}

/** Opens an embedded PGlite database in a directory, or in memory when dir is undefined. */
export async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  yieldBeforeEachStatement(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async query<T>(sqlText: string, params: unknown[] = []) {
      const res = await client.query<T>(sqlText, params);
      return res.rows;
    },
    async close() {
      await client.close();
    },
    // Exposed for the test template (dump once, load per file).
    ...({ pglite: client } as object),
  };
}

/**
 * PGlite runs each statement synchronously on the event loop, and a request's statements follow one
 * another in one run of microtasks, so a sign-in's half-dozen statements would hold the loop for
 * milliseconds while other requests wait. Waiting for the loop's next turn before each statement lets
 * pending requests be read and answered in between (decision 0202).
 */
function yieldBeforeEachStatement(client: PGlite) {
  const run = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (...args: Parameters<PGlite['execProtocolRaw']>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return run(...args);
  };
}

/** The PGlite client behind a Database, for dumping a test template. */
export function pgliteClient(database: Database): PGlite | undefined {
  const maybe = (database as unknown as { pglite?: PGlite }).pglite;
  return maybe;
}
