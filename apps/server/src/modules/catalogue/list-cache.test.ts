import { ZGamePage } from '@app/contracts/calls/games';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshDatabase, freshStore } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { runCli } from '../../cli/run.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SharedStore } from '../../lib/store.ts';
import { GAMES_CHANGED } from './vendor-service.ts';

// The lobby lists answer from caches (catalogue index, filter results, vendor state, whole pages).
// Two server copies on one database and one shared store (Redis when REDIS_URL is set): an operator's
// change made through one copy shows on the next list request of either copy.
let database: Database;
let store: SharedStore;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  store = await freshStore();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
  a = await buildApp({ config, database, store, logger: false, serveWeb: false });
  b = await buildApp({ config, database, store, logger: false, serveWeb: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await store?.close();
  await database?.close();
});

async function list(app: FastifyInstance, merchant: string, query: string) {
  const { res, body } = await call(app, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, merchant });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return ZGamePage.parse(body.value);
}

/** Runs an operator command through a copy and waits until the change notice is out on the store. */
async function operator(app: FastifyInstance, ...argv: string[]): Promise<void> {
  let heard!: () => void;
  const notice = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = await store.subscribe(GAMES_CHANGED, () => heard());
  const lines: string[] = [];
  const code = await runCli(argv, { services: app.services, print: (l) => lines.push(l) });
  expect(code, lines.join('\n')).toBe(0);
  await notice;
  await stop();
}

describe('lobby list caches', () => {
  it('give the same answer twice, and pages of one search line up with a bigger page', async () => {
    const q = 'gameType=RNG&gameName=dragon';
    const first = await list(a, 'demo', `${q}&pageSize=15`);
    expect(await list(a, 'demo', `${q}&pageSize=15`)).toEqual(first);
    const second = await list(a, 'demo', `${q}&pageSize=15&pageNo=2`);
    const both = await list(a, 'demo', `${q}&pageSize=30`);
    expect(both.games.map((g) => g.nodeId)).toEqual([...first.games, ...second.games].map((g) => g.nodeId));
    expect(both.total).toBe(first.total);
    for (const g of both.games) expect(g.gameName.toLowerCase()).toContain('dragon');
    // The same search within one vendor is a subset, in the same order.
    const stf = await list(a, 'demo', `${q}&vassalage=STF&pageSize=100`);
    const all = await list(a, 'demo', `${q}&pageSize=100&pageNo=1`);
    const order = all.games.map((g) => g.nodeId);
    const stfIds = stf.games.map((g) => g.nodeId);
    expect(stf.total).toBeGreaterThan(0);
    expect(order.filter((id) => stfIds.includes(id))).toEqual(stfIds.filter((id) => order.includes(id)));
  });

  it('check every query string each time it is refused, even right after the same one was answered', async () => {
    const good = 'gameType=RNG&vassalage=STF&pageNo=1';
    expect((await list(a, 'demo', good)).games).toHaveLength(15);
    for (const q of ['gameType=RNG&vassalage=STF&pageNo=0', 'gameType=RNG&vassalage=STF&pageNo=0', 'pageSize=101']) {
      const { res, body } = await call(a, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${q}`, lang: 'VI' });
      expect(res.statusCode, q).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
    }
    expect((await list(a, 'demo', good)).games).toHaveLength(15);
  });

  it('show a vendor disabled or enabled again on the next request, on this copy and the other', async () => {
    const merchant = 'cache1';
    await a.brands.create({ merchantCode: merchant, name: 'Cache One' });
    const brand = ['--brand', merchant];
    const search = 'gameType=RNG&gameName=lu&pageSize=100';
    const before = { a: await list(a, merchant, search), b: await list(b, merchant, search) };
    expect(before.a.games.some((g) => g.vassalage === 'LLT')).toBe(true);
    expect(before.b).toEqual(before.a);
    expect((await list(b, merchant, 'gameType=RNG&vassalage=LLT')).total).toBeGreaterThan(0);

    await operator(a, 'vendor', 'disable', 'LLT', ...brand);
    for (const app of [a, b]) {
      expect((await list(app, merchant, 'gameType=RNG&vassalage=LLT')).games).toEqual([]);
      const after = await list(app, merchant, search);
      expect(after.games.some((g) => g.vassalage === 'LLT')).toBe(false);
      expect(after.total).toBeLessThan(before.a.total);
    }
    // Another brand is untouched.
    expect((await list(b, 'demo', 'gameType=RNG&vassalage=LLT')).total).toBeGreaterThan(0);

    await operator(b, 'vendor', 'enable', 'LLT', ...brand);
    expect(await list(a, merchant, search)).toEqual(before.a);
    expect(await list(b, merchant, search)).toEqual(before.a);
  });

  it('show vendor and game maintenance on the next request, on this copy and the other', async () => {
    const merchant = 'cache2';
    await a.brands.create({ merchantCode: merchant, name: 'Cache Two' });
    const brand = ['--brand', merchant];
    const q = 'gameType=RNG&vassalage=GCM&pageSize=15';
    const before = await list(b, merchant, q);
    expect(before.games.some((g) => g.maintenance)).toBe(false);
    const target = before.games[3]?.nodeId ?? '';

    await operator(a, 'game', 'maintenance', target, 'on', ...brand);
    for (const app of [a, b]) {
      const page = await list(app, merchant, q);
      expect(page.games.filter((g) => g.maintenance).map((g) => g.nodeId)).toEqual([target]);
    }
    await operator(b, 'game', 'maintenance', target, 'off', ...brand);
    for (const app of [a, b]) expect(await list(app, merchant, q)).toEqual(before);

    await operator(a, 'vendor', 'maintenance', 'GCM', 'on', '--end', '2099-01-01T00:00:00Z', ...brand);
    for (const app of [a, b]) {
      const page = await list(app, merchant, q);
      expect(page.games.every((g) => g.maintenance && g.endTime === Date.UTC(2099, 0, 1))).toBe(true);
    }
    await operator(b, 'vendor', 'maintenance', 'GCM', 'off', ...brand);
    for (const app of [a, b]) expect(await list(app, merchant, q)).toEqual(before);
  });
});
