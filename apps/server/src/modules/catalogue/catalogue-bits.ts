import type { CatalogueIndex, IndexedGame } from './catalogue-index.ts';

/**
 * The lobby filters as bit sets over the top-level games in list order (bit i is `index.top[i]`).
 * A list request ANDs the sets of its filters, counts the bits for the total and walks to its page:
 * a few hundred word operations instead of a pass over thousands of games, and nothing per query is
 * kept. Built lazily from one catalogue index and dropped with it.
 */
export interface TopFilter {
  /** The top-level games of any of these vendors. */
  vendorIds: readonly number[];
  classify?: string;
  minBetMinor?: number;
  minLineNum?: number;
  /** Lower-case text the game's names (any language) contain; ASCII text looks in ASCII names only. */
  needle?: string;
}

type Bits = Uint32Array;

/** Most search texts, line minimums and vendor sets whose bit sets are kept per index (oldest go first). */
const SEARCHES_MAX = 1_000;
const LINES_MAX = 200;
const VENDOR_SETS_MAX = 500;

interface TopBits {
  words: number;
  empty: Bits;
  byVendor: Map<number, Bits>;
  byClassify: Map<string, Bits>;
  byMinBet: Map<number, Bits>;
  vendorSets: Map<string, Bits>;
  minLines: Map<number, Bits>;
  searches: Map<string, Bits>;
}

const bitsByIndex = new WeakMap<CatalogueIndex, TopBits>();

function setBit(bits: Bits, i: number): void {
  bits[i >>> 5] = (bits[i >>> 5] ?? 0) | (1 << (i & 31));
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function keep<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
  return value;
}

function groupBits<K>(top: IndexedGame[], words: number, keyOf: (g: IndexedGame) => K | null): Map<K, Bits> {
  const out = new Map<K, Bits>();
  top.forEach((g, i) => {
    const k = keyOf(g);
    if (k === null) return;
    let bits = out.get(k);
    if (!bits) {
      bits = new Uint32Array(words);
      out.set(k, bits);
    }
    setBit(bits, i);
  });
  return out;
}

function topBits(index: CatalogueIndex): TopBits {
  let b = bitsByIndex.get(index);
  if (!b) {
    const words = Math.ceil(index.top.length / 32);
    b = {
      words,
      empty: new Uint32Array(words),
      byVendor: groupBits(index.top, words, (g) => g.vendorId),
      byClassify: groupBits(index.top, words, (g) => g.classify),
      byMinBet: groupBits(index.top, words, (g) => g.minBetMinor),
      vendorSets: new Map(),
      minLines: new Map(),
      searches: new Map(),
    };
    bitsByIndex.set(index, b);
  }
  return b;
}

function bitsWhere(index: CatalogueIndex, words: number, test: (g: IndexedGame) => boolean): Bits {
  const bits = new Uint32Array(words);
  index.top.forEach((g, i) => {
    if (test(g)) setBit(bits, i);
  });
  return bits;
}

/**
 * A test for "the game's names contain this lower-case text", the way the lobby searches: ASCII text
 * looks in the ASCII names only, any other text in the names of every language.
 */
export function nameTest(needle: string): (g: IndexedGame) => boolean {
  return /^[\x20-\x7e]*$/.test(needle) ? (g) => g.latinText.includes(needle) : (g) => g.searchText.includes(needle);
}

function vendorSetBits(b: TopBits, ids: readonly number[]): Bits {
  if (ids.length === 1) return b.byVendor.get(ids[0] ?? -1) ?? b.empty;
  const key = ids.join(',');
  const hit = b.vendorSets.get(key);
  if (hit) return hit;
  const bits = new Uint32Array(b.words);
  for (const id of ids) {
    const v = b.byVendor.get(id);
    if (v) for (let w = 0; w < b.words; w++) bits[w] = (bits[w] ?? 0) | (v[w] ?? 0);
  }
  return keep(b.vendorSets, key, bits, VENDOR_SETS_MAX);
}

/** The total count of the top-level games matching the filter, and those at [start, start + count). */
export function selectTop(
  index: CatalogueIndex,
  filter: TopFilter,
  start: number,
  count: number,
): { total: number; page: IndexedGame[] } {
  const b = topBits(index);
  const sets: Bits[] = [vendorSetBits(b, filter.vendorIds)];
  if (filter.classify) sets.push(b.byClassify.get(filter.classify) ?? b.empty);
  if (filter.minBetMinor !== undefined) sets.push(b.byMinBet.get(filter.minBetMinor) ?? b.empty);
  if (filter.minLineNum) {
    const min = filter.minLineNum;
    sets.push(
      b.minLines.get(min) ??
        keep(
          b.minLines,
          min,
          bitsWhere(index, b.words, (g) => g.lineNum >= min),
          LINES_MAX,
        ),
    );
  }
  if (filter.needle) {
    const needle = filter.needle;
    sets.push(
      b.searches.get(needle) ?? keep(b.searches, needle, bitsWhere(index, b.words, nameTest(needle)), SEARCHES_MAX),
    );
  }
  let total = 0;
  const page: IndexedGame[] = [];
  let skip = start;
  for (let w = 0; w < b.words; w++) {
    let word = 0xffffffff;
    for (const s of sets) word &= s[w] ?? 0;
    if (word === 0) continue;
    const n = popcount(word);
    total += n;
    if (page.length >= count) continue;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    for (let bit = 0; bit < 32 && page.length < count; bit++) {
      if ((word & (1 << bit)) === 0) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      const g = index.top[w * 32 + bit];
      if (g) page.push(g);
    }
  }
  return { total, page };
}
