import type { FastifyInstance } from 'fastify';

/**
 * One structured line per request: id, method, path (never the query), status, time, brand, address.
 * The id comes from the request's logger (Fastify binds `reqId` to it), so it is written once.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onResponse', (req, reply, done) => {
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
