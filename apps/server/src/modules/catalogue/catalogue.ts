import type { Language } from '@app/contracts/languages';
import { LOTTERIES } from '@app/contracts/lottery/games';
import {
  ARENA,
  ARENA_HALL,
  CARD_HALL,
  ESPORTS_GAMES,
  FISH_KINDS,
  FISH_SUBJECTS,
  LIVE_TABLES,
  MORE_LIVE_TABLES,
  PVP_GAMES,
  PVP_VARIANTS,
  SPORTS_GAMES,
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

/** A base name followed by a variant word (none when the variant is empty); Chinese joins without a space. */
function withVariant(base: Words, variant: Words): Record<Language, string> {
  const out = {} as Record<Language, string>;
  LANG_ORDER.forEach((lang, i) => {
    const v = variant[i] ?? '';
    out[lang] = v === '' ? (base[i] ?? '') : `${base[i]}${lang === 'CN' ? '' : ' '}${v}`;
  });
  return out;
}

/** A two-part title: the subject before the kind in EN/CN/JA, after it elsewhere ("Shark Hunter", "Thợ Săn Cá Mập"). */
function subjectKind(subject: Words, kind: Words): Record<Language, string> {
  const out = {} as Record<Language, string>;
  LANG_ORDER.forEach((lang, i) => {
    const s = subject[i] ?? '';
    const k = kind[i] ?? '';
    out[lang] =
      lang === 'EN'
        ? `${s} ${k}`
        : lang === 'CN' || lang === 'JA'
          ? `${s}${k}`
          : lang === 'TH'
            ? `${k}${s}`
            : lang === 'TY'
              ? `${k} ng ${s}`
              : `${k} ${s}`;
  });
  return out;
}

/** A hall named after its vendor: "Knightcard Card Hall", "Sảnh Bài Knightcard". */
function vendorHall(hall: Words, vendorName: string): Record<Language, string> {
  const out = {} as Record<Language, string>;
  LANG_ORDER.forEach((lang, i) => {
    out[lang] = ['EN', 'CN', 'JA'].includes(lang) ? `${vendorName} ${hall[i]}` : `${hall[i]} ${vendorName}`;
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
    opts: Partial<
      Pick<CatalogueGame, 'classify' | 'lineNum' | 'isGame' | 'defaultPlayType' | 'parentId' | 'gameCode'>
    > & {
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
      gameCode: opts.gameCode ?? `${v.vassalage}_${String(n).padStart(4, '0')}`,
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

  // Names are distinct across each category: live tables are numbered per kind over all vendors,
  // fishing titles pair a subject with a kind, card rooms and lotteries take a variant per vendor,
  // sports vendors take their own titles and arenas are numbered over the category.
  const others = VENDORS.filter((v) => v.gameType !== 'RNG');
  const allTables = [...LIVE_TABLES, ...MORE_LIVE_TABLES];
  const tableNumbers = new Map<Words, number>();
  const pvpRounds = new Map<Words, number>();
  const nth = (v: VendorSeed, pred: (o: VendorSeed) => boolean) => others.filter(pred).indexOf(v);
  let arenaNo = 0;
  for (const v of others) {
    switch (v.gameType) {
      case 'LIVE': {
        // Each live vendor opens ten kinds of table, three numbered tables each, and features two kinds.
        const k = nth(v, (o) => o.gameType === 'LIVE');
        const kinds = Array.from({ length: 10 }, (_, i) => allTables[(k * 3 + i) % allTables.length] as Words);
        const featured = new Set([k % kinds.length, (k + 3) % kinds.length]);
        for (const [i, table] of kinds.entries()) {
          for (let j = 0; j < 3; j++) {
            const no = (tableNumbers.get(table) ?? 0) + 1;
            tableNumbers.set(table, no);
            add(v, byLang(table, ` ${no}`), { classify: 'TG', hot: featured.has(i) && j === 0 });
          }
        }
        break;
      }
      case 'FISH': {
        const k = nth(v, (o) => o.gameType === 'FISH');
        const pairs = FISH_SUBJECTS.length * FISH_KINDS.length;
        for (let i = 0; i < 12; i++) {
          // A stride coprime with the number of pairs walks every pair once, mixing subjects and kinds.
          const c = ((k * 12 + i) * 41) % pairs;
          const subject = FISH_SUBJECTS[c % FISH_SUBJECTS.length] as Words;
          const kind = FISH_KINDS[Math.floor(c / FISH_SUBJECTS.length)] as Words;
          // The last four leave "hot" to chance, as the catalogue always has (this keeps every later
          // game's bets and lines as they were).
          add(v, subjectKind(subject, kind), { classify: 'AC', ...(i < 8 ? { hot: i < 2 } : {}) });
        }
        break;
      }
      case 'PVP': {
        const room = (g: Words) => {
          const round = pvpRounds.get(g) ?? 0;
          pvpRounds.set(g, round + 1);
          return withVariant(g, PVP_VARIANTS[round % PVP_VARIANTS.length] as Words);
        };
        if (v.hall) {
          const hall = add(v, vendorHall(CARD_HALL, v.name), { isGame: 'VASSALAGE', hot: true });
          for (const g of PVP_GAMES) add(v, room(g), { parentId: hall.id, hot: false });
        }
        if (v.hall !== 'only') for (const g of PVP_GAMES) add(v, room(g), { classify: rand() < 0.3 ? 'TG' : null });
        break;
      }
      case 'SPORTS': {
        const esports = /^(AV|AI|IMES|TF|IA)$/.test(v.vassalage);
        const k = nth(v, (o) => o.gameType === 'SPORTS' && /^(AV|AI|IMES|TF|IA)$/.test(o.vassalage) === esports);
        const list = esports ? ESPORTS_GAMES : SPORTS_GAMES;
        const per = esports ? 2 : 4;
        for (let i = 0; i < per; i++) add(v, byLang(list[(k * per + i) % list.length] as Words), { hot: i === 0 });
        break;
      }
      case 'ELOTT':
      case 'LOTT': {
        // The lottery vendors list exactly the house lotteries (issue 17), game code = lottery code.
        for (const [i, l] of LOTTERIES.filter((d) => d.vassalage === v.vassalage).entries()) {
          add(v, { ...l.names }, { gameCode: l.gameCode, defaultPlayType: l.playTypes[0]?.code ?? '', hot: i < 2 });
        }
        break;
      }
      case 'DS88': {
        for (let i = 1; i <= 6; i++) add(v, byLang(ARENA, ` ${++arenaNo}`), { hot: i === 1 });
        if (v.hall) {
          const hall = add(v, byLang(ARENA_HALL), { isGame: 'VASSALAGE' });
          for (let i = 7; i <= 14; i++) add(v, byLang(ARENA, ` ${++arenaNo}`), { parentId: hall.id, hot: false });
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
