import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres, pgliteClient } from '../src/db/client.ts';
import { migrate, migrationsDir } from '../src/db/migrate.ts';
import { rowsOf } from '../src/db/rows.ts';
import { runSeeds } from '../src/db/seed.ts';
import type { Deps } from '../src/deps.ts';
import { createMemoryStore } from '../src/lib/store.ts';
import { onServer } from './sql.ts';

/**
 * Test databases start from a template that is migrated and seeded once per test run: a PGlite data
 * dump on disk, or a PostgreSQL template database. The template's name follows the migrations and
 * seed sources, so a change to either builds a new one.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  const dir = migrationsDir();
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(path.join(dir, f)));
  const srcRoot = path.resolve(import.meta.dirname, '../src/modules');
  const walk = (d: string) => {
    for (const f of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, f.name);
      if (f.isDirectory()) walk(full);
      else if (/seed|catalogue|fixtures/.test(f.name)) hash.update(f.name).update(readFileSync(full));
    }
  };
  walk(srcRoot);
  return hash.digest('hex').slice(0, 12);
}

export function seedDeps(database: Database): Deps {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const noop = () => undefined;
  const log = {
    info: noop,
    warn: noop,
    error: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    child: () => log,
    level: 'silent',
    silent: noop,
  } as unknown as Deps['log'];
  return { config, database, db: database.db, store: createMemoryStore(), log, now: () => new Date() };
}

export const PGLITE_TEMPLATE_DIR = path.join(os.tmpdir(), 'lp-test-templates');

/** Path of the PGlite template dump, building it when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  const file = path.join(PGLITE_TEMPLATE_DIR, `pglite-${templateKey()}.tar.gz`);
  if (existsSync(file)) return file;
  const database = await openPglite(undefined);
  await migrate(database);
  await runSeeds(seedDeps(database));
  const client = pgliteClient(database);
  if (!client) throw new Error('not a PGlite database');
  const blob = await client.dumpDataDir('gzip');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  const { renameSync } = await import('node:fs');
  renameSync(tmp, file);
  await database.close();
  return file;
}

/** Name of the PostgreSQL template database, building it when missing. */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `lp_tmpl_${templateKey()}`;
  return onServer(url, async (admin) => {
    const found = await rowsOf(admin, sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
    if (found.length) return name;
    const building = sql.identifier(`${name}_b${process.pid}`);
    await rowsOf(admin, sql`DROP DATABASE IF EXISTS ${building}`);
    await rowsOf(admin, sql`CREATE DATABASE ${building}`);
    const database = openPostgres(withDatabase(url, `${name}_b${process.pid}`), 4);
    await migrate(database);
    await runSeeds(seedDeps(database));
    await database.close();
    try {
      await rowsOf(admin, sql`ALTER DATABASE ${building} RENAME TO ${sql.identifier(name)}`);
    } catch {
      // Another run built it first.
      await rowsOf(admin, sql`DROP DATABASE IF EXISTS ${building}`);
    }
    return name;
  });
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
