import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { callbackBody, SIGNATURE_HEADER, signBody } from './gateway.ts';

/**
 * Gateway callbacks: the signature is checked before anything is stored, so a forged or unsigned
 * callback leaves no row anywhere and only a warning line (with the order number, never the body).
 */
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream: sink } });
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

function devSecret(): string {
  const dev = t.app.services.cashier.devGateway;
  if (!dev) throw new Error('no development gateway');
  return dev.secret;
}

const send = (provider: string, body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/cashier/gateway/${provider}/callback`,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });

/** A member with a pending gateway order of 50.00; the body a provider would send for it, marked. */
async function pendingOrder() {
  const { token } = await signedInMember(t.app);
  const created = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId: 'online', amount: 50, reference: '', requestId: rid() },
  });
  const { orderNo } = created.body.value as { orderNo: string };
  const marker = `MARK${rid().slice(0, 12)}`;
  const body = callbackBody({ orderNo, providerRef: marker, amount: 5_000, currency: 'PHP', status: 'paid' }, 2);
  return { token, orderNo, body, marker };
}

const balanceOf = async (token: string) =>
  ((await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value as { sumBalance: number })
    .sumBalance;

const countRows = async (table: 'gateway_callbacks' | 'deposit_orders' | 'ledger_lines') =>
  (await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n ?? -1;

describe('gateway callbacks that fail their signature', () => {
  it('store nothing, move no money and log only a warning with the order number', async () => {
    const { token, orderNo, body, marker } = await pendingOrder();
    const before = await snapshot(t.database);
    const counts = {
      callbacks: await countRows('gateway_callbacks'),
      orders: await countRows('deposit_orders'),
      lines: await countRows('ledger_lines'),
    };
    logLines.length = 0;
    const attempts = [
      send('dev', body, signBody('not-the-secret-at-all', body, Date.now())),
      send('dev', body, undefined),
      send('dev', body, 't=1,v1=zz'),
      send('dev', body.replace('50.00', '500.00'), signBody(devSecret(), body, Date.now())),
      send('nosuchprovider', body, signBody(devSecret(), body, Date.now())),
      send('dev', '{"status":"paid"}', undefined),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'cashier.gateway.rejected' });
    }
    expect({
      callbacks: await countRows('gateway_callbacks'),
      orders: await countRows('deposit_orders'),
      lines: await countRows('ledger_lines'),
    }).toEqual(counts);
    expect(await snapshot(t.database)).toBe(before);
    expect(await balanceOf(token)).toBe(0);
    const log = logLines.join('');
    expect(log).not.toContain(marker);
    const warnings = logLines.map((l) => JSON.parse(l) as { level: number; orderNo?: string; msg?: string });
    expect(warnings.filter((w) => w.level === 40 && w.orderNo === orderNo)).toHaveLength(5);
  });
});

describe('gateway callbacks signed by the provider', () => {
  it('credit the order once, however often the same signed callback is replayed', async () => {
    const { token, orderNo, body } = await pendingOrder();
    const signature = signBody(devSecret(), body, Date.now());
    const first = await send('dev', body, signature);
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(50);
    const lines = await countRows('ledger_lines');
    const replays = await Promise.all([send('dev', body, signature), send('dev', body, signature)]);
    for (const r of replays) expect(r.statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(50);
    expect(await countRows('ledger_lines')).toBe(lines);
    const kept = await sqlRows<{ signature_ok: boolean; outcome: string }>(
      t,
      sql`SELECT signature_ok, outcome FROM gateway_callbacks WHERE order_no = ${orderNo} ORDER BY id`,
    );
    expect(kept).toHaveLength(3);
    expect(kept.every((r) => r.signature_ok && r.outcome === 'order paid')).toBe(true);
  });
});
