import { TOO_MANY_REQUESTS_RETRY_S } from '@app/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { SharedStore } from '../lib/store.ts';
import { isApiPath } from './envelope.ts';

/**
 * Fixed-window request limit per client address on API paths. Going over blocks the address for
 * 5 minutes (SPEC §9) and answers 429 with Retry-After. Counters live in the shared store, so
 * several server copies count together when Redis is configured.
 */
export function registerRateLimit(
  app: FastifyInstance,
  store: SharedStore,
  opts: { max: number; windowMs: number },
): void {
  const blockMs = TOO_MANY_REQUESTS_RETRY_S * 1000;
  app.addHook('onRequest', async (req) => {
    // Vendor API calls are signed server-to-server traffic from few addresses (the house vendor shares
    // this server's): a per-address limit would stop every game at once. They are not counted.
    if (!isApiPath(req.url) || req.url.startsWith('/healthz') || req.url.startsWith('/vendor/')) return;
    const ip = req.clientIp;
    const blocked = await store.ttl(`rlb:${ip}`);
    if (blocked > 0) {
      throw AppError.retryLater('TOO_MANY_REQUESTS', Math.ceil(blocked / 1000));
    }
    const windowStart = Math.floor(Date.now() / opts.windowMs);
    const count = await store.incr(`rl:${ip}:${windowStart}`, opts.windowMs);
    if (count > opts.max) {
      await store.set(`rlb:${ip}`, '1', blockMs);
      throw AppError.retryLater('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_RETRY_S);
    }
  });
}
