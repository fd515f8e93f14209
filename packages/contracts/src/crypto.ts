/**
 * The payload codec of encrypted calls (DECISIONS "Encrypted calls"), on WebCrypto so the same code
 * runs in the browser and in Node. The client makes a random AES-256-GCM key per request, wraps it with
 * the brand's RSA-OAEP-SHA256 public key into the `Encryption` header, and sends
 * `{"value": base64(iv + ciphertext)}`. The plaintext carries the send time so the server can refuse
 * stale or replayed bodies.
 */

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

/** The header that carries the wrapped AES key. */
export const ENCRYPTION_HEADER = 'Encryption';

/** Raised when a sealed body cannot be opened: wrong key, tampering, or a malformed envelope. */
export class CodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodecError';
  }
}

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

/** Standard base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

/** Bytes of standard base64; throws CodecError for anything else. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new CodecError('not base64');
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** A new RSA key pair for a brand (3072-bit), exported as base64 SPKI and PKCS#8. */
export async function generateBrandKeyPair(): Promise<{ publicSpki: string; privatePkcs8: string }> {
  const pair = await subtle().generateKey(
    { ...RSA, modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
  return { publicSpki: toBase64(spki), privatePkcs8: toBase64(pkcs8) };
}

/** Imports the brand's public key as served by GET /wps/session/key/rsa. */
export function importPublicKey(spki: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spki), RSA, false, ['encrypt']);
}

/** Imports the brand's private key (server side only). */
export function importPrivateKey(pkcs8: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8), RSA, false, ['decrypt']);
}

export interface SealedRequest {
  /** Value of the Encryption header. */
  header: string;
  /** The request body to send. */
  body: { value: string };
}

/** Seals a request body for an encrypted call. */
export async function sealPayload(publicKey: CryptoKey, data: unknown, now = Date.now()): Promise<SealedRequest> {
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const raw = new Uint8Array(await subtle().exportKey('raw', aes));
  const wrapped = new Uint8Array(await subtle().encrypt(RSA, publicKey, raw));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify({ t: now, d: data }));
  const cipher = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return { header: toBase64(wrapped), body: { value: toBase64(joined) } };
}

/** Opens a sealed body; returns the payload and the client's send time. Throws CodecError. */
export async function openPayload(
  privateKey: CryptoKey,
  header: string | undefined,
  body: unknown,
): Promise<{ data: unknown; sentAt: number }> {
  if (!header) throw new CodecError('missing Encryption header');
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof body !== 'object' || body === null || typeof value !== 'string' || Object.keys(body).length !== 1) {
    throw new CodecError('body is not a sealed envelope');
  }
  const joined = fromBase64(value);
  if (joined.length <= IV_BYTES + 16) throw new CodecError('sealed body too short');
  let plain: Uint8Array;
  try {
    const raw = await subtle().decrypt(RSA, privateKey, fromBase64(header));
    const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    plain = new Uint8Array(
      await subtle().decrypt({ name: 'AES-GCM', iv: joined.subarray(0, IV_BYTES) }, aes, joined.subarray(IV_BYTES)),
    );
  } catch {
    throw new CodecError('cannot open sealed body');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new CodecError('sealed body is not JSON');
  }
  const { t, d } = (parsed ?? {}) as { t?: unknown; d?: unknown };
  if (typeof t !== 'number' || !Number.isFinite(t)) throw new CodecError('sealed body has no time');
  return { data: d, sentAt: t };
}

async function pathKey(key8: string): Promise<CryptoKey> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(key8));
  return subtle().importKey('raw', digest, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const std = text.replaceAll('-', '+').replaceAll('_', '/');
  return fromBase64(std + '='.repeat((4 - (std.length % 4)) % 4));
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * Hides a customer-service chat URL as the spec's "encrypted path whose last 8 characters are the key".
 * This keeps the URL out of plain sight in page data; it is not a secret from the visitor.
 */
export async function sealServicePath(url: string): Promise<string> {
  const rnd = globalThis.crypto.getRandomValues(new Uint8Array(8));
  const key8 = Array.from(rnd, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv }, await pathKey(key8), new TextEncoder().encode(url)),
  );
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return toBase64Url(joined) + key8;
}

/** Recovers the URL from a sealed service path; throws CodecError when it was altered. */
export async function openServicePath(path: string): Promise<string> {
  if (path.length <= 8) throw new CodecError('service path too short');
  const key8 = path.slice(-8);
  const joined = fromBase64Url(path.slice(0, -8));
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: joined.subarray(0, IV_BYTES) },
      await pathKey(key8),
      joined.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new CodecError('cannot open service path');
  }
}
