import { ZGame, ZGamePage } from '@app/contracts/calls/games';
import { LOTTERIES } from '@app/contracts/lottery/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string, opts: { merchant?: string; lang?: string } = {}) {
  const { res, body } = await call(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, ...opts });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return ZGamePage.parse(body.value);
}

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages a vendor’s games 15 at a time with the total page count', async () => {
    const first = await list('gameType=RNG&vassalage=STF&pageNo=1&pageSize=15');
    expect(first.games).toHaveLength(15);
    expect(first.totalPages).toBe(Math.ceil(first.total / 15));
    expect(first.total).toBeGreaterThan(900);
    const second = await list('gameType=RNG&vassalage=STF&pageNo=2&pageSize=15');
    expect(second.games.map((g) => g.nodeId)).not.toContain(first.games[0]?.nodeId);
    for (const g of first.games) {
      expect(g.vassalage).toBe('STF');
      expect(g.vendor).toBe('Starforge Slots');
      expect(g.imgUrl).toMatch(/^\/art\/games\/\d+\.svg/);
    }
    const past = await list(`gameType=RNG&vassalage=STF&pageNo=${first.totalPages + 1}`);
    expect(past.games).toEqual([]);
    expect(past.totalPages).toBe(first.totalPages);
  });

  it('serves each listed game a tile drawn from its own title', async () => {
    const page = await list('gameType=LIVE&pageSize=2');
    const tiles: string[] = [];
    for (const g of page.games) {
      const res = await t.app.inject({ method: 'GET', url: g.imgUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain(`aria-label="${g.gameName}"`);
      tiles.push(res.body);
    }
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).not.toBe(tiles[1]);
  });

  it('applies classification, min bet and line filters together', async () => {
    const page = await list('gameType=RNG&gameClassify=JP&minBet=0.05&minLineNum=20&pageSize=100');
    expect(page.games.length).toBeGreaterThan(0);
    for (const g of page.games) {
      expect(g.gameClassify).toBe('JP');
      expect(g.minBet).toBe(0.05);
      expect(g.lineNum).toBeGreaterThanOrEqual(20);
      expect(g.gameType).toBe('RNG');
    }
  });

  it('searches names in every language, case-insensitively, and names games in the request language', async () => {
    const en = await list('gameType=RNG&gameName=golden%20dragon&pageSize=100');
    expect(en.games.length).toBeGreaterThan(0);
    for (const g of en.games) expect(g.gameName.toLowerCase()).toContain('golden dragon');
    const cn = await list('gameType=RNG&gameName=%E9%BB%84%E9%87%91%E9%BE%99&pageSize=100', { lang: 'CN' });
    expect(cn.games.length).toBe(en.games.length);
    for (const g of cn.games) expect(g.gameName).toContain('黄金龙');
    const none = await list('gameType=RNG&gameName=%25%25__');
    expect(none.games).toEqual([]);
    expect(none.totalPages).toBe(0);
  });

  it('lists ESPORTS vendors under ESPORTS and not under SPORTS', async () => {
    const esports = await list('gameType=ESPORTS&pageSize=100');
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
    for (const g of esports.games) expect(g.gameType).toBe('ESPORTS');
    const sports = await list('gameType=SPORTS&pageSize=100');
    expect(sports.games.some((g) => g.vassalage === 'AV')).toBe(false);
  });

  it('shows VASSALAGE entries and lists their sub-games', async () => {
    const knt = await list('gameType=PVP&vassalage=KNT');
    expect(knt.games).toHaveLength(1);
    const hall = knt.games[0];
    expect(hall?.isGame).toBe('VASSALAGE');
    const subs = await list(`parentNodeId=${hall?.nodeId}&pageSize=50`);
    expect(subs.games.length).toBe(10);
    for (const g of subs.games) expect(g.isGame).toBe('');
  });

  it('leaves out a disabled vendor and marks maintenance with its window', async () => {
    const brand = await t.app.brands.create({ merchantCode: 'list2', name: 'List Two' });
    const b = ['--brand', brand.merchantCode];
    await admin(t, 'vendor', 'disable', 'LLT', ...b);
    await admin(t, 'vendor', 'maintenance', 'MYR', 'on', '--end', '2099-01-01T00:00:00Z', ...b);
    const slots = await list('gameType=RNG&vassalage=LLT', { merchant: brand.merchantCode });
    expect(slots.games).toEqual([]);
    const myr = await list('gameType=RNG&vassalage=MYR', { merchant: brand.merchantCode });
    expect(myr.games.every((g) => g.maintenance && g.endTime === Date.UTC(2099, 0, 1))).toBe(true);
    const target = (await list('gameType=RNG&vassalage=GCM')).games[2];
    await admin(t, 'game', 'maintenance', target?.nodeId ?? '', 'on', ...b);
    const gcm = await list('gameType=RNG&vassalage=GCM', { merchant: brand.merchantCode });
    expect(gcm.games.filter((g) => g.maintenance).map((g) => g.nodeId)).toEqual([target?.nodeId]);
    // Other brands are untouched.
    expect((await list('gameType=RNG&vassalage=LLT')).games).toHaveLength(15);
  });

  it('refuses bad filters with 400 request_param_err, in the request language, changing nothing', async () => {
    const before = await snapshot(t.database);
    for (const q of [
      'gameType=CASINO',
      'vassalage=stf',
      'gameClassify=XX',
      'minBet=0.02',
      'minBet=abc',
      'pageNo=0',
      'pageNo=1.5',
      'pageSize=101',
      'minLineNum=-1',
      `gameName=${'x'.repeat(51)}`,
      'parentNodeId=abc',
    ]) {
      const { res, body } = await call(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${q}`, lang: 'JA' });
      expect(res.statusCode, q).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
      expect(body.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('hot games, game types, vendors and popular lottery', () => {
  it('groups hot games by type', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2' });
    const value = body.value as { list: { gameType: string; games: unknown[] }[] };
    expect(value.list.map((g) => g.gameType)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH']));
    for (const group of value.list) {
      for (const g of group.games) expect(ZGame.parse(g).isHot).toBe(1);
      for (const g of group.games) expect(ZGame.parse(g).gameType).toBe(group.gameType);
    }
    const rng = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG' });
    expect((rng.body.value as { list: { gameType: string }[] }).list.map((g) => g.gameType)).toEqual(['RNG']);
  });

  it('counts a vendor’s classifications under value.content', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType?vassalage=STF' });
    const content = (body.value as { content: { gameClassify: string; count: number }[] }).content;
    expect(content.map((c) => c.gameClassify)).toEqual(['AC', 'BG', 'JP', 'TG']);
    const jp = await list('vassalage=STF&gameClassify=JP');
    expect(content.find((c) => c.gameClassify === 'JP')?.count).toBe(jp.total);
  });

  it('lists vendor lanes with their category', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_gameVendor?merchantCode=demo' });
    const lanes = (body.value as { data: { lanes: { vassalage: string; gameType: string }[] } }).data.lanes;
    expect(lanes.find((l) => l.vassalage === 'IMES')?.gameType).toBe('ESPORTS');
    expect(lanes.find((l) => l.vassalage === 'STF')?.gameType).toBe('RNG');
  });

  it('gives popular lottery games from the lottery vendors only', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/lgw/games/popular?count=20' });
    const games = ZGame.array().parse(body.value);
    // The lottery vendors list exactly the house lotteries (issue 17): all of them, fewer than 20.
    expect(games.map((g) => g.gameCode).sort()).toEqual(LOTTERIES.map((l) => l.gameCode as string).sort());
    for (const g of games) expect(['LOTT', 'ELOTT']).toContain(g.gameType);
  });
});
