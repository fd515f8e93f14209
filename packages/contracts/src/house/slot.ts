/**
 * The rules of a house slot round, shared by the server (which plays it) and the browser (which draws
 * and verifies it). A game's configuration (reel strips, symbols, paylines, paytable) is made by the
 * server from the catalogue row; this file only turns random words and a configuration into a result.
 */
import { uniformInt, type WordSource } from './fair.ts';

/** Reels and rows of every house slot. */
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** A symbol: the artwork it is drawn with and what 3, 4 and 5 in a row pay, as multiples of the line bet. */
export interface SlotSymbol {
  glyph: string;
  pays: [number, number, number];
}

/** Everything needed to play and draw one slot game. */
export interface SlotConfig {
  /** One strip of symbol indices per reel; the window shows rows stop, stop+1, stop+2 (wrapping). */
  reels: number[][];
  symbols: SlotSymbol[];
  /** Index of the wild symbol: it stands in for any symbol and pays on its own. */
  wild: number;
  /** Paylines: the row on each reel. */
  lines: number[][];
  /** Line bets offered, in minor units; a spin stakes lineBet x lines. */
  lineBets: number[];
  /** The exact theoretical return to player (0..1) of this configuration. */
  rtp: number;
}

/** One winning payline. */
export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** Multiple of the line bet. */
  pay: number;
}

/** What one line of symbols (reel 1 to 5) pays: the best of the wild run and the substituted run. */
export function linePay(
  config: Pick<SlotConfig, 'symbols' | 'wild'>,
  syms: readonly number[],
): Omit<LineWin, 'line'> | null {
  const { wild, symbols } = config;
  let w = 0;
  while (w < syms.length && syms[w] === wild) w++;
  const wildPay = w >= 3 ? (symbols[wild]?.pays[w - 3] ?? 0) : 0;
  let best: Omit<LineWin, 'line'> | null = wildPay > 0 ? { symbol: wild, count: w, pay: wildPay } : null;
  if (w < syms.length) {
    const s = syms[w] as number;
    let k = w;
    while (k < syms.length && (syms[k] === s || syms[k] === wild)) k++;
    const pay = k >= 3 ? (symbols[s]?.pays[k - 3] ?? 0) : 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: s, count: k, pay };
  }
  return best;
}

/** Reel stops drawn from the word stream (one uniform draw per reel). */
export function slotStops(config: Pick<SlotConfig, 'reels'>, src: WordSource): number[] {
  return config.reels.map((strip) => uniformInt(src, strip.length));
}

/** The visible window: grid[reel][row]. */
export function slotGrid(config: Pick<SlotConfig, 'reels'>, stops: readonly number[]): number[][] {
  return config.reels.map((strip, r) => {
    const stop = stops[r] ?? 0;
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
}

/** Every winning payline of a window. */
export function slotWins(config: SlotConfig, grid: readonly (readonly number[])[]): LineWin[] {
  const wins: LineWin[] = [];
  // One scratch line for all paylines: a spin of a 100-line game allocates nothing per line.
  const syms = new Array<number>(SLOT_REELS);
  for (let i = 0; i < config.lines.length; i++) {
    const line = config.lines[i] as number[];
    for (let reel = 0; reel < SLOT_REELS; reel++) syms[reel] = grid[reel]?.[line[reel] ?? 0] ?? -1;
    const hit = linePay(config, syms);
    if (hit) wins.push({ line: i, ...hit });
  }
  return wins;
}

/** A whole round: stops, window, winning lines and the win in minor units for a line bet. */
export function playSlot(config: SlotConfig, src: WordSource, lineBet: number) {
  const stops = slotStops(config, src);
  const grid = slotGrid(config, stops);
  const wins = slotWins(config, grid);
  const multiple = wins.reduce((s, w) => s + w.pay, 0);
  return { stops, grid, wins, stake: lineBet * config.lines.length, win: lineBet * multiple };
}
