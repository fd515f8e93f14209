import type { Language } from '@app/contracts/languages';
import {
  ARENA,
  ARENA_HALL,
  CARD_HALL,
  ESPORTS_GAMES,
  FISH_GAMES,
  LIVE_TABLES,
  LOTTERY_GAMES,
  PVP_GAMES,
  SPORTS_GAMES,
  TABLE_LABELS,
} from './catalogue-names.ts';
import { CATALOGUE_SIZE, VENDORS, type VendorSeed } from './catalogue-vendors.ts';
import { ADJECTIVES, composeSlotName, LANG_ORDER, NOUNS, SUFFIXES, type Words } from './catalogue-words.ts';

/** A generated game, before it gets its database ids. */
export interface CatalogueGame {
  id: number;
  nodeId: string;
  vassalage: string;
  parentId: number | null;
  gameCode: string;
  gameType: string;
  names: Record<Language, string>;
  classify: 'JP' | 'TG' | 'AC' | 'BG' | null;
  minBetMinor: number;
  lineNum: number;
  isHot: boolean;
  isGame: '' | 'VASSALAGE';
  defaultPlayType: string;
  sort: number;
}

/** A small seeded PRNG (mulberry32): the same catalogue on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN_BETS = [1, 5, 10, 50, 75, 20, 100] as const;
const LINES = [5, 9, 10, 15, 20, 25, 30, 40, 50, 100] as const;

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function byLang(words: Words, extra = ''): Record<Language, string> {
  const out = {} as Record<Language, string>;
  LANG_ORDER.forEach((lang, i) => {
    out[lang] = `${words[i]}${extra}`;
  });
  return out;
}

/** Lower-case names in every language, one per line: the text the name search looks in. */
export function searchTextOf(names: Record<string, string>): string {
  return [...new Set(Object.values(names).map((n) => n.toLowerCase()))].join('\n');
}

/** Generates the whole catalogue deterministically: about 10,000 games across the seeded vendors. */
export function generateCatalogue(): CatalogueGame[] {
  const rand = prng(20_260_601);
  const out: CatalogueGame[] = [];
  const counters = new Map<string, number>();
  const add = (
    v: VendorSeed,
    names: Record<Language, string>,
    opts: Partial<Pick<CatalogueGame, 'classify' | 'lineNum' | 'isGame' | 'defaultPlayType' | 'parentId'>> & {
      hot?: boolean;
    } = {},
  ): CatalogueGame => {
    const n = (counters.get(v.vassalage) ?? 0) + 1;
    counters.set(v.vassalage, n);
    const id = out.length + 1;
    const game: CatalogueGame = {
      id,
      nodeId: String(100_000 + id),
      vassalage: v.vassalage,
      parentId: opts.parentId ?? null,
      gameCode: `${v.vassalage}_${String(n).padStart(4, '0')}`,
      gameType: v.gameType,
      names,
      classify: opts.classify ?? null,
      minBetMinor: pick(rand, MIN_BETS),
      lineNum: opts.lineNum ?? 0,
      isHot: opts.hot ?? rand() < 0.006,
      isGame: opts.isGame ?? '',
      defaultPlayType: opts.defaultPlayType ?? '',
      sort: n,
    };
    out.push(game);
    return game;
  };

  const others = VENDORS.filter((v) => v.gameType !== 'RNG');
  for (const v of others) {
    switch (v.gameType) {
      case 'LIVE': {
        // Each live vendor features two of its tables, a different pair per vendor.
        const k = others.filter((o) => o.gameType === 'LIVE').indexOf(v);
        const featured = new Set([k % LIVE_TABLES.length, (k + 3) % LIVE_TABLES.length]);
        for (const [i, table] of LIVE_TABLES.entries()) {
          const labels = TABLE_LABELS.slice((i + v.vassalage.length) % 5, ((i + v.vassalage.length) % 5) + 3);
          for (const label of labels) {
            add(v, byLang(table, ` ${label}`), { classify: 'TG', hot: featured.has(i) && label === labels[0] });
          }
        }
        break;
      }
      case 'FISH':
        for (const [i, fish] of FISH_GAMES.entries()) add(v, byLang(fish), { classify: 'AC', hot: i < 2 });
        for (const fish of FISH_GAMES.slice(0, 4)) add(v, byLang(fish, ' II'), { classify: 'AC' });
        break;
      case 'PVP': {
        if (v.hall) {
          const hall = add(v, byLang(CARD_HALL), { isGame: 'VASSALAGE', hot: true });
          for (const g of PVP_GAMES) add(v, byLang(g), { parentId: hall.id, hot: false });
        }
        if (v.hall !== 'only') for (const g of PVP_GAMES) add(v, byLang(g), { classify: rand() < 0.3 ? 'TG' : null });
        break;
      }
      case 'SPORTS': {
        const list = /^(AV|AI|IMES|TF|IA)$/.test(v.vassalage) ? ESPORTS_GAMES : SPORTS_GAMES;
        for (const [i, g] of list.entries()) add(v, byLang(g), { hot: i === 0 });
        break;
      }
      case 'ELOTT':
      case 'LOTT':
        for (const [i, g] of LOTTERY_GAMES.entries()) {
          if ((i + v.vassalage.length) % 4 === 3) continue;
          add(v, byLang(g), {
            classify: /Keno|Happy/.test(g[0]) ? 'BG' : null,
            defaultPlayType: 'STANDARD',
            hot: i < 2,
          });
        }
        break;
      case 'DS88': {
        for (let i = 1; i <= 6; i++) add(v, byLang(ARENA, ` ${i}`), { hot: i === 1 });
        if (v.hall) {
          const hall = add(v, byLang(ARENA_HALL), { isGame: 'VASSALAGE' });
          for (let i = 7; i <= 14; i++) add(v, byLang(ARENA, ` ${i}`), { parentId: hall.id, hot: false });
        }
        break;
      }
      default:
        break;
    }
  }

  // Slots: unique adjective x noun x suffix combinations, shared out by vendor weight.
  const slotVendors = VENDORS.filter((v) => v.gameType === 'RNG');
  const total = CATALOGUE_SIZE - out.length;
  const combos = Array.from({ length: ADJECTIVES.length * NOUNS.length * SUFFIXES.length }, (_, i) => i);
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [combos[i], combos[j]] = [combos[j] as number, combos[i] as number];
  }
  if (total > combos.length) throw new Error('not enough slot names for the catalogue size');
  const weights = slotVendors.reduce((s, v) => s + (v.weight ?? 1), 0);
  let next = 0;
  for (const [vi, v] of slotVendors.entries()) {
    const share = vi === slotVendors.length - 1 ? total - next : Math.round((total * (v.weight ?? 1)) / weights);
    for (let k = 0; k < share; k++) {
      const c = combos[next++] as number;
      const adj = ADJECTIVES[Math.floor(c / (NOUNS.length * SUFFIXES.length))] as Words;
      const noun = NOUNS[Math.floor(c / SUFFIXES.length) % NOUNS.length] as Words;
      const suffix = SUFFIXES[c % SUFFIXES.length] as Words;
      const names = {} as Record<Language, string>;
      LANG_ORDER.forEach((lang, i) => {
        names[lang] = composeSlotName(lang, adj[i] as string, noun[i] as string, suffix[i] as string);
      });
      const r = rand();
      const classify = r < 0.08 ? 'JP' : r < 0.13 ? 'TG' : r < 0.2 ? 'AC' : r < 0.23 ? 'BG' : null;
      add(v, names, { classify, lineNum: pick(rand, LINES) });
    }
  }
  return out;
}
