import { createHash } from 'node:crypto';
import type { TDraw, TLotterySummary } from '@app/contracts/calls/lottery';
import { LOTTERIES } from '@app/contracts/lottery/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { drawAndSettle, lotteryApp, openDraw, place, player, posBet } from './test-kit.ts';

let t: TestApp;
let brand: Brand;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  t.clock.set(new Date('2026-11-27T09:00:05.000Z'));
});
afterAll(() => t.close());

const get = async <T>(url: string, token?: string) => {
  const { res, body } = await call(t.app, { method: 'GET', url, token });
  expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(200);
  return body.value as T;
};

describe('lottery queries', () => {
  it('shows results, trends, tickets and a draw with what verifying it needs', async () => {
    const p = await player(t, brand, 10_000);
    const first = await openDraw(t, brand, 'ELOTT_5D1');
    expect((await place(t, p.token, first, [posBet('2')])).status).toBe(200);
    await drawAndSettle(t, first);
    const second = await openDraw(t, brand, 'ELOTT_5D1');
    await drawAndSettle(t, second);

    const results = await get<TDraw[]>('/lgw/lottery/results?gameCode=ELOTT_5D1');
    expect(results.map((r) => r.drawNo)).toEqual([second.drawNo, first.drawNo]);
    const verify = await get<TDraw & { previous: { seed: string } | null; chain: { anchor: string } | null }>(
      `/lgw/lottery/draw?gameCode=ELOTT_5D1&drawNo=${second.drawNo}`,
    );
    expect(sha(verify.seed ?? '')).toBe(verify.seedHash);
    expect(verify.previous?.seed).toBe(verify.seedHash);
    expect(verify.chain?.anchor).toMatch(/^[0-9a-f]{64}$/);

    const trends = await get<{ draws: number; keys: { key: string; values: { hits: number }[] }[] }>(
      '/lgw/lottery/trends?gameCode=ELOTT_5D1&draws=5',
    );
    expect(trends.draws).toBe(2);
    for (const k of trends.keys) expect(k.values.reduce((s, v) => s + v.hits, 0)).toBeGreaterThan(0);

    const mine = await get<{ list: { status: string }[]; total: number }>('/wps/lottery/tickets', p.token);
    expect(mine.total).toBe(1);
    expect(['won', 'lost']).toContain(mine.list[0]?.status);
  });

  it('lists every lottery in the lobby and describes a betting page; unknown games are refused', async () => {
    const lobby = await get<TLotterySummary[]>('/lgw/lottery/lobby');
    expect(lobby.map((l) => l.gameCode)).toEqual(LOTTERIES.map((l) => l.gameCode));
    for (const l of lobby) expect(l.nodeId, l.gameCode).not.toBe('');
    const game = await get<{ playTypes: { rtp: number }[]; next: TDraw | null }>(
      '/lgw/lottery/game?gameCode=ELOTT_5D3',
    );
    expect(game.playTypes.length).toBeGreaterThan(0);
    for (const pt of game.playTypes) expect(pt.rtp).toBeGreaterThan(0);
    const vn = await get<{ stations: unknown[] }[]>('/lgw/vn/games/game_menu');
    expect(vn).toHaveLength(3);
    const { body } = await call(t.app, { method: 'GET', url: '/lgw/lottery/game?gameCode=NOPE', lang: 'JA' });
    expect(body.errorCode).toBe('lottery.game.unknown');
    const opened = await call(t.app, { method: 'GET', url: '/lgw/vn/numeros/opened/game?gameCode=ELOTT_5D1' });
    expect(opened.body.errorCode).toBe('lottery.game.unknown');
  });
});
