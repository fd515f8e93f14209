import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAlivePost } from './keep-alive-post.ts';

/** A server whose answer depends on the path: echo, hang, or half an answer and then a cut. */
let server: http.Server;
let base: string;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/hang') return;
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-length': '100' });
        res.write('{"part":');
        setTimeout(() => res.destroy(), 20);
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ body, sign: req.headers['x-sign'], length: req.headers['content-length'] }));
    });
  });
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('keepAlivePost', () => {
  const post = keepAlivePost({ timeoutMs: 300 });
  const send = (path: string, body: string) =>
    post(new URL(path, base), { method: 'POST', headers: { 'x-sign': 'abc' }, body });

  it('posts the body with its headers and byte length, answers the status and the text', async () => {
    const res = await send('/echo', '{"name":"Vũ"}');
    expect(res.status).toBe(201);
    expect(JSON.parse(await res.text())).toEqual({ body: '{"name":"Vũ"}', sign: 'abc', length: '14' });
  });

  it('reuses its sockets for calls one after another', async () => {
    const before = sockets.size;
    for (let i = 0; i < 5; i++) expect((await send('/echo', `${i}`)).status).toBe(201);
    expect(sockets.size - before).toBeLessThanOrEqual(1);
  });

  it('gives up on a call without an answer after the timeout', async () => {
    const t0 = Date.now();
    await expect(send('/hang', '{}')).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  });

  it('refuses an answer cut short instead of giving half of it', async () => {
    await expect(send('/cut', '{}')).rejects.toThrow(/aborted|cut short/);
  });

  it('refuses an address it cannot post to', async () => {
    await expect(post(new URL('ftp://127.0.0.1/x'), { method: 'POST', headers: {}, body: '' })).rejects.toThrow(
      /unsupported protocol ftp:/,
    );
  });
});
