import { ZMenuCategory } from '@app/contracts/calls/games';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { LOTTERIES } from '@app/contracts/lottery/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function menus(merchant = 'demo') {
  const { res, body } = await call(t.app, { method: 'GET', url: '/lgw/games/game_menus', merchant });
  expect(res.statusCode).toBe(200);
  return ZMenuCategory.array().parse(body.value);
}

describe('GET /lgw/games/game_menus', () => {
  it('answers visitors with every category that has vendors, in display order', async () => {
    const list = await menus();
    expect(list.map((c) => c.gameCategory)).toEqual([...GAME_CATEGORIES]);
    const total = list.reduce((n, c) => n + c.vendors.length, 0);
    expect(total).toBeGreaterThanOrEqual(38);
  });

  it('splits the configured esports vendors out of SPORTS', async () => {
    const list = await menus();
    const codes = (cat: string) => list.find((c) => c.gameCategory === cat)?.vendors.map((v) => v.vassalage) ?? [];
    expect(codes('ESPORTS').sort()).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    expect(codes('SPORTS')).toContain('FB');
    expect(codes('SPORTS')).not.toContain('AV');
  });

  it('follows a brand whose esports list differs', async () => {
    const brand = await t.app.brands.create({
      merchantCode: 'esp1',
      name: 'Esports One',
      settings: { esportsVendors: ['AV'] },
    });
    const list = await menus(brand.merchantCode);
    const esports = list.find((c) => c.gameCategory === 'ESPORTS')?.vendors.map((v) => v.vassalage);
    expect(esports).toEqual(['AV']);
    expect(list.find((c) => c.gameCategory === 'SPORTS')?.vendors.map((v) => v.vassalage)).toContain('IMES');
  });

  it('gives each vendor logos and the first game DS88, LOTT and ELOTT start', async () => {
    const list = await menus();
    for (const cat of ['DS88', 'LOTT', 'ELOTT']) {
      for (const v of list.find((c) => c.gameCategory === cat)?.vendors ?? []) {
        expect(v.firstGame, v.vassalage).not.toBeNull();
        // The lottery vendors' games are the house lotteries (game code = lottery code, issue 17).
        const ours = LOTTERIES.filter((l) => l.vassalage === v.vassalage).map((l) => l.gameCode as string);
        if (ours.length > 0) expect(v.firstGame?.gameCode).toBe(ours[0]);
        else expect(v.firstGame?.gameCode.startsWith(`${v.vassalage}_`)).toBe(true);
      }
    }
    const stf = list.find((c) => c.gameCategory === 'RNG')?.vendors.find((v) => v.vassalage === 'STF');
    expect(stf?.logoWhite).toMatch(/^\/art\/vendors\/STF-WHITE\.svg/);
    expect(stf?.isHot).toBe(1);
    const logo = await t.app.inject({ method: 'GET', url: stf?.logoColor ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body).toContain('Starforge Slots');
  });

  it('hides a disabled vendor, drops an emptied category, and shows maintenance', async () => {
    const brand = await t.app.brands.create({ merchantCode: 'menu2', name: 'Menu Two' });
    const b = ['--brand', brand.merchantCode];
    expect((await admin(t, 'vendor', 'disable', 'SPR', ...b)).code).toBe(0);
    expect((await admin(t, 'vendor', 'disable', 'CKP', ...b)).code).toBe(0);
    expect((await admin(t, 'vendor', 'maintenance', 'STF', 'on', '--end', '+2h', ...b)).code).toBe(0);
    let list = await menus(brand.merchantCode);
    expect(list.map((c) => c.gameCategory)).not.toContain('DS88');
    const stf = list.find((c) => c.gameCategory === 'RNG')?.vendors.find((v) => v.vassalage === 'STF');
    expect(stf?.maintenance).toBe(true);
    // The demo brand is untouched.
    expect((await menus()).map((c) => c.gameCategory)).toContain('DS88');

    await admin(t, 'vendor', 'enable', 'SPR', ...b);
    await admin(t, 'vendor', 'maintenance', 'STF', 'off', ...b);
    list = await menus(brand.merchantCode);
    expect(list.find((c) => c.gameCategory === 'DS88')?.vendors.map((v) => v.vassalage)).toEqual(['SPR']);
    expect(list.find((c) => c.gameCategory === 'RNG')?.vendors.find((v) => v.vassalage === 'STF')?.maintenance).toBe(
      false,
    );
  });

  it('ends vendor maintenance by itself when its end time passes', async () => {
    const brand = await t.app.brands.create({ merchantCode: 'menu3', name: 'Menu Three' });
    await admin(t, 'vendor', 'maintenance', 'LLT', 'on', '--end', '+1h', '--brand', brand.merchantCode);
    const find = async () =>
      (await menus(brand.merchantCode))
        .find((c) => c.gameCategory === 'RNG')
        ?.vendors.find((v) => v.vassalage === 'LLT');
    expect((await find())?.maintenance).toBe(true);
    t.clock.advance(2 * 3_600_000);
    expect((await find())?.maintenance).toBe(false);
    t.clock.advance(-2 * 3_600_000);
  });

  it('refuses bad input with a translated 400 envelope', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/lgw/games/game_menus?prizeMode=Nope', lang: 'CN' });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect(body.message).not.toMatch(/[a-z]{4}/);
  });

  it('refuses a missing merchant', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/lgw/games/game_menus', merchant: null });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('function.not.available');
  });
});

describe('operator commands', () => {
  it('refuse unknown vendors, games and bad words, changing nothing', async () => {
    const before = await snapshot(t.database);
    for (const argv of [
      ['vendor', 'disable', 'NOPE'],
      ['vendor', 'disable'],
      ['vendor', 'maintenance', 'STF', 'maybe'],
      ['vendor', 'maintenance', 'STF', 'on', '--end', 'tomorrow'],
      ['game', 'maintenance', '999999999', 'on'],
      ['game', 'maintenance', 'bad code!', 'on'],
      ['vendor', 'disable', 'STF', '--brand', 'nobrand'],
    ]) {
      const r = await admin(t, ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.output).toMatch(/Error/);
    }
    expect(await snapshot(t.database)).toBe(before);
  });

  it('list vendors with their state', async () => {
    const r = await admin(t, 'vendor', 'list');
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/STF\s+RNG\s+on\s+Starforge Slots/);
    expect(r.output).toMatch(/AV\s+ESPORTS/);
  });
});
