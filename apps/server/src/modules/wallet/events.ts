import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SharedStore } from '../../lib/store.ts';
import { headerValues, resolveBrand } from '../../plugins/route.ts';
import { balanceChannel } from './wallet-service.ts';

/** Server-sent events of a member's balance changes. */
export const BALANCE_EVENTS_PATH = '/wps/v2/wallets/events';
const KEEPALIVE_MS = 20_000;

/**
 * GET /wps/v2/wallets/events: a text/event-stream that sends `event: balance` whenever the member's
 * balance changes on any server copy (the shared store's publish/subscribe: Redis when configured).
 * The browser reads it with fetch (it needs the Merchant and Authorization headers) and reloads the
 * balance on each event.
 */
export function registerBalanceEvents(app: FastifyInstance, store: SharedStore): void {
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(BALANCE_EVENTS_PATH, async (req, reply) => {
    const brand = await resolveBrand(app, req);
    const given = headerValues(req, 'authorization');
    const token = given.length === 1 ? given[0]?.trim() : undefined;
    if (!token) throw new AppError('CUSTOMER_NOT_LOGIN');
    const auth = await app.sessions.resolve(token, brand.id);
    if (typeof auth === 'string') throw new AppError(auth);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = await store.subscribe(balanceChannel(brand.id, auth.memberId), (at) => {
      res.write(`event: balance\ndata: ${JSON.stringify({ at: Number(at) })}\n\n`);
    });
    const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(keepalive);
      open.delete(end);
      void unsubscribe();
      res.end();
    };
    open.add(end);
    req.raw.on('close', end);
  });
}
