import { ZGame } from '@app/contracts/calls/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function firstGames(q: string) {
  const { body } = await call(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_gameList?${q}` });
  return ZGame.array().parse((body.value as { games: unknown[] }).games);
}

const toggle = (token: string, path: 'add' | 'remove', payload: object) =>
  call(t.app, { method: 'POST', url: `/wps/relay/MCSFE_${path}FavoriteGame`, token, payload });

describe('favourites', () => {
  it('need a token', async () => {
    for (const url of ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList']) {
      const { res } = await call(t.app, { method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const { res } = await call(t.app, { method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGame', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('add, list, repeat and remove, per player', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const [g1, g2] = await firstGames('gameType=RNG&vassalage=STF');
    const [live] = await firstGames('gameType=LIVE');
    for (const g of [g1, g2, live, g1]) {
      const { res, body } = await toggle(a.token, 'add', {
        nodeId: g?.nodeId,
        vendor: g?.vassalage,
        gameType: g?.gameType,
      });
      expect(res.statusCode).toBe(200);
      expect(body.value).toEqual({ nodeId: g?.nodeId, favourite: true });
    }
    const ids = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList', token: a.token });
    expect((ids.body.value as { nodeId: string }[]).map((f) => f.nodeId).sort()).toEqual(
      [g1?.nodeId, g2?.nodeId, live?.nodeId].sort(),
    );
    const rng = await call(t.app, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getFavoriteGames?gameType=RNG&pageNo=1&pageSize=15',
      token: a.token,
    });
    const page = rng.body.value as { content: unknown[]; totalPages: number };
    expect(page.content.map((g) => ZGame.parse(g).nodeId).sort()).toEqual([g1?.nodeId, g2?.nodeId].sort());
    expect(page.totalPages).toBe(1);
    const other = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList', token: b.token });
    expect(other.body.value).toEqual([]);

    await toggle(a.token, 'remove', { nodeId: g1?.nodeId, vendor: 'STF', gameType: 'RNG' });
    await toggle(a.token, 'remove', { nodeId: g1?.nodeId, vendor: 'STF', gameType: 'RNG' });
    const after = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList', token: a.token });
    expect((after.body.value as unknown[]).length).toBe(2);
  });

  it('refuse unknown games, wrong vendors or types and malformed input, changing nothing', async () => {
    const a = await signedInMember(t.app);
    const [g] = await firstGames('gameType=RNG&vassalage=STF');
    const before = await snapshot(t.database);
    const cases: [object, number][] = [
      [{ nodeId: '999999999', vendor: 'STF', gameType: 'RNG' }, 404],
      [{ nodeId: g?.nodeId, vendor: 'LLT', gameType: 'RNG' }, 400],
      [{ nodeId: g?.nodeId, vendor: 'STF', gameType: 'LIVE' }, 400],
      [{ nodeId: 'abc', vendor: 'STF', gameType: 'RNG' }, 400],
      [{ nodeId: g?.nodeId }, 400],
      [{ nodeId: 12, vendor: 'STF', gameType: 'RNG' }, 400],
      [[], 400],
    ];
    for (const [payload, status] of cases) {
      const { res, body } = await toggle(a.token, 'add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body.success).toBe(false);
    }
    expect(await snapshot(t.database)).toBe(before);
  });

  it('are refused to trial accounts (SPEC §5) with the trial code in the caller language, changing nothing', async () => {
    const trial = await signedInMember(t.app, { accountType: 4 });
    const [g] = await firstGames('gameType=RNG&vassalage=STF');
    const before = await snapshot(t.database);
    const game = { nodeId: g?.nodeId, vendor: g?.vassalage, gameType: g?.gameType };
    for (const [path, lang, message] of [
      ['add', 'EN', 'This feature needs a real account. Please register to continue.'],
      ['add', 'ID', 'Fitur ini memerlukan akun asli. Silakan daftar untuk melanjutkan.'],
      ['remove', 'CN', '此功能需要正式账号，请注册后继续。'],
    ] as const) {
      const { res, body } = await call(t.app, {
        method: 'POST',
        url: `/wps/relay/MCSFE_${path}FavoriteGame`,
        token: trial.token,
        lang,
        payload: game,
      });
      expect(res.statusCode, `${path} ${lang}`).toBe(403);
      expect(body).toMatchObject({ success: false, errorCode: 'account.trial.forbidden', message });
    }
    expect(await snapshot(t.database)).toBe(before);
    // Reading stays open to them: a trial account simply has no favourites.
    const ids = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList', token: trial.token });
    expect(ids.body).toMatchObject({ success: true, value: [] });
  });
});

describe('latest winners', () => {
  it('lists wins newest first with masked names', async () => {
    const { member } = await signedInMember(t.app, { username: 'winner77' });
    const [g] = await firstGames('gameType=RNG&vassalage=STF');
    const [row] = await sqlRows<{ id: number }>(t, sql`SELECT id::int AS id FROM games WHERE node_id = ${g?.nodeId}`);
    await sqlRows(
      t,
      sql`INSERT INTO game_winners (brand_id, member_id, game_id, amount_minor, won_at) VALUES (${member.brandId}, ${member.id}, ${row?.id}, ${123456}, ${new Date('2026-01-01T00:00:00Z')}), (${member.brandId}, ${member.id}, ${row?.id}, ${500}, ${new Date('2026-01-02T00:00:00Z')})`,
    );
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_getRankList' });
    const list = (body.value as { list: { player: string; amount: number; gameName: string }[] }).list;
    expect(list.map((w) => w.amount)).toEqual([5, 1234.56]);
    expect(list[0]?.player).toBe('wi***7');
    expect(list[0]?.gameName).toBe(g?.gameName);
  });
});
