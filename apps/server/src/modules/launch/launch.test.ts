import { createHash, createHmac } from 'node:crypto';
import { ZGame } from '@app/contracts/calls/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { type LaunchRequest, launchSignatureBase, urlTemplateAdapter } from './launch-adapter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const launchUrl = (q: string) => `/wps/game/launchGame?${q}`;

async function launch(token: string, q: string, merchant = 'demo') {
  return call(t.app, { method: 'GET', url: launchUrl(q), token, merchant });
}

describe('the URL-template launch adapter', () => {
  const req: LaunchRequest = {
    vendor: {
      vassalage: 'XYZ',
      launchUrlTemplate:
        'https://play.vendor.test/{gameCode}?t={token}&l={language}&c={currency}&m={mode}&ts={timestamp}&s={signature}',
      launchSecret: 's3cret',
      currency: 'PHP',
    },
    game: { nodeId: '1', gameCode: 'A B&C', gameType: 'RNG' },
    player: { memberId: 1, username: 'player1' },
    mode: 'real',
    launchToken: 'tok/en+1',
    currency: 'PHP',
    language: 'EN',
    merchantCode: 'demo',
    now: new Date(1_700_000_000_000),
  };

  it('fills the template with encoded values and an HMAC-SHA256 signature over them', async () => {
    const { gameUrl } = await urlTemplateAdapter.launch(req);
    const url = new URL(gameUrl);
    expect(url.pathname).toBe('/A%20B%26C');
    expect(url.searchParams.get('t')).toBe('tok/en+1');
    expect(url.searchParams.get('m')).toBe('real');
    const expected = createHmac('sha256', 's3cret').update(launchSignatureBase(req, '1700000000000')).digest('hex');
    expect(url.searchParams.get('s')).toBe(expected);
    // Another secret gives another signature.
    const other = await urlTemplateAdapter.launch({ ...req, vendor: { ...req.vendor, launchSecret: 'x' } });
    expect(new URL(other.gameUrl).searchParams.get('s')).not.toBe(expected);
  });

  it('refuses a template that is not a URL or site path', async () => {
    await expect(
      urlTemplateAdapter.launch({ ...req, vendor: { ...req.vendor, launchUrlTemplate: 'javascript:alert(1)' } }),
    ).rejects.toThrow(/launch URL/);
  });
});

