import type { FastifyInstance } from 'fastify';

/** One structured line per request: id, method, path (never the query), status, time, brand, address. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        reqId: req.id,
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
  });
}
