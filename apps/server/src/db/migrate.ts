import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Finds apps/server/migrations from the source tree or the built bundle. */
export function migrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations directory not found');
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

function loadMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const LOCK_ID = 727_001;

/**
 * Applies committed SQL migrations in name order, each in its own transaction. Several server copies
 * may start at once on PostgreSQL: an advisory lock lets one migrate while the others wait.
 * An applied migration whose file changed stops the start: migrations are append-only.
 */
export async function migrate(database: Database, dir = migrationsDir()): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: string[] = [];
  const run = async () => {
    const done = new Map(
      (await database.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map(
        (r) => [r.name, r.checksum],
      ),
    );
    for (const m of loadMigrations(dir)) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      const escaped = m.name.replaceAll("'", "''");
      // One simple-protocol script runs as one implicit transaction: all of it applies or none.
      await database.exec(
        `${m.sql}\n;INSERT INTO schema_migrations (name, checksum) VALUES ('${escaped}', '${m.checksum}');`,
      );
      applied.push(m.name);
    }
  };
  if (database.kind === 'postgres') {
    // Session-level advisory locks need one connection: run the whole migration through a transaction lock.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      await run();
    });
  } else {
    await run();
  }
  return applied;
}
