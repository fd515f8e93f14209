import { createHash } from 'node:crypto';
import { SLOT_REELS, SLOT_ROWS, type SlotConfig, type SlotSymbol } from '@app/contracts/house/slot';
import { prng } from '../catalogue/catalogue.ts';
import { slotMoments } from './slot-maths.ts';

/** The catalogue fields a slot's configuration is derived from. */
export interface SlotGame {
  nodeId: string;
  gameCode: string;
  lineNum: number;
  classify: string | null;
  minBetMinor: number;
}

/** Symbol artwork the web app draws (apps/web house feature); eight are picked per game. */
export const GLYPHS = [
  'gem',
  'bell',
  'star',
  'crown',
  'clover',
  'seven',
  'cherry',
  'lemon',
  'moon',
  'sun',
  'shell',
  'fish',
  'anchor',
  'coin',
  'heart',
  'leaf',
  'flame',
  'bolt',
  'key',
  'drop',
] as const;
export const WILD_GLYPH = 'wild';

/** Every house slot's return to player lies in this band (exact, per configuration). */
export const RTP_BAND = { min: 0.94, max: 0.975 } as const;

const LINE_BET_STEPS = [1, 2, 5, 10, 20, 50] as const;

// Base paytables (3, 4, 5 in a row) by symbol tier, before a game's scaling: three high symbols,
// five low ones, then the wild.
const BASE_PAYS: [number, number, number][] = [
  [25, 100, 400],
  [15, 60, 200],
  [12, 40, 150],
  [6, 15, 60],
  [5, 12, 50],
  [4, 10, 40],
  [3, 8, 30],
  [3, 8, 25],
  [30, 150, 600],
];

function seedOf(game: SlotGame, attempt: number): number {
  return createHash('sha256').update(`${game.nodeId}:${game.gameCode}:${attempt}`).digest().readUInt32BE(0);
}

function shuffle<T>(rand: () => number, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** All 243 lines of a 5x3 window, the five classic ones first, then smooth ones, then the rest. */
function paylines(rand: () => number, count: number): number[][] {
  const classic = ['11111', '00000', '22222', '01210', '21012'];
  const all = Array.from({ length: 3 ** SLOT_REELS }, (_, i) => i.toString(3).padStart(SLOT_REELS, '0'));
  const rest = all.filter((l) => !classic.includes(l));
  const smooth = (l: string) => [...l].every((c, i) => i === 0 || Math.abs(Number(c) - Number(l[i - 1])) <= 1);
  const ordered = [
    ...classic,
    ...shuffle(rand, rest.filter(smooth)),
    ...shuffle(
      rand,
      rest.filter((l) => !smooth(l)),
    ),
  ];
  return ordered.slice(0, Math.min(Math.max(count, 1), all.length)).map((l) => [...l].map(Number));
}

function strips(rand: () => number, jackpot: boolean, arcade: boolean): number[][] {
  return Array.from({ length: SLOT_REELS }, () => {
    const counts = [
      3 + Math.floor(rand() * 2),
      4 + Math.floor(rand() * 2),
      4 + Math.floor(rand() * 3),
      7 + Math.floor(rand() * 3),
      7 + Math.floor(rand() * 3),
      8 + Math.floor(rand() * 3),
      8 + Math.floor(rand() * 4),
      9 + Math.floor(rand() * 4),
      jackpot ? 1 : arcade ? 3 : 2,
    ];
    const strip = counts.flatMap((n, sym) => Array.from({ length: n }, () => sym));
    return shuffle(rand, strip);
  });
}

function scaled(base: [number, number, number][], f: number, glyphs: string[]): SlotSymbol[] {
  return base.map((pays, i) => ({
    glyph: glyphs[i] as string,
    pays: pays.map((p) => Math.max(1, Math.round(p * f))) as [number, number, number],
  }));
}

/**
 * A slot game's configuration, derived only from its catalogue row: the same game always gets the
 * same reels, symbols, paylines and paytable. The paytable is scaled until the exact RTP lies in
 * RTP_BAND near a per-game target; a composition that cannot get there is replaced by the next.
 */
export function slotConfigFor(game: SlotGame): SlotConfig {
  const jackpot = game.classify === 'JP';
  const arcade = game.classify === 'AC';
  for (let attempt = 0; attempt < 40; attempt++) {
    const rand = prng(seedOf(game, attempt));
    const glyphs = [...shuffle(rand, [...GLYPHS]).slice(0, 8), WILD_GLYPH];
    const reels = strips(rand, jackpot, arcade);
    const base = BASE_PAYS.map((pays, i) => {
      const jitter = 0.85 + rand() * 0.3;
      const top = jackpot && (i === 0 || i === 8) ? 3 : arcade ? 0.5 : 1;
      return [pays[0] * jitter, pays[1] * jitter, pays[2] * jitter * top] as [number, number, number];
    });
    const target = 0.95 + rand() * 0.015;
    const lines = paylines(rand, game.lineNum || 20);
    const unit = Math.max(1, game.minBetMinor);
    const lineBets = LINE_BET_STEPS.map((s) => s * unit);
    let f = 1;
    for (let step = 0; step < 8; step++) {
      const symbols = scaled(base, f, glyphs);
      const { rtp } = slotMoments({ reels, symbols, wild: 8 });
      if (rtp >= RTP_BAND.min && rtp <= RTP_BAND.max && Math.abs(rtp - target) < 0.006)
        return { reels, symbols, wild: 8, lines, lineBets, rtp };
      f *= target / rtp;
    }
  }
  throw new Error(`no slot configuration in the RTP band for ${game.gameCode}`);
}

export { SLOT_ROWS };
