import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseAmount, toMajor } from '@app/contracts/money';

/** A payment the member makes at the provider's page. */
export interface GatewayPaymentRequest {
  orderNo: string;
  /** Minor units. */
  amount: number;
  currency: string;
  minorUnits: number;
  /** Where the provider sends its signed callbacks. */
  notifyUrl: string;
  /** Where the provider sends the member back. */
  returnUrl: string;
}

/** A provider's callback, read from a body whose signature checked out. */
export interface GatewayCallback {
  orderNo: string;
  providerRef: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
}

/** An online payment provider. Both adapters (HTTP and development) speak the same signed format. */
export interface PaymentProvider {
  readonly name: 'dev' | 'http';
  /** Opens a payment; returns where the member pays and the provider's reference. */
  createPayment(req: GatewayPaymentRequest): Promise<{ paymentUrl: string; providerRef: string }>;
  /** True when the header is this provider's signature over the exact raw body (checked before anything else). */
  authentic(rawBody: string, signatureHeader: string | undefined): boolean;
  /** Checks the signature over the raw body and reads it; undefined when forged or malformed. */
  verifyCallback(rawBody: string, signatureHeader: string | undefined, minorUnits: number): GatewayCallback | undefined;
}

/** The header a callback's signature travels in: `t=<ms>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export const SIGNATURE_HEADER = 'x-gateway-signature';

/** Signs a body as a provider does. */
export function signBody(secret: string, body: string, at: number): string {
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

/** True when the header is a valid signature of the exact body bytes. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,16}$/.test(t) || !v1 || !/^[a-f0-9]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

/** Reads a callback body: {orderNo, providerRef, amount (major units, string), currency, status}. */
export function readCallback(body: string, minorUnits: number): GatewayCallback | undefined {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  const amount = parseAmount(d.amount, minorUnits);
  if (
    typeof d.orderNo !== 'string' ||
    typeof d.providerRef !== 'string' ||
    typeof d.currency !== 'string' ||
    (d.status !== 'paid' && d.status !== 'failed') ||
    !amount.ok
  ) {
    return undefined;
  }
  return {
    orderNo: d.orderNo,
    providerRef: d.providerRef,
    amount: amount.minor,
    currency: d.currency,
    status: d.status,
  };
}

/** The callback body a provider sends for an order. */
export function callbackBody(c: GatewayCallback, minorUnits: number): string {
  return JSON.stringify({
    orderNo: c.orderNo,
    providerRef: c.providerRef,
    amount: toMajor(c.amount, minorUnits).toFixed(minorUnits),
    currency: c.currency,
    status: c.status,
  });
}

/**
 * The development gateway: payments are "made" on our own /dev/gateway page, which sends the same
 * signed callback a real provider would. Its secret lives only in this process.
 */
export function createDevGateway(secret = randomBytes(32).toString('hex')): PaymentProvider & { secret: string } {
  return {
    name: 'dev',
    secret,
    async createPayment(req) {
      return { paymentUrl: `/dev/gateway/${encodeURIComponent(req.orderNo)}`, providerRef: `DEV-${req.orderNo}` };
    },
    authentic: (rawBody, header) => verifySignature(secret, rawBody, header),
    verifyCallback(rawBody, header, minorUnits) {
      return verifySignature(secret, rawBody, header) ? readCallback(rawBody, minorUnits) : undefined;
    },
  };
}

/**
 * A real provider over HTTP: POST {base}/payments with a signed JSON body; it answers
 * {paymentUrl, providerRef} and later calls notifyUrl with signed callbacks.
 */
export function createHttpGateway(opts: {
  baseUrl: string;
  merchantId: string;
  secret: string;
  fetchImpl?: typeof fetch;
}): PaymentProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'http',
    async createPayment(req) {
      const body = JSON.stringify({
        merchantId: opts.merchantId,
        orderNo: req.orderNo,
        amount: toMajor(req.amount, req.minorUnits).toFixed(req.minorUnits),
        currency: req.currency,
        notifyUrl: req.notifyUrl,
        returnUrl: req.returnUrl,
      });
      const res = await doFetch(`${opts.baseUrl.replace(/\/$/, '')}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(opts.secret, body, Date.now()) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`gateway answered ${res.status}`);
      const data = (await res.json()) as { paymentUrl?: unknown; providerRef?: unknown };
      if (typeof data.paymentUrl !== 'string' || !/^https?:\/\//.test(data.paymentUrl)) {
        throw new Error('gateway gave no payment URL');
      }
      return { paymentUrl: data.paymentUrl, providerRef: typeof data.providerRef === 'string' ? data.providerRef : '' };
    },
    authentic: (rawBody, header) => verifySignature(opts.secret, rawBody, header),
    verifyCallback(rawBody, header, minorUnits) {
      return verifySignature(opts.secret, rawBody, header) ? readCallback(rawBody, minorUnits) : undefined;
    },
  };
}
