import { eq } from 'drizzle-orm';
import { depositOrders, gatewayCallbacks } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BrandLookup } from './brand-lookup.ts';
import { type PaymentProvider, readCallback } from './gateway.ts';

/** How a callback ended: 'ok' once it was the provider's word (even when it changed nothing). */
export type CallbackOutcome = 'ok' | 'refused';

type Settle = (orderNo: string, opts: { outcome: 'paid' | 'failed'; reason: string }) => Promise<{ status: string }>;

/**
 * A provider's callback. The signature over the exact raw body is checked before anything is read or
 * stored: a forged or unsigned callback leaves no row anywhere, only a warning line with its order
 * number (never its body), so nobody can fill the tables by posting to a public address. A signed one
 * is kept in gateway_callbacks for disputes; it must name this provider's order with the same amount
 * and currency; duplicates and late arrivals change nothing (settle credits once).
 */
export function createCallbackHandler(
  deps: Deps,
  providers: ReadonlyMap<string, PaymentProvider>,
  brandById: BrandLookup,
  settle: Settle,
) {
  const { db } = deps;
  return async function callback(
    providerName: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<CallbackOutcome> {
    const provider = providers.get(providerName);
    const loose = /"orderNo"\s*:\s*"([A-Za-z0-9]{1,40})"/.exec(rawBody)?.[1] ?? '';
    if (!provider?.authentic(rawBody, signature)) {
      deps.log.warn(
        { provider: providerName.slice(0, 20), orderNo: loose || undefined },
        provider ? 'gateway callback refused: bad or missing signature' : 'gateway callback refused: unknown provider',
      );
      return 'refused';
    }
    const keep = (outcome: string) =>
      db.insert(gatewayCallbacks).values({
        provider: provider.name,
        orderNo: loose,
        body: rawBody.slice(0, 4000),
        signatureOk: true,
        outcome,
        receivedAt: deps.now(),
      });
    const [order] = loose ? await db.select().from(depositOrders).where(eq(depositOrders.orderNo, loose)) : [];
    const brand = order ? await brandById(order.brandId) : undefined;
    const cb = brand ? readCallback(rawBody, brand.settings.minorUnits) : undefined;
    if (!order || !brand || !cb) {
      await keep('unknown order or unreadable body');
      return 'refused';
    }
    if (order.provider !== provider.name || cb.amount !== order.amount || cb.currency !== brand.settings.currency) {
      await keep('does not match the order');
      return 'refused';
    }
    try {
      const after = await settle(order.orderNo, { outcome: cb.status, reason: `gateway ${cb.status}` });
      await keep(`order ${after.status}`);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await keep(`ignored: ${e.code}`);
    }
    return 'ok';
  };
}
