import type { FastifyInstance } from 'fastify';

/** A quiet route's answer slower than this still gets its line. */
const SLOW_MS = 1000;

/**
 * One structured line per request: id, method, path (never the query), status, time, brand, address.
 * The id comes from the request's logger (Fastify binds `reqId` to it), so it is written once. Routes
 * marked `quietLog` get a line only when refused or slow.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onResponse', (req, reply, done) => {
    if (req.routeOptions.config?.quietLog && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS) {
      done();
      return;
    }
    req.log.info(
      {
        method: req.method,
        path: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        brand: req.brand?.merchantCode,
        ip: req.clientIp,
        member: req.auth?.memberId,
      },
      'request',
    );
    done();
  });
}
