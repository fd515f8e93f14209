import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { freshDatabase } from './helpers.ts';
import { sqlRows } from './sql.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the drizzle schema mirrors the migrated database', () => {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

  it('covers at least the platform tables', () => {
    expect(tables.map((t) => getTableName(t))).toEqual(expect.arrayContaining(['brands', 'members', 'sessions']));
  });

  for (const table of tables) {
    it(`${getTableName(table)}: every column exists with the same nullability`, async () => {
      const rows = await sqlRows<{ column_name: string; is_nullable: string }>(
        database,
        sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${getTableName(table)}`,
      );
      const actual = new Map(rows.map((r) => [r.column_name, r.is_nullable === 'YES']));
      for (const col of Object.values(getTableColumns(table))) {
        expect(actual.has(col.name), `${getTableName(table)}.${col.name} missing`).toBe(true);
        expect(actual.get(col.name), `${getTableName(table)}.${col.name} nullability`).toBe(!col.notNull);
      }
    });
  }
});
