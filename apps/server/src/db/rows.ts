import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/** Rows of a raw statement on the database or a transaction (PGlite and node-postgres both answer `rows`). */
export async function rowsOf<T>(exec: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await exec.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
