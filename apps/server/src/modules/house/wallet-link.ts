import type { AddressInfo } from 'node:net';
import { keepAlivePost } from '../../lib/keep-alive-post.ts';
import { createVendorClient, type VendorClient } from '../vendor-api/client.ts';

/**
 * The longest the house waits for one wallet call. A call without an answer by then is treated like a
 * lost answer (a bet is cancelled, a win resent), so a hung connection cannot keep a round in play.
 */
export const WALLET_CALL_TIMEOUT_MS = 10_000;

/**
 * The house reaches the wallet only through the seamless wallet API over HTTP, signed with the
 * playing vendor's secret, exactly as an outside vendor would. The origin is HOUSE_WALLET_URL when
 * set (several copies behind a load balancer), else this process's own listening address.
 */
export function createWalletLink(
  configured: string | undefined,
  listening: () => AddressInfo | string | null,
  now: () => number,
) {
  function origin(): string {
    if (configured) return configured;
    const address = listening();
    if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
  // One pool of kept-alive sockets for every vendor's client (each call signs with its own vendor).
  const post = keepAlivePost({ timeoutMs: WALLET_CALL_TIMEOUT_MS });
  return {
    /** A signed client of the wallet API for one vendor. */
    client(vendorCode: string, secret: string): VendorClient {
      return createVendorClient({ baseUrl: origin(), vendorCode, secret, now, fetch: post });
    },
  };
}

export type WalletLink = ReturnType<typeof createWalletLink>;
