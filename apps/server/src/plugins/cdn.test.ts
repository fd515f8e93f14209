import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { cdnOrigins, onCdn, pickCdn } from './cdn.ts';

// SPEC §9: image and launch CDNs are chosen at random from the brand's lists (SPEC §3 imageCDNs,
// launchGameCDNs) and used for art and game_url; with empty lists everything stays on the site.

describe('choosing a CDN', () => {
  it('picks from the list by the random number, trims the trailing slash, and is the site when empty', () => {
    const list = ['https://a.cdn.test/', 'https://b.cdn.test/img'];
    expect(pickCdn(list, () => 0)).toBe('https://a.cdn.test');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.cdn.test/img');
    expect(pickCdn(list, () => 0.9999)).toBe('https://b.cdn.test/img');
    expect(pickCdn([], () => 0.5)).toBe('');
  });

  it('puts site paths on the base and leaves absolute addresses and an empty base alone', () => {
    expect(onCdn('/art/games/1.svg?v=1', 'https://a.cdn.test')).toBe('https://a.cdn.test/art/games/1.svg?v=1');
    expect(onCdn('https://vendor.test/play', 'https://a.cdn.test')).toBe('https://vendor.test/play');
    expect(onCdn('//vendor.test/play', 'https://a.cdn.test')).toBe('//vendor.test/play');
    expect(onCdn('/art/games/1.svg', '')).toBe('/art/games/1.svg');
    expect(cdnOrigins(['https://a.cdn.test/x/', 'https://a.cdn.test', 'http://b.test:8080/'])).toEqual([
      'https://a.cdn.test',
      'http://b.test:8080',
    ]);
  });
});

describe("the brand's CDNs in answers", () => {
  let t: TestApp;
  const IMAGES = ['https://img1.cdn.test', 'https://img2.cdn.test/'];
  const LAUNCH = ['https://play1.cdn.test', 'https://play2.cdn.test'];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hotGames = async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2?gameType=FISH' });
    return (body.value as { list: { games: { imgUrl: string }[] }[] }).list.flatMap((g) => g.games);
  };

  it('serves art from the site while the lists are empty (the demo brand), and from a chosen CDN once set', async () => {
    const before = await hotGames();
    expect(before.length).toBeGreaterThan(0);
    for (const g of before) expect(g.imgUrl).toMatch(/^\/art\/games\//);
    const demo = await t.app.brands.byMerchant('demo');
    await t.app.brands.updateSettings(demo?.id ?? 0, { imageCDNs: IMAGES, launchGameCDNs: LAUNCH });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const games = await hotGames();
      const hosts = new Set(games.map((g) => new URL(g.imgUrl).origin));
      // One answer, one CDN.
      expect(hosts.size).toBe(1);
      for (const h of hosts) seen.add(h);
      for (const g of games) expect(new URL(g.imgUrl).pathname).toMatch(/^\/art\/games\//);
    }
    for (const h of seen) expect(['https://img1.cdn.test', 'https://img2.cdn.test']).toContain(h);
  });

  it("launches a game on the site's path through one of the launch CDNs", async () => {
    const { token } = await signedInMember(t.app);
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/wps/game/launchGame?vassalage=TDF&gameCode=TDF_0003',
      token,
    });
    const url = new URL((body.value as { content: { game_url: string } }).content.game_url);
    expect(LAUNCH).toContain(url.origin);
    expect(url.pathname).toBe('/sandbox/vendor/TDF/play');
  });
});