describe('GET /wps/game/launchGame', () => {
  it('needs a token', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: launchUrl('vassalage=STF&gameCode=STF_0001') });
    expect(res.statusCode).toBe(401);
    expect(body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('launches for real money, records the launch and the recent game, and the sandbox accepts it', async () => {
    const { member, token } = await signedInMember(t.app);
    // Slot studios are played by the house engine now; a fish vendor still stands in as an external one.
    const { res, body } = await launch(token, 'vassalage=TDF&gameCode=TDF_0003');
    expect(res.statusCode).toBe(200);
    const content = (body.value as { content: { game_url: string; freePlay: boolean; launchView: string } }).content;
    expect(content.freePlay).toBe(false);
    expect(content.launchView).toBe('popup');
    const url = new URL(content.game_url, 'http://localhost');
    expect(url.pathname).toBe('/sandbox/vendor/TDF/play');
    expect(url.searchParams.get('mode')).toBe('real');
    const launchToken = url.searchParams.get('token') ?? '';
    const [row] = await sqlRows<{ free_play: boolean; member_id: number }>(
      t,
      sql`SELECT free_play, member_id FROM game_launches WHERE token_hash = ${createHash('sha256').update(launchToken).digest('hex')}`,
    );
    expect(row).toMatchObject({ free_play: false });
    expect(Number(row?.member_id)).toBe(member.id);
    const sandbox = await t.app.inject({ method: 'GET', url: content.game_url });
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain('Real money');
    // A tampered link is refused by the vendor stand-in.
    const tampered = await t.app.inject({ method: 'GET', url: content.game_url.replace('mode=real', 'mode=free') });
    expect(tampered.statusCode).toBe(403);

    const recent = await call(t.app, { method: 'GET', url: '/wps/relay/GCS_recentGame?pageNo=1&pageSize=15', token });
    const list = (recent.body.value as { list: unknown[] }).list.map((g) => ZGame.parse(g));
    expect(list.map((g) => g.gameCode)).toEqual(['TDF_0003']);
  });

  it('launches trial accounts in free play', async () => {
    const { token } = await signedInMember(t.app, { accountType: 4 });
    const { body } = await launch(token, 'vassalage=FB&gameCode=FB_0001');
    const content = (body.value as { content: { game_url: string; freePlay: boolean; launchView: string } }).content;
    expect(content.freePlay).toBe(true);
    expect(content.launchView).toBe('seamless');
    expect(new URL(content.game_url, 'http://x').searchParams.get('mode')).toBe('free');
  });

  it('answers game maintenance with its window for a vendor or a game under maintenance, in words', async () => {
    const brand = await t.app.brands.create({ merchantCode: 'launch2', name: 'Launch Two' });
    const { token } = await signedInMember(t.app, { brandId: brand.id });
    await admin(t, 'vendor', 'maintenance', 'LLT', 'on', '--end', '2099-01-01T00:00:00Z', '--brand', 'launch2');
    await admin(t, 'game', 'maintenance', 'STF_0002', 'on', '--brand', 'launch2');
    const before = await snapshot(t.database);
    const vendorDown = await call(t.app, {
      method: 'GET',
      url: launchUrl('vassalage=LLT&gameCode=LLT_0001'),
      token,
      merchant: 'launch2',
      lang: 'VI',
    });
    expect(vendorDown.res.statusCode).toBe(503);
    expect(vendorDown.body.errorCode).toBe('game.maintenance');
    expect(vendorDown.body.message).toMatch(/bảo trì/i);
    expect((vendorDown.body.value as { endTime: number }).endTime).toBe(Date.UTC(2099, 0, 1));
    const gameDown = await launch(token, 'vassalage=STF&gameCode=STF_0002', 'launch2');
    expect(gameDown.res.statusCode).toBe(503);
    expect(await snapshot(t.database)).toBe(before);
    // The demo brand still plays both.
    const demo = await signedInMember(t.app);
    expect((await launch(demo.token, 'vassalage=STF&gameCode=STF_0002')).res.statusCode).toBe(200);
  });

  it('refuses disabled vendors, unknown games, sub-game lists and bad input, changing nothing', async () => {
    const brand = await t.app.brands.create({ merchantCode: 'launch3', name: 'Launch Three' });
    const { token } = await signedInMember(t.app, { brandId: brand.id });
    await admin(t, 'vendor', 'disable', 'MYR', '--brand', 'launch3');
    const before = await snapshot(t.database);
    const cases: [string, number, string][] = [
      ['vassalage=MYR&gameCode=MYR_0001', 404, 'not_found'],
      ['vassalage=STF&gameCode=NOPE_1', 404, 'not_found'],
      ['vassalage=KNT&gameCode=KNT_0001', 404, 'not_found'],
      ['vassalage=stf&gameCode=STF_0001', 400, 'request_param_err'],
      ['vassalage=STF', 400, 'request_param_err'],
      ['vassalage=STF&gameCode=%3Cscript%3E', 400, 'request_param_err'],
    ];
    for (const [q, status, code] of cases) {
      const { res, body } = await launch(token, q, 'launch3');
      expect(res.statusCode, q).toBe(status);
      expect(body.errorCode, q).toBe(code);
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('GET /wps/relay/GCS_gameLaunchFB', () => {
  it('gives a visitor the view-only page and a player a real launch', async () => {
    const visitor = await call(t.app, { method: 'GET', url: '/wps/relay/GCS_gameLaunchFB' });
    const url = (visitor.body.value as { content: { game_url: string } }).content.game_url;
    expect(new URL(url, 'http://x').searchParams.get('mode')).toBe('view');
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('View only');
    const { token } = await signedInMember(t.app);
    const player = await call(t.app, { method: 'GET', url: '/wps/relay/GCS_gameLaunchFB?gameCode=FB_0002', token });
    const purl = (player.body.value as { content: { game_url: string } }).content.game_url;
    expect(new URL(purl, 'http://x').searchParams.get('mode')).toBe('real');
    expect(new URL(purl, 'http://x').searchParams.get('game')).toBe('FB_0002');
  });
});

describe('vendor launch settings from the command line', () => {
  it('points a vendor at a new URL template and secret, used by the next launch', async () => {
    const r = await admin(
      t,
      'vendor',
      'launch',
      'PXP',
      '--adapter',
      'url-template',
      '--template',
      'https://games.pxp.test/open?g={gameCode}&t={token}&s={signature}&ts={timestamp}&m={mode}&c={currency}',
      '--secret',
      'a-very-long-test-secret',
      '--view',
      'page',
    );
    expect(r.code, r.output).toBe(0);
    const { token } = await signedInMember(t.app);
    const { body } = await launch(token, 'vassalage=PXP&gameCode=PXP_0001');
    const content = (body.value as { content: { game_url: string; launchView: string } }).content;
    expect(content.launchView).toBe('page');
    const url = new URL(content.game_url);
    expect(url.host).toBe('games.pxp.test');
    const base = launchSignatureBase(
      {
        vendor: { vassalage: 'PXP', launchUrlTemplate: '', launchSecret: '', currency: 'PHP' },
        game: { nodeId: '', gameCode: 'PXP_0001', gameType: 'RNG' },
        player: null,
        mode: 'real',
        launchToken: url.searchParams.get('t'),
        currency: 'PHP',
        language: 'EN',
        merchantCode: 'demo',
        now: new Date(),
      },
      url.searchParams.get('ts') ?? '',
    );
    expect(url.searchParams.get('s')).toBe(createHmac('sha256', 'a-very-long-test-secret').update(base).digest('hex'));
  });

  it('refuses bad settings and changes nothing', async () => {
    const before = await snapshot(t.database);
    for (const argv of [
      ['vendor', 'launch', 'PXP', '--template', 'javascript:alert(1)'],
      ['vendor', 'launch', 'PXP', '--secret', 'short'],
      ['vendor', 'launch', 'PXP', '--currency', 'pesos'],
      ['vendor', 'launch', 'PXP', '--adapter', 'magic'],
      ['vendor', 'launch', 'PXP', '--view', 'window'],
      ['vendor', 'launch', 'PXP'],
      ['vendor', 'launch', 'NOPE', '--view', 'page'],
    ]) {
      const r = await admin(t, ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});
