import path from 'node:path';
import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from './lib/store.ts';

/** Opens the configured database (PostgreSQL by DATABASE_URL, else PGlite under DATA_DIR) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  await migrate(database);
  return database;
}

/** The shared store: Redis by REDIS_URL, else in memory. */
export function openStore(config: Config): Promise<SharedStore> {
  return config.redisUrl ? createRedisStore(config.redisUrl) : Promise.resolve(createMemoryStore());
}
