import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import type { Brand } from '../modules/system/brand-types.ts';
import type { VendorClient } from '../modules/vendor-api/client.ts';
import { id, playerWithSession, vendorApiSetup } from '../modules/vendor-api/test-helpers.ts';

// One log line per request, except the vendor API's money calls, which are recorded one row each with
// their answers: those get a line only when refused or slow.

const lines: { msg?: string; path?: string; status?: number }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const l of chunk.toString().split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    done();
  },
});
const logged = (path: string) => lines.filter((l) => l.msg === 'request' && l.path === path);

let t: TestApp;
let brand: Brand;
let client: VendorClient;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream: sink } });
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes a line for an ordinary call, with its path and status', async () => {
    await call(t.app, { method: 'GET', url: '/wps/system/status' });
    expect(logged('/wps/system/status').at(-1)).toMatchObject({ status: 200 });
  });

  it("leaves out a vendor's accepted bet and win, keeps a refused bet and the sign-in of a game session", async () => {
    const p = await playerWithSession(t, client, brand, { amount: 1_000 });
    expect(logged('/vendor/authenticate')).toHaveLength(1);
    const round = id('r');
    const bet = { ...p.session, roundId: round, amount: 500, currency: 'PHP' };
    expect(await client.bet({ ...bet, transactionId: id('b') })).toMatchObject({ ok: true });
    expect(await client.win({ ...bet, transactionId: id('w'), amount: 0 })).toMatchObject({ ok: true });
    expect(logged('/vendor/bet')).toHaveLength(0);
    expect(logged('/vendor/win')).toHaveLength(0);

    const refused = await client.bet({ ...bet, roundId: id('r'), transactionId: id('b'), amount: 5_000 });
    expect(refused).toMatchObject({ ok: false, errorCode: 'vendor.funds.insufficient' });
    expect(logged('/vendor/bet')).toHaveLength(1);
    expect(logged('/vendor/bet')[0]?.status).toBeGreaterThanOrEqual(400);
  });
});
