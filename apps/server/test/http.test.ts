import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { registerProbes } from './probe-calls.ts';

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers 429 TOO_MANY_REQUESTS with Retry-After after the limit, per client address', async () => {
    const from = (ip: string) => ({
      method: 'GET' as const,
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': ip },
    });
    for (let i = 0; i < 5; i++) expect((await call(t.app, from('198.51.100.7'))).res.statusCode).toBe(200);
    const over = await call(t.app, from('198.51.100.7'));
    expect(over.res.statusCode).toBe(429);
    expect(over.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(over.res.headers['retry-after']).toBe('300');
    expect((await call(t.app, from('198.51.100.8'))).res.statusCode).toBe(200);
  });

  it('keeps the address blocked for five minutes, then lets it back in', async () => {
    const from = { method: 'GET' as const, url: '/wps/system/status', headers: { 'x-forwarded-for': '198.51.100.9' } };
    for (let i = 0; i < 6; i++) await call(t.app, from);
    const blocked = await call(t.app, from);
    expect(blocked.res.statusCode).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(200);
    expect(await t.store.ttl('rlb:198.51.100.9')).toBeGreaterThan(0);
    await t.store.del('rlb:198.51.100.9');
    await t.store.del(`rl:198.51.100.9:${Math.floor(Date.now() / 60_000)}`);
    expect((await call(t.app, from)).res.statusCode).toBe(200);
  });
});

describe('headers, logs, health and docs', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({}, { extend: registerProbes, logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('sends security headers on every answer', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/wps/system/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('logs one structured line per request with its id, never the query string', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/wps/system/permission?url=secret-host.example' });
    const id = res.headers['x-request-id'];
    const line = lines.find((l) => l.reqId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/wps/system/permission', status: 200, brand: 'demo' });
    expect(JSON.stringify(lines)).not.toContain('secret-host');
  });

  it('logs unexpected errors with the request id and the stack, and keeps them from the client', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/wps/probe/boom' });
    const id = res.headers['x-request-id'];
    const err = lines.find((l) => l.reqId === id && l.level === 50) as
      | { err?: { message?: string; stack?: string } }
      | undefined;
    expect(err?.err?.message).toContain('kaboom');
    expect(err?.err?.stack).toContain('probe-calls.ts');
    expect(res.body).not.toContain('kaboom');
  });

  it('takes a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await call(t.app, {
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(kept.res.headers['x-request-id']).toBe('trace-1234abcd');
    const replaced = await call(t.app, {
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-request-id': 'bad id <>' },
    });
    expect(replaced.res.headers['x-request-id']).not.toBe('bad id <>');
  });

  it('answers /healthz with the database and store state, without a merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      value: { status: 'ok', db: 'ok', store: expect.stringMatching(/^(memory|redis):ok$/) },
    });
  });

  it('serves an OpenAPI 3.1 document of every call at /docs/json and a page at /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string }[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/wps/system/status']?.get?.operationId).toBe('system.status');
    expect(doc.paths['/wps/system/permission']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Merchant', 'url']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/wps/system/status');
  });

  it('answers a wrong method on a known path, an unknown path and a bad body with envelopes', async () => {
    const unknown = await call(t.app, { method: 'GET', url: '/lgw/nothing/here' });
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.errorCode).toBe('not_found');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/wps/probe/plain',
      headers: { merchant: 'demo', 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/wps/probe/plain',
      headers: { merchant: 'demo', 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, errorCode: 'request.unsupported.type' });
  });
});
