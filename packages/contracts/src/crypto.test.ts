import { describe, expect, it } from 'vitest';
import {
  CodecError,
  fromBase64,
  generateBrandKeyPair,
  importPrivateKey,
  importPublicKey,
  openPayload,
  openServicePath,
  sealPayload,
  sealServicePath,
  toBase64,
} from './crypto.ts';

const keys = await generateBrandKeyPair();
const pub = await importPublicKey(keys.publicSpki);
const priv = await importPrivateKey(keys.privatePkcs8);

describe('payload codec', () => {
  it('opens what it sealed, with the send time', async () => {
    const sealed = await sealPayload(pub, { username: 'alice', password: 'p4ssword' }, 1_700_000_000_000);
    const opened = await openPayload(priv, sealed.header, sealed.body);
    expect(opened).toEqual({ data: { username: 'alice', password: 'p4ssword' }, sentAt: 1_700_000_000_000 });
  });

  it('never shows the plaintext in the header or body', async () => {
    const sealed = await sealPayload(pub, { secret: 'correct-horse' });
    expect(JSON.stringify(sealed)).not.toContain('correct-horse');
  });

  it('uses a fresh key and IV per request', async () => {
    const a = await sealPayload(pub, { x: 1 }, 1);
    const b = await sealPayload(pub, { x: 1 }, 1);
    expect(a.header).not.toBe(b.header);
    expect(a.body.value).not.toBe(b.body.value);
  });

  it('refuses a tampered body', async () => {
    const sealed = await sealPayload(pub, { amount: 100 });
    const bytes = fromBase64(sealed.body.value);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    await expect(openPayload(priv, sealed.header, { value: toBase64(bytes) })).rejects.toBeInstanceOf(CodecError);
  });

  it('refuses a body sealed for another key', async () => {
    const other = await generateBrandKeyPair();
    const sealed = await sealPayload(await importPublicKey(other.publicSpki), { a: 1 });
    await expect(openPayload(priv, sealed.header, sealed.body)).rejects.toBeInstanceOf(CodecError);
  });

  it.each([
    ['a plain object', { username: 'x' }],
    ['a value that is not base64', { value: 'not base64!' }],
    ['a value that is too short', { value: 'AAAA' }],
    ['extra fields', { value: 'AAAA', more: 1 }],
    ['null', null],
    ['a string', 'hello'],
  ])('refuses %s as the body', async (_name, body) => {
    const sealed = await sealPayload(pub, { a: 1 });
    await expect(openPayload(priv, sealed.header, body)).rejects.toBeInstanceOf(CodecError);
  });

  it('refuses a missing or broken header', async () => {
    const sealed = await sealPayload(pub, { a: 1 });
    await expect(openPayload(priv, undefined, sealed.body)).rejects.toBeInstanceOf(CodecError);
    await expect(openPayload(priv, 'AAAA', sealed.body)).rejects.toBeInstanceOf(CodecError);
  });
});

describe('service path sealing', () => {
  it('recovers the URL; the last 8 characters are the key', async () => {
    const path = await sealServicePath('https://chat.example.com/room?id=7');
    expect(path).not.toContain('chat.example.com');
    expect(await openServicePath(path)).toBe('https://chat.example.com/room?id=7');
  });

  it('refuses an altered path', async () => {
    const path = await sealServicePath('/support/chat');
    const altered = `${path.slice(0, 5)}${path[5] === 'A' ? 'B' : 'A'}${path.slice(6)}`;
    await expect(openServicePath(altered)).rejects.toBeInstanceOf(CodecError);
    await expect(openServicePath('short')).rejects.toBeInstanceOf(CodecError);
  });
});
