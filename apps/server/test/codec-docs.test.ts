import { createCipheriv, createPublicKey, constants as cryptoConstants, publicEncrypt, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** The machine-readable codec description as /docs/json publishes it (what a third party reads). */
interface CodecDoc {
  description: string;
  calls: string[];
  keyCall: { method: string; path: string; field: string; format: string };
  keyWrap: { header: string; algorithm: string; hash: string; mgf1Hash: string; label: string; encoding: string };
  cipher: {
    algorithm: string;
    keyBytes: number;
    ivBytes: number;
    tagBytes: number;
    layout: string[];
    encoding: string;
  };
  body: { contentType: string; field: string };
  plaintext: { time: string; timeUnit: string; data: string };
  freshness: { maxSkewMs: number };
  replay: { refusedForMs: number };
  errors: { case: string; status: number; errorCode: string; reason?: string }[];
  answers: string;
}

let t: TestApp;
let codec: CodecDoc;
let page: string;
const USER = 'thirdparty01';
const PASSWORD = 'outside-pw-1';

beforeAll(async () => {
  t = await createTestApp();
  const made = await runCli(['dev', 'member', USER, '--password', PASSWORD], {
    services: t.app.services,
    print: () => undefined,
  });
  expect(made).toBe(0);
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { 'x-encryption': CodecDoc };
  codec = doc['x-encryption'];
  page = (await t.app.inject({ method: 'GET', url: '/docs' })).body;
});
afterAll(() => t.close());

/**
 * A client written from the published description alone, on node:crypto (not our codec): every
 * algorithm, size, name and unit it uses is read from the document.
 */
async function sealedCall(path: string, fields: unknown, opts: { sentAt?: number; tamper?: boolean } = {}) {
  const key = await t.app.inject({
    method: codec.keyCall.method as 'GET',
    url: codec.keyCall.path,
    headers: { merchant: 'demo' },
  });
  const spki = (key.json() as { value: Record<string, string> }).value[codec.keyCall.field] ?? '';
  expect(codec.keyCall.format).toBe('spki-der');
  const publicKey = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });

  expect([codec.keyWrap.algorithm, codec.keyWrap.mgf1Hash, codec.keyWrap.label]).toEqual([
    'RSA-OAEP',
    codec.keyWrap.hash,
    '',
  ]);
  const aesKey = randomBytes(codec.cipher.keyBytes);
  const wrapped = publicEncrypt(
    {
      key: publicKey,
      padding: cryptoConstants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: codec.keyWrap.hash.replace('-', '').toLowerCase(),
    },
    aesKey,
  );

  const perUnit = { ms: 1, s: 1000 }[codec.plaintext.timeUnit] ?? Number.NaN;
  const sentAt = opts.sentAt ?? Date.now();
  const plain = Buffer.from(
    JSON.stringify({ [codec.plaintext.time]: Math.round(sentAt / perUnit), [codec.plaintext.data]: fields }),
    'utf8',
  );
  const iv = randomBytes(codec.cipher.ivBytes);
  const cipher = createCipheriv(codec.cipher.algorithm.toLowerCase() as 'aes-256-gcm', aesKey, iv, {
    authTagLength: codec.cipher.tagBytes,
  });
  const parts: Record<string, Buffer> = {
    iv,
    ciphertext: Buffer.concat([cipher.update(plain), cipher.final()]),
    tag: cipher.getAuthTag(),
  };
  const joined = Buffer.concat(codec.cipher.layout.map((p) => parts[p] ?? Buffer.alloc(0)));
  if (opts.tamper) joined[joined.length - 1] = (joined[joined.length - 1] ?? 0) ^ 1;

  const headers = {
    merchant: 'demo',
    'content-type': codec.body.contentType,
    [codec.keyWrap.header]: wrapped.toString('base64'),
  };
  const payload = JSON.stringify({ [codec.body.field]: joined.toString(codec.cipher.encoding as 'base64') });
  const send = () => t.app.inject({ method: 'POST', url: path, headers, payload });
  return { first: await send(), again: send };
}

const errorFor = (c: string) => codec.errors.find((e) => e.case === c);

describe('the encrypted-call codec in the published API description', () => {
  it('is described in /docs/json and on the /docs page: key, wrapping, layout, time unit, window, replay, errors, answers', () => {
    expect(codec, 'x-encryption in /docs/json').toBeDefined();
    expect(codec.calls).toContain('POST /wps/session/login');
    for (const text of [codec.description, page]) {
      for (const fact of [
        '/wps/session/key/rsa',
        'RSA-OAEP',
        'MGF1',
        'SHA-256',
        'AES-256-GCM',
        '12-byte',
        '16-byte',
        'milliseconds since the Unix epoch',
        '5 minutes',
        'replayed',
        'stale',
        'request_body_required',
        'request_param_err',
        'not encrypted',
      ]) {
        expect(text, fact).toContain(fact);
      }
    }
    expect(codec.freshness.maxSkewMs).toBe(300_000);
    expect(errorFor('stale')).toMatchObject({ status: 400, errorCode: 'request_body_required', reason: 'stale' });
  });

  it('lets a client written from it alone sign in, and answers in the clear', async () => {
    const { first } = await sealedCall('/wps/session/login', { type: 'username', username: USER, password: PASSWORD });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
  });

  it('accepts a send time inside the window and refuses, as documented, a stale, replayed or altered body', async () => {
    const fields = { type: 'username', username: USER, password: PASSWORD };
    const early = await sealedCall('/wps/session/login', fields, {
      sentAt: Date.now() + codec.freshness.maxSkewMs - 30_000,
    });
    expect(early.first.statusCode).toBe(200);

    const replay = await early.again();
    expect(replay.statusCode).toBe(errorFor('replayed')?.status);
    expect(replay.json()).toMatchObject({ errorCode: errorFor('replayed')?.errorCode, value: { reason: 'replayed' } });

    const stale = await sealedCall('/wps/session/login', fields, {
      sentAt: Date.now() - codec.freshness.maxSkewMs - 30_000,
    });
    expect(stale.first.statusCode).toBe(errorFor('stale')?.status);
    expect(stale.first.json()).toMatchObject({ errorCode: errorFor('stale')?.errorCode, value: { reason: 'stale' } });

    const altered = await sealedCall('/wps/session/login', fields, { tamper: true });
    expect(altered.first.statusCode).toBe(errorFor('cannot open')?.status);
    expect(altered.first.json()).toMatchObject({ errorCode: errorFor('cannot open')?.errorCode });

    const badFields = await sealedCall('/wps/session/login', { type: 'fingerprint' });
    expect(badFields.first.statusCode).toBe(errorFor('fields')?.status);
    expect(badFields.first.json()).toMatchObject({ errorCode: errorFor('fields')?.errorCode });
  });
});
