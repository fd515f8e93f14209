import type { TMenuCategory, TMenuVendor } from '@app/contracts/calls/games';
import { describe, expect, it } from 'vitest';
import { allVendors, currentTab, isGamePage, isHomePage, navCategories, vendorPath } from './nav-model.ts';

function vendor(code: string, extra: Partial<TMenuVendor> = {}): TMenuVendor {
  return {
    vassalage: code,
    name: code,
    isHot: 0,
    accountTypeId: 1,
    logoWhite: `/art/vendor/${code}-WHITE.svg`,
    logoColor: `/art/vendor/${code}-COLOR.svg`,
    maintenance: false,
    firstGame: null,
    ...extra,
  };
}
const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => vendor(`${prefix}${i + 1}`));

describe('navCategories', () => {
  it('leaves out categories without vendors and keeps the menu order', () => {
    const menus: TMenuCategory[] = [
      { gameCategory: 'LIVE', vendors: many('L', 2) },
      { gameCategory: 'FISH', vendors: [] },
      { gameCategory: 'RNG', vendors: many('R', 1) },
    ];
    expect(navCategories(menus).map((c) => [c.category, c.path])).toEqual([
      ['LIVE', '/live'],
      ['RNG', '/rng'],
    ]);
  });

  it('shows at most 11 vendors and adds "more" when 11 are shown', () => {
    const [ten, eleven, twelve] = navCategories([
      { gameCategory: 'RNG', vendors: many('A', 10) },
      { gameCategory: 'LIVE', vendors: many('B', 11) },
      { gameCategory: 'FISH', vendors: many('C', 12) },
    ]);
    expect([ten?.vendors.length, ten?.hasMore]).toEqual([10, false]);
    expect([eleven?.vendors.length, eleven?.hasMore]).toEqual([11, true]);
    expect([twelve?.vendors.length, twelve?.hasMore]).toEqual([11, true]);
    expect(twelve?.vendors.at(-1)?.vassalage).toBe('C11');
  });

  it('centres dropdowns of fewer than 6 vendors', () => {
    const [five, six] = navCategories([
      { gameCategory: 'RNG', vendors: many('A', 5) },
      { gameCategory: 'LIVE', vendors: many('B', 6) },
    ]);
    expect(five?.centred).toBe(true);
    expect(six?.centred).toBe(false);
  });

  it('marks DS88, LOTT and ELOTT as starting a game directly', () => {
    const menus: TMenuCategory[] = (['DS88', 'LOTT', 'ELOTT', 'SPORTS'] as const).map((c) => ({
      gameCategory: c,
      vendors: many(c, 1),
    }));
    expect(navCategories(menus).map((c) => c.directStart)).toEqual([true, true, true, false]);
  });
});

describe('paths', () => {
  it('opens a vendor in its category page', () => {
    expect(vendorPath('RNG', 'PG')).toBe('/rng/vassalage/PG');
    expect(vendorPath('SPORTS', 'SABA')).toBe('/sports/vassalage/SABA');
  });

  it('lists every vendor once for the carousel', () => {
    const shared = vendor('X');
    const list = allVendors([
      { gameCategory: 'RNG', vendors: [shared, vendor('Y')] },
      { gameCategory: 'FISH', vendors: [shared] },
    ]);
    expect(list.map((e) => `${e.category}:${e.vendor.vassalage}`)).toEqual(['RNG:X', 'RNG:Y']);
  });

  it('knows the home and game pages', () => {
    expect(['/', '/home', '/index.html'].every(isHomePage)).toBe(true);
    expect(isHomePage('/help')).toBe(false);
    expect(['/rng', '/live/hot', '/lottery', '/game', '/seamless'].every(isGamePage)).toBe(true);
    expect(['/', '/help', '/promotions'].some(isGamePage)).toBe(false);
  });

  it('names the phone tab of an address', () => {
    expect(['/', '/rng/hot', '/promoDetail', '/member/deposit', '/member/records', '/member'].map(currentTab)).toEqual([
      'home',
      'games',
      'promotions',
      'deposit',
      'me',
      'me',
    ]);
    expect(currentTab('/help')).toBeNull();
    expect(currentTab('/members')).toBeNull();
  });
});
