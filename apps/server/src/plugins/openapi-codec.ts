import type { CallDef } from '@app/contracts/define';
import { REPLAY_MEMORY_MS, SEALED_MAX_AGE_MS } from './route.ts';

/**
 * The encrypted-call codec as the published API description tells it (packages/contracts/src/crypto.ts
 * is our implementation; plugins/route.ts opens bodies and applies the window and replay rules). A third
 * party must be able to speak it from this text alone, so every size, unit and refusal is spelled out.
 */

const minutes = (ms: number) => `${ms / 60_000} minutes`;

/** Titled sections, in order; plain text with `code` spans (Markdown in the JSON, HTML on the page). */
export const CODEC_SECTIONS: readonly (readonly [string, string])[] = [
  [
    'Which calls',
    'Operations marked `x-encrypted: true` (sign-in, registration, passwords and the payment password, withdrawals and transfers; `x-encryption.calls` lists them) take a sealed body: the request fields are encrypted for the brand, so credentials are readable only by the server. Everything else about the call (Merchant, Language, Authorization headers, the answer) is as for any call.',
  ],
  [
    '1. The key',
    '`GET /wps/session/key/rsa` with the Merchant header answers `{"success": true, "value": {"publicKey": "<base64>", "algorithm": "RSA-OAEP-256"}}`. `publicKey` is the standard base64 of the DER-encoded SubjectPublicKeyInfo (SPKI) of the brand\'s 3072-bit RSA key. The key belongs to the brand named by Merchant; it may be cached.',
  ],
  [
    '2. The plaintext',
    'UTF-8 JSON of `{"t": <send time>, "d": <request fields>}`. `t` is the send time as a whole number of milliseconds since the Unix epoch (1970-01-01T00:00:00Z), as JavaScript\'s `Date.now()` gives it; a time in seconds reads as January 1970 and is refused as stale. `d` is the object of request fields the operation\'s `x-plaintext` schema describes.',
  ],
  [
    '3. The content key and cipher',
    'For every request make a new random 32-byte AES key and a new random 12-byte IV. Encrypt the plaintext with AES-256-GCM: no additional authenticated data, a 16-byte (128-bit) authentication tag.',
  ],
  [
    '4. The Encryption header',
    'Encrypt the 32 raw AES key bytes with the brand\'s public key using RSA-OAEP with SHA-256 as the hash and MGF1 with SHA-256 as the mask function, empty label (WebCrypto "RSA-OAEP" with hash SHA-256; node:crypto `publicEncrypt` with `RSA_PKCS1_OAEP_PADDING` and `oaepHash: "sha256"`). Send its standard base64 as the one `Encryption` header.',
  ],
  [
    '5. The body',
    '`Content-Type: application/json`, the body exactly `{"value": "<base64>"}` (no other member), where the base64 is of the bytes IV (12) followed by the ciphertext followed by the tag (16). Base64 throughout is the standard alphabet (RFC 4648 section 4) with `=` padding and no line breaks.',
  ],
  [
    '6. Freshness and replay',
    `The server accepts \`t\` within ${minutes(SEALED_MAX_AGE_MS)} (${SEALED_MAX_AGE_MS} ms) of its own clock, either way; keep the client clock right. It remembers the Encryption header of every in-window body it opened (even one whose fields are then refused) for ${minutes(REPLAY_MEMORY_MS)} and refuses the same header again, so a body cannot be sent twice: a retry is a new seal with a new AES key.`,
  ],
  [
    '7. Refusals',
    'Each is a failure envelope with HTTP 400. `request_body_required` without `value`: no Encryption header, more than one, or an empty one; a body that is not exactly `{"value": string}`; text that is not standard base64; fewer than 29 sealed bytes; a key that does not unwrap or a tag that does not verify (wrong key, altered bytes); a plaintext that is not JSON or whose `t` is not a number. `request_body_required` with `value: {"reason": "stale"}`: `t` outside the window. `request_body_required` with `value: {"reason": "replayed"}`: an Encryption header already used. `request_param_err` with `value.fields`: the opened fields break the call\'s rules, as for a plain call. Merchant, maintenance and token refusals come first, before the body is read, as for any call.',
  ],
  [
    '8. Answers',
    'Answers are not encrypted: the ordinary JSON envelope comes back in the clear, so serve and call the API over HTTPS.',
  ],
];

/** The whole description as Markdown, for the document's info. */
export function codecMarkdown(): string {
  return ['## Encrypted calls', ...CODEC_SECTIONS.map(([title, text]) => `### ${title}\n\n${text}`)].join('\n\n');
}

/** The machine-readable `x-encryption` member of the OpenAPI document. */
export function codecDocument(calls: readonly CallDef[]): Record<string, unknown> {
  const refusal = (c: string, reason?: string) => ({
    case: c,
    status: 400,
    errorCode: 'request_body_required',
    ...(reason ? { reason } : {}),
  });
  return {
    description: codecMarkdown(),
    calls: calls.filter((c) => c.encrypted).map((c) => `${c.method} ${c.path}`),
    keyCall: {
      method: 'GET',
      path: '/wps/session/key/rsa',
      field: 'publicKey',
      format: 'spki-der',
      encoding: 'base64',
    },
    keyWrap: {
      header: 'Encryption',
      algorithm: 'RSA-OAEP',
      hash: 'SHA-256',
      mgf1Hash: 'SHA-256',
      label: '',
      encoding: 'base64',
    },
    cipher: {
      algorithm: 'AES-256-GCM',
      keyBytes: 32,
      ivBytes: 12,
      tagBytes: 16,
      aad: '',
      layout: ['iv', 'ciphertext', 'tag'],
      encoding: 'base64',
    },
    body: { contentType: 'application/json', field: 'value' },
    plaintext: { encoding: 'UTF-8 JSON', time: 't', timeUnit: 'ms', epoch: '1970-01-01T00:00:00Z', data: 'd' },
    freshness: { maxSkewMs: SEALED_MAX_AGE_MS },
    replay: { key: 'Encryption header', refusedForMs: REPLAY_MEMORY_MS },
    errors: [
      refusal('no header'),
      refusal('malformed body'),
      refusal('cannot open'),
      refusal('stale', 'stale'),
      refusal('replayed', 'replayed'),
      { case: 'fields', status: 400, errorCode: 'request_param_err' },
    ],
    answers: 'not encrypted: the ordinary JSON envelope',
  };
}
