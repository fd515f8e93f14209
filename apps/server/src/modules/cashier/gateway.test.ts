import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackBody, createHttpGateway, SIGNATURE_HEADER, signBody, verifySignature } from './gateway.ts';

const SECRET = 'a-provider-secret-of-some-length';
let received: { path: string; body: string; signature: string }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let baseUrl = '';
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (d: Buffer) => {
    body += d.toString();
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', body, signature: String(req.headers[SIGNATURE_HEADER] ?? '') });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const request = {
  orderNo: 'D20260101ABCDEF0123',
  amount: 123_456,
  currency: 'PHP',
  minorUnits: 2,
  notifyUrl: 'http://site.example/wps/cashier/gateway/http/callback',
  returnUrl: 'http://site.example/',
};

describe('the HTTP payment gateway adapter', () => {
  it('opens a payment with a signed request and returns where the member pays', async () => {
    received = [];
    answer = { status: 200, body: { paymentUrl: 'https://pay.example/p/42', providerRef: 'PR-42' } };
    const gw = createHttpGateway({ baseUrl, merchantId: 'M-1', secret: SECRET });
    expect(await gw.createPayment(request)).toEqual({ paymentUrl: 'https://pay.example/p/42', providerRef: 'PR-42' });
    const [sent] = received;
    expect(sent?.path).toBe('/api/payments');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      merchantId: 'M-1',
      orderNo: request.orderNo,
      amount: '1234.56',
    });
    expect(verifySignature(SECRET, sent?.body ?? '', sent?.signature)).toBe(true);
  });

  it('fails when the provider refuses or answers without a payment address', async () => {
    const gw = createHttpGateway({ baseUrl, merchantId: 'M-1', secret: SECRET });
    answer = { status: 502, body: {} };
    await expect(gw.createPayment(request)).rejects.toThrow(/502/);
    answer = { status: 200, body: { paymentUrl: 'javascript:alert(1)' } };
    await expect(gw.createPayment(request)).rejects.toThrow(/payment URL/);
  });

  it('accepts only callbacks signed over the exact body', () => {
    const gw = createHttpGateway({ baseUrl, merchantId: 'M-1', secret: SECRET });
    const body = callbackBody(
      { orderNo: request.orderNo, providerRef: 'PR-42', amount: 123_456, currency: 'PHP', status: 'paid' },
      2,
    );
    const sig = signBody(SECRET, body, Date.now());
    expect(gw.verifyCallback(body, sig, 2)).toEqual({
      orderNo: request.orderNo,
      providerRef: 'PR-42',
      amount: 123_456,
      currency: 'PHP',
      status: 'paid',
    });
    expect(gw.verifyCallback(body.replace('1234.56', '9234.56'), sig, 2)).toBeUndefined();
    expect(gw.verifyCallback(body, signBody('another-secret-entirely', body, Date.now()), 2)).toBeUndefined();
    expect(gw.verifyCallback(body, undefined, 2)).toBeUndefined();
    expect(gw.verifyCallback(body, 't=1,v1=zz', 2)).toBeUndefined();
    expect(gw.authentic(body, sig)).toBe(true);
    expect(gw.authentic(`${body} `, sig)).toBe(false);
    expect(gw.authentic(body, undefined)).toBe(false);
    const bad = '{"orderNo":"x","providerRef":"y","amount":"-1","currency":"PHP","status":"paid"}';
    expect(gw.verifyCallback(bad, signBody(SECRET, bad, 1), 2)).toBeUndefined();
  });
});
