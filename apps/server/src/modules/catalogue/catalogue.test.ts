import { LANGUAGES } from '@app/contracts/languages';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { CATALOGUE_SIZE, VENDORS } from './catalogue-vendors.ts';

describe('the generated catalogue', () => {
  const games = generateCatalogue();

  it('has exactly the catalogue size and is the same on every run', () => {
    expect(games).toHaveLength(CATALOGUE_SIZE);
    expect(generateCatalogue().slice(0, 50)).toEqual(games.slice(0, 50));
  });

  it('gives every game a unique node id, a code unique per vendor and a name in every language', () => {
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vassalage}/${g.gameCode}`)).size).toBe(games.length);
    for (const g of games)
      for (const lang of LANGUAGES) expect(g.names[lang].trim(), `${g.nodeId} ${lang}`).not.toBe('');
  });

  it('names slots uniquely in English and translates them', () => {
    const slots = games.filter((g) => g.gameType === 'RNG');
    expect(slots.length).toBeGreaterThan(9_000);
    expect(new Set(slots.map((g) => g.names.EN)).size).toBe(slots.length);
    const translated = slots.filter((g) => g.names.CN !== g.names.EN && g.names.TH !== g.names.EN);
    expect(translated.length).toBe(slots.length);
  });

  it('gives every vendor games, and some vendors VASSALAGE entries with sub-games', () => {
    for (const v of VENDORS)
      expect(
        games.some((g) => g.vassalage === v.vassalage),
        v.vassalage,
      ).toBe(true);
    const halls = games.filter((g) => g.isGame === 'VASSALAGE');
    expect(halls.length).toBeGreaterThanOrEqual(2);
    for (const h of halls) expect(games.filter((g) => g.parentId === h.id).length).toBeGreaterThan(3);
  });

  it('uses only the known classifications, min bets and categories', () => {
    const classes = new Set(games.map((g) => g.classify));
    expect([...classes].sort()).toEqual(['AC', 'BG', 'JP', 'TG', null].sort());
    expect(new Set(games.map((g) => g.minBetMinor))).toEqual(new Set([1, 5, 10, 20, 50, 75, 100]));
  });

  it('names games distinctly within each vendor, and across each category, in every language', () => {
    for (const lang of LANGUAGES) {
      const perVendor = new Map<string, Set<string>>();
      const perCategory = new Map<string, Set<string>>();
      for (const g of games) {
        const v = perVendor.get(g.vassalage) ?? new Set();
        expect(v.has(g.names[lang]), `${g.vassalage} ${lang} ${g.names[lang]}`).toBe(false);
        v.add(g.names[lang]);
        perVendor.set(g.vassalage, v);
        if (g.gameType === 'RNG') continue;
        const c = perCategory.get(g.gameType) ?? new Set();
        expect(c.has(g.names[lang]), `${g.gameType} ${lang} ${g.names[lang]}`).toBe(false);
        c.add(g.names[lang]);
        perCategory.set(g.gameType, c);
      }
    }
  });

  it('names live tables and card rooms like real ones, without bare letter labels', () => {
    const live = games.filter((g) => g.gameType === 'LIVE');
    for (const g of live) expect(g.names.EN).toMatch(/^[A-Z][A-Za-z’ ]+ \d+$/);
    expect(live.filter((g) => /Baccarat/.test(g.names.EN)).length).toBeGreaterThan(20);
    const fish = games.filter((g) => g.gameType === 'FISH');
    for (const g of fish) expect(g.names.EN.split(' ')).toHaveLength(2);
  });
});
