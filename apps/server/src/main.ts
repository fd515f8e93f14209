import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from './app.ts';
import { registerAdminEndpoint } from './cli/admin-endpoint.ts';
import { DEV_COMMANDS } from './cli/registry.ts';
import { ConfigError, loadConfig } from './config.ts';
import { runSeeds } from './db/seed.ts';
import { acquireDataLock, DataDirBusyError } from './lib/data-lock.ts';
import { modeLine } from './plugins/dev-helpers.ts';
import { openDatabase, openStore } from './runtime.ts';

/** Starts the server: config, lock, database, seed, listen; stops cleanly on SIGINT and SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database is one process's alone; the lock also tells the admin command where we listen.
  const lock = config.databaseUrl ? undefined : acquireDataLock(config.dataDir);
  const database = await openDatabase(config);
  const store = await openStore(config);
  // Log lines are buffered and written asynchronously: one JSON line per request must not cost the
  // request its speed. The buffer is flushed at stop.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const app = await buildApp({ config, database, store, logger: { level: config.logLevel, stream: logStream } });
  const adminSecret = randomBytes(24).toString('base64url');
  registerAdminEndpoint(app, adminSecret);
  await runSeeds(app.deps);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  lock?.update({ port, adminSecret });
  // Jobs and event handlers run on every copy; their claims make each run and delivery happen once.
  app.services.platform.start();
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(
    `\n  Site ready at http://localhost:${port}/  (listening on ${config.host}; database: ${where}${config.redisUrl ? ', Redis' : ''})\n${modeLine(app, DEV_COMMANDS)}\n\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n  ${signal}: stopping…\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await store.close();
      await database.close();
      logStream.flushSync();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof DataDirBusyError) {
    process.stderr.write(`\n  ${e.message}\n\n`);
    process.exit(2);
  }
  process.stderr.write(
    `\n  The server could not start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n\n`,
  );
  process.exit(1);
});
