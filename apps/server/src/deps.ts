import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SharedStore } from './lib/store.ts';

/** What every service may use; built once per app and passed in, so tests can build their own. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  store: SharedStore;
  log: FastifyBaseLogger;
  /** The clock; tests move it. */
  now: () => Date;
}
