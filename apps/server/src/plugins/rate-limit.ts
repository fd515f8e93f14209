import { TOO_MANY_REQUESTS_RETRY_S } from '@app/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { SharedStore } from '../lib/store.ts';
import { isApiPath } from './envelope.ts';

/**
 * The path as a person reads it: query and fragment dropped, percent-escapes decoded (until nothing
 * changes, so a double-encoded spelling reads the same), lower case, backslashes as slashes, empty and
 * dot segments folded, no trailing slash. A malformed escape is kept as written.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const s of path.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (s === '' || s === '.') continue;
    if (s === '..') segments.pop();
    else segments.push(s);
  }
  return `/${segments.join('/')}`;
}

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
    // Which path this is comes from the route the router matched (it decodes the URL, so /%77ps/...
    // is /wps/...), never from the raw URL; a request that matched nothing is judged by its
    // normalised path, so no spelling of an API path goes uncounted.
    const matched = req.routeOptions.url;
    if (!isApiPath(matched ?? normalisedPath(req.url))) return;
    // Vendor API calls are signed server-to-server traffic from few addresses (the house vendor shares
    // this server's): a per-address limit would stop every game at once. They are not counted.
    if (matched === '/healthz' || matched?.startsWith('/vendor/')) return;
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
