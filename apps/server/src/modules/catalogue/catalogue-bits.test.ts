import { describe, expect, it } from 'vitest';
import { prng } from './catalogue.ts';
import { nameTest, selectTop, type TopFilter } from './catalogue-bits.ts';
import type { CatalogueIndex, IndexedGame } from './catalogue-index.ts';

const NAMES = ['Golden Dragon', 'Lucky Tiger', 'Moon Star', 'Jade Fortune', 'Wild Ocean', 'Ruby Baccarat'];

/** A made-up index of `count` top-level games (not a multiple of 32, so the last word is partial). */
function makeIndex(count: number): CatalogueIndex {
  const rand = prng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const top: IndexedGame[] = [];
  for (let i = 0; i < count; i++) {
    const en = `${pick(NAMES)} ${i}`;
    const cn = `${pick(['黄金龙', '幸运虎', '月亮'])}${i}`;
    top.push({
      id: i + 1,
      nodeId: String(100_000 + i),
      gameCode: `G_${i}`,
      vendorId: 1 + Math.floor(rand() * 5),
      parentId: null,
      gameType: 'RNG',
      names: { EN: en, CN: cn },
      searchText: `${en.toLowerCase()}\n${cn}`,
      latinText: en.toLowerCase(),
      classify: pick(['JP', 'TG', 'AC', 'BG', null]),
      minBetMinor: pick([1, 5, 10, 50]),
      lineNum: pick([0, 5, 9, 20, 25, 50]),
      isHot: false,
      isGame: '',
      defaultPlayType: '',
    });
  }
  const byVendor = new Map<number, IndexedGame[]>();
  for (const g of top) byVendor.set(g.vendorId, [...(byVendor.get(g.vendorId) ?? []), g]);
  return { top, byVendor, children: new Map(), byNodeId: new Map(top.map((g) => [g.nodeId, g])) };
}

/** The filter done the plain way: one pass over the games in list order. */
function plain(index: CatalogueIndex, f: TopFilter, start: number, count: number) {
  const named = f.needle ? nameTest(f.needle) : undefined;
  const all = index.top.filter(
    (g) =>
      f.vendorIds.includes(g.vendorId) &&
      (!f.classify || g.classify === f.classify) &&
      (f.minBetMinor === undefined || g.minBetMinor === f.minBetMinor) &&
      (!f.minLineNum || g.lineNum >= f.minLineNum) &&
      (!named || named(g)),
  );
  return { total: all.length, page: all.slice(start, start + count) };
}

describe('lobby filter bit sets', () => {
  const index = makeIndex(1_000);

  it('give the same total and page as a plain pass, for many filters and pages', () => {
    const rand = prng(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    let nonEmpty = 0;
    for (let n = 0; n < 600; n++) {
      const filter: TopFilter = {
        vendorIds: pick([[1], [2], [1, 3], [2, 4, 5], [1, 2, 3, 4, 5], [9], []]),
        classify: rand() < 0.3 ? pick(['JP', 'TG', 'AC', 'BG', 'XX']) : undefined,
        minBetMinor: rand() < 0.3 ? pick([1, 5, 10, 50, 7]) : undefined,
        minLineNum: rand() < 0.2 ? pick([0, 1, 9, 21, 60]) : undefined,
        needle: rand() < 0.4 ? pick(['dragon', 'lu', 'star 1', '1', '黄金', '虎1', 'zzz', ' ']) : undefined,
      };
      const count = pick([1, 15, 32, 100]);
      const start = pick([0, 15, 31, 32, 33, 64, 200, 5_000]);
      const got = selectTop(index, filter, start, count);
      const want = plain(index, filter, start, count);
      expect(got.total, JSON.stringify(filter)).toBe(want.total);
      expect(
        got.page.map((g) => g.id),
        JSON.stringify({ filter, start, count }),
      ).toEqual(want.page.map((g) => g.id));
      if (want.page.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('counts every game of all vendors, the last partial word included', () => {
    const all = selectTop(index, { vendorIds: [1, 2, 3, 4, 5] }, 990, 50);
    expect(all.total).toBe(1_000);
    expect(all.page.map((g) => g.id)).toEqual(index.top.slice(990).map((g) => g.id));
  });
});
