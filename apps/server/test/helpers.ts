import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from '../src/lib/store.ts';
import { createDatabaseFrom, dropDatabase, sqlRows } from './sql.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate, withDatabase } from './template.ts';

export const DEMO = 'demo';

/** A fresh, migrated and seeded database for one test file: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = process.env.LP_PG_TEMPLATE ?? (await ensurePostgresTemplate(url));
    const name = `lp_t_${randomBytes(6).toString('hex')}`;
    await createDatabaseFrom(url, name, template);
    const database = openPostgres(withDatabase(url, name), 10);
    await migrate(database);
    const close = database.close;
    database.close = async () => {
      await close();
      await dropDatabase(url, name);
    };
    return database;
  }
  const file = process.env.LP_PGLITE_TEMPLATE ?? (await ensurePgliteTemplate());
  const database = await openPglite(undefined, new Blob([readFileSync(file)]));
  await migrate(database);
  return database;
}

/** A shared store for tests: Redis under a unique prefix when REDIS_URL is set, else memory. */
export async function freshStore(): Promise<SharedStore> {
  const url = process.env.REDIS_URL;
  return url ? createRedisStore(url, `lpt:${randomBytes(4).toString('hex')}:`) : createMemoryStore();
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  store: SharedStore;
  config: Config;
  /** The test clock; move it with `clock.set()` or `clock.advance()`. */
  clock: { now(): Date; set(d: Date): void; advance(ms: number): void };
  close(): Promise<void>;
}

/** Builds the whole server on a fresh database; `env` overrides configuration, `extend` adds test routes. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { extend?: (app: FastifyInstance) => void; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const database = await freshDatabase();
  const store = await freshStore();
  let offset = 0;
  let fixed: Date | undefined;
  const clock = {
    now: () => (fixed ? new Date(fixed.getTime() + offset) : new Date(Date.now() + offset)),
    set: (d: Date) => {
      fixed = d;
      offset = 0;
    },
    advance: (ms: number) => {
      offset += ms;
    },
  };
  const logger = opts.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false);
  const app = await buildApp({ config, database, store, logger, now: clock.now, serveWeb: false });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    store,
    config,
    clock,
    async close() {
      await app.close();
      await store.close();
      await database.close();
    },
  };
}

/** Injects a call with the demo merchant unless headers say otherwise; parses the JSON answer. */
export async function call(
  app: FastifyInstance,
  opts: InjectOptions & { merchant?: string | null; token?: string; lang?: string },
): Promise<{
  res: LightMyRequestResponse;
  body: Record<string, unknown> & { success: boolean; value?: unknown; errorCode?: string; message?: string };
}> {
  const { merchant = DEMO, token, lang, headers, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: {
      ...(merchant === null ? {} : { merchant }),
      ...(token ? { authorization: token } : {}),
      ...(lang ? { language: lang } : {}),
      ...(headers ?? {}),
    },
  });
  return { res, body: res.json() };
}

/**
 * Every row of every table, for "nothing changed" checks: one line per table, `table:<md5 of its rows
 * in a fixed order>:<row count>`, made in one statement. A mismatch names the table that changed; the
 * rows stay in the database (a hash instead of the rows keeps the check fast as the seeds grow).
 */
export async function snapshot(database: Database): Promise<string> {
  const tables = await sqlRows<{ tablename: string }>(
    database,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const each = tables.map(
    ({ tablename }) =>
      sql`SELECT ${tablename}::text AS t,
                 (SELECT md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) || ':' || count(*)
                    FROM ${sql.identifier(tablename)} x) AS h`,
  );
  const rows = await sqlRows<{ t: string; h: string }>(database, sql`${sql.join(each, sql` UNION ALL `)} ORDER BY 1`);
  return rows.map((r) => `${r.t}:${r.h}`).join('\n');
}
