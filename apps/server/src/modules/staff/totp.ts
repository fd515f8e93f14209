import { createHmac, randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';

/** RFC 6238 TOTP as authenticator apps use it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before and after the current one are accepted (clock drift). */
export const TOTP_WINDOW = 1;

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP of one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

/** The 30-second step of a time. */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_STEP_S);
}

/** The code of a secret (base32) at a time. */
export function totpAt(secret: string, ms: number): string {
  return hotp(base32Decode(secret), stepAt(ms));
}

/**
 * The step whose code this is, within ±TOTP_WINDOW steps of `ms`, or null. The comparison of each
 * candidate runs over every character so a wrong code takes the same time whatever it shares.
 */
export function matchStep(secret: string, code: string, ms: number): number | null {
  const key = base32Decode(secret);
  const now = stepAt(ms);
  let found: number | null = null;
  for (let s = now - TOTP_WINDOW; s <= now + TOTP_WINDOW; s++) {
    const expected = hotp(key, s);
    let diff = expected.length ^ code.length;
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (code.charCodeAt(i) || 0);
    if (diff === 0 && found === null) found = s;
  }
  return found;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key URI Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const q = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}

/** The QR code of a URI as SVG, drawn here (uqr), never fetched. */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { ecc: 'M', border: 4 });
}
