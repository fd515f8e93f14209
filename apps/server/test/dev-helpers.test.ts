import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_COMMANDS } from '../src/cli/registry.ts';
import { runCli } from '../src/cli/run.ts';
import { modeLine } from '../src/plugins/dev-helpers.ts';
import { signedInMember } from './factories.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { rid } from './money-calls.ts';

interface Answer {
  status: number;
  body: string;
}

/**
 * A real HTTP request to the listening server. The connection goes to 127.0.0.1, but with `from` its
 * source is another address of this machine, so the server's socket sees a non-loopback peer without
 * a packet leaving the machine (its only network is loopback in tests).
 */
function request(port: number, method: string, path: string, from?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, localAddress: from, headers: { merchant: 'demo', ...headers } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => {
          body += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A non-loopback IPv4 address of this machine, if it has one. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal)?.address;

describe('development helpers outside production', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    // TRUST_PROXY on: a forged X-Forwarded-For must still not make a far peer look local.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await t.app.listen({ host: '0.0.0.0', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    ({ token } = await signedInMember(t.app));
  });
  afterAll(() => t.close());

  async function pendingOrder(): Promise<string> {
    const created = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      payload: { channelId: 'online', amount: 60, reference: 'REF1', requestId: rid() },
    });
    expect(created.body.value).toMatchObject({ status: 'pending' });
    return (created.body.value as { orderNo: string }).orderNo;
  }

  const statusOf = async (orderNo: string) => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/cashier/deposit/orders', token });
    return (body.value as { list: { orderNo: string; status: string }[] }).list.find((o) => o.orderNo === orderNo)
      ?.status;
  };

  it('refuses a peer that is not this machine, whatever X-Forwarded-For says, and changes nothing', async () => {
    const orderNo = await pendingOrder();
    const helpers: [string, string][] = [
      ['GET', '/wps/dev/outbox'],
      ['GET', '/%77ps/dev/outbox?limit=5'],
      ['GET', `/dev/gateway/${orderNo}`],
      ['POST', `/dev/gateway/${orderNo}/paid`],
      ['POST', '/wps/dev/session/age'],
    ];
    const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' };
    for (const [method, path] of helpers) {
      // With a non-loopback address on this machine the refusal is proven over a real connection;
      // without one, through the same check given a far socket address.
      const answer = outside
        ? await request(port, method, path, outside, forged)
        : await t.app
            .inject({ method, url: path, remoteAddress: '192.0.2.10', headers: { merchant: 'demo', ...forged } })
            .then((r) => ({ status: r.statusCode, body: r.body }));
      expect(answer.status, `${method} ${path}: ${answer.body}`).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'dev.loopback.only' });
    }
    expect(await statusOf(orderNo)).toBe('pending');
  });

  it('judges the socket address: only 127.0.0.0/8 and ::1 (also IPv4-mapped) are this machine', async () => {
    const near = ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '::ffff:127.10.0.2'];
    const far = ['192.0.2.10', '10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', 'fd00::2', 'fe80::1', '128.0.0.1'];
    for (const remoteAddress of [...near, ...far]) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/wps/dev/outbox',
        remoteAddress,
        headers: { merchant: 'demo' },
      });
      expect(r.statusCode, remoteAddress).toBe(near.includes(remoteAddress) ? 200 : 403);
    }
  });

  it('answers this machine over a real connection: the outbox lists, the gateway pays', async () => {
    const orderNo = await pendingOrder();
    const outbox = await request(port, 'GET', '/wps/dev/outbox?limit=1');
    expect(outbox.status).toBe(200);
    expect(JSON.parse(outbox.body)).toMatchObject({ success: true });
    expect((await request(port, 'GET', `/dev/gateway/${orderNo}`)).status).toBe(200);
    expect((await request(port, 'POST', `/dev/gateway/${orderNo}/paid`)).status).toBe(303);
    expect(await statusOf(orderNo)).toBe('paid');
  });

  it('names the mode and every helper in one start-up line', () => {
    const line = modeLine(t.app, DEV_COMMANDS);
    expect(line).toMatch(/^ {2}Mode: test\b/);
    expect(line).toContain('/wps/dev/outbox');
    expect(line).toContain('/dev/gateway/');
    expect(line).toContain('/wps/dev/session/age');
    expect(line).toContain('dev member');
    expect(line).toContain('loopback');
    expect(line).not.toContain('\n');
  });
});

describe('development helpers in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('do not exist, even for this machine', async () => {
    for (const [method, url] of [
      ['GET', '/wps/dev/outbox'],
      ['GET', '/dev/gateway/D2026'],
      ['POST', '/dev/gateway/D2026/paid'],
      ['POST', '/wps/dev/session/age'],
    ] as const) {
      const r = await t.app.inject({ method, url, remoteAddress: '127.0.0.1', headers: { merchant: 'demo' } });
      expect(r.statusCode, url).toBe(404);
    }
    const lines: string[] = [];
    const help: string[] = [];
    await runCli(['--help'], { services: t.app.services, print: (l) => help.push(l) });
    const code = await runCli(['dev', 'member', 'alice1'], {
      services: t.app.services,
      print: (l) => lines.push(l),
    });
    expect(code).toBe(2);
    expect(lines.join('\n')).toContain('Unknown command');
    expect(help.join('\n')).not.toContain('dev member');
    expect(modeLine(t.app, DEV_COMMANDS)).toBe('  Mode: production; no development helpers.');
  });
});
