import {
  type TVendorAuthenticateResponse,
  type TVendorBalanceResponse,
  type TVendorTransactionResponse,
  VENDOR_CODE_HEADER,
  VENDOR_PATHS,
  VENDOR_SIGNATURE_HEADER,
  type VendorAction,
} from '@app/contracts/calls/vendor';
import type { PostJson } from '../../lib/keep-alive-post.ts';
import { signVendorBody } from './signature.ts';

/** A vendor API answer as it came back: the envelope, its HTTP status and the exact body text. */
export type VendorAnswer<T> =
  | { ok: true; status: number; value: T; raw: string }
  | {
      ok: false;
      status: number;
      errorCode: string;
      message: string;
      value?: { balance?: number; currency?: string; [k: string]: unknown };
      raw: string;
    };

export interface VendorClientOptions {
  /** The platform's origin, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  vendorCode: string;
  secret: string;
  /** The clock the `timestamp` field is taken from (default Date.now). */
  now?: () => number;
  /** How a call is posted (default the built-in fetch; the house's wallet link uses kept-alive sockets). */
  fetch?: PostJson;
}

/**
 * A vendor's side of the seamless wallet API over HTTP: signs each body with the vendor's secret.
 * The built-in house vendor uses it exactly like an external vendor would (DECISIONS "Games").
 */
export function createVendorClient(opts: VendorClientOptions) {
  const doFetch: PostJson = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;

  async function send<T>(action: VendorAction, body: Record<string, unknown>): Promise<VendorAnswer<T>> {
    const raw = JSON.stringify({ ...body, timestamp: body.timestamp ?? now() });
    const res = await doFetch(new URL(VENDOR_PATHS[action], opts.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VENDOR_CODE_HEADER]: opts.vendorCode,
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(opts.secret, raw),
      },
      body: raw,
    });
    const text = await res.text();
    const parsed = JSON.parse(text) as { success: boolean; value?: unknown; errorCode?: string; message?: string };
    if (parsed.success) return { ok: true, status: res.status, value: parsed.value as T, raw: text };
    return {
      ok: false,
      status: res.status,
      errorCode: parsed.errorCode ?? 'unknown_error',
      message: parsed.message ?? '',
      value: parsed.value as { balance?: number; currency?: string } | undefined,
      raw: text,
    };
  }

  return {
    send,
    authenticate: (token: string) => send<TVendorAuthenticateResponse>('authenticate', { token }),
    balance: (s: { sessionId: string; playerId: string }) => send<TVendorBalanceResponse>('balance', s),
    bet: (b: {
      sessionId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      amount: number;
      currency: string;
      gameCode?: string;
    }) => send<TVendorTransactionResponse>('bet', b),
    win: (w: {
      sessionId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      amount: number;
      currency: string;
      gameCode?: string;
      roundEnded?: boolean;
    }) => send<TVendorTransactionResponse>('win', w),
    rollback: (r: {
      sessionId: string;
      playerId: string;
      transactionId: string;
      betTransactionId: string;
      roundId: string;
      currency: string;
      gameCode?: string;
    }) => send<TVendorTransactionResponse>('rollback', r),
  };
}

export type VendorClient = ReturnType<typeof createVendorClient>;
