import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of a raw request body with a vendor's secret (the x-signature header). */
export function signVendorBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a vendor's signature header against the raw body. */
export function vendorSignatureValid(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!secret || !given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
