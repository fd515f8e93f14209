import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { rowsOf } from './db/rows.ts';
import type { Deps } from './deps.ts';
import type { SharedStore } from './lib/store.ts';
import { MODULES } from './modules/index.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { registerCdnRewrite } from './plugins/cdn.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerEnvelope, sendFailure } from './plugins/envelope.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { findAdminDist, findWebDist, registerSpa } from './plugins/spa.ts';
import { buildServices, type Services } from './services.ts';
import './plugins/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of this server, built once by the composition root (services.ts). */
    services: Services;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  store: SharedStore;
  /** Pino options or an existing logger; tests pass `false` or a level. */
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Serve the SPA from the built web app when present (default true). */
  serveWeb?: boolean;
}

/** Builds the whole server as a Fastify instance; tests call inject() on it, main.ts listens. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  });

  const deps: Deps = {
    config,
    database: opts.database,
    db: opts.database.db,
    store: opts.store,
    log: app.log,
    now: opts.now ?? (() => new Date()),
  };
  // The composition root: every service built once; routes, admin commands and jobs take them from here.
  const services = buildServices(deps, { listening: () => app.server.address() });
  app.decorate('deps', deps);
  app.decorate('services', services);
  app.decorate('brands', services.brands);
  app.decorate('sessions', services.sessions);
  app.decorate('devHelpers', [] as string[]);

  registerRequestContext(app);
  registerCdnRewrite(app);
  registerEnvelope(app);
  registerBodyParsers(app);
  registerRateLimit(app, opts.store, config.rateLimit);
  registerSecurityHeaders(app, { https: (config.publicUrl ?? '').startsWith('https://') });
  registerRequestLog(app);

  // Cached brands and vendors are dropped when any server copy changes one.
  const unsubscribe = [await services.brands.listen(), await services.vendors.listen()];
  app.addHook('onClose', async () => {
    for (const u of unsubscribe) u();
  });

  app.get('/healthz', async (_req, reply) => {
    const [db, store] = await Promise.all([
      rowsOf(opts.database.db, sql`SELECT 1 AS ok`).then(
        () => 'ok',
        () => 'down',
      ),
      opts.store.ping().then(
        (ok) => (ok ? 'ok' : 'down'),
        () => 'down',
      ),
    ]);
    const value = { db, store: `${opts.store.kind}:${store}` };
    if (db !== 'ok' || store !== 'ok') return sendFailure(reply, 'unknown_error', value);
    return reply.send({ success: true, value: { status: 'ok', ...value } });
  });
  registerDocs(app);

  for (const mod of MODULES) mod.register(app, services);
  // Every job and handler is defined: subscribe the handlers before any event is written, and let the
  // loops (started by main.ts) finish their pass before the database closes.
  const { platform } = services;
  await platform.events.sync();
  app.addHook('onClose', () => platform.stop());

  registerSpa(
    app,
    opts.serveWeb === false ? undefined : findWebDist(config.webDist),
    opts.serveWeb === false ? undefined : findAdminDist(config.adminDist),
  );
  return app;
}
