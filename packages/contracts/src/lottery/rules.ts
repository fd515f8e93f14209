import { uniformInt, type WordSource } from '../house/fair.ts';
import { picks } from './play-rule.ts';
import { resultShape, stationsOn } from './result-shape.ts';
import { ruleOf } from './rule-table.ts';
import type { LotteryDef, LotteryResult, PlayTypeDef, Selection } from './types.ts';

/**
 * The lotteries' rules, shared by the server and the browser so the two cannot disagree
 * (docs/lottery-rules.md tells them in words). Each play's own rule is in ./rules-<kind>.ts.
 *
 * Exposure keys (`exposureOf(...).perNumber`, summed per draw by the server against the brand's
 * maximum payout per number): `<play>:<group>=<pick>` for position plays (`pos:p1=7`,
 * `posbs:p3=big`, `sumbs:sum=odd`); `<play>=<number>` for straights, boxes, sums and dice
 * (`f3straight=123` in position order, `4dbox=1123` and `f3box=012` with digits sorted, `p3sum=13`,
 * `k3sum=11`, `k3single=4`, `big=1234`); `<play>:<station>=<number>` for Vietnam (`lo2:HCM=27`,
 * `de:HNO=05`, `xien3:DNG=05-27-88` with numbers sorted).
 */

/** Why a selection is refused: an error code of packages/contracts/src/errors.ts. */
export type SelectionError = 'lottery.selection.invalid' | 'lottery.play.unknown';

/** Whether a pick is a number of exactly `n` digits 0-9. */
const isDigits = (v: unknown, n: number): boolean =>
  typeof v === 'string' && v.length === n && [...v].every((c) => c >= '0' && c <= '9');

/** Whether every group of the pad holds an allowed pick list (and nothing else is selected). */
function padAccepts(def: LotteryDef, play: PlayTypeDef, selection: Selection, drawDay?: number): boolean {
  if (typeof selection !== 'object' || selection === null) return false;
  const keys = new Set(play.groups.map((g) => g.key));
  if (Object.keys(selection).some((k) => !keys.has(k))) return false;
  return play.groups.every((g) => {
    const list: unknown = picks(selection, g.key);
    if (!Array.isArray(list) || list.length < g.min || list.length > g.max) return false;
    if (new Set(list).size !== list.length) return false;
    if (g.kind === 'digits') return list.every((v) => isDigits(v, g.digits));
    const allowed =
      g.key === 'stations' && drawDay !== undefined ? stationsOn(def, drawDay).map((s) => s.code) : g.options;
    return list.every((v) => typeof v === 'string' && allowed.includes(v));
  });
}

/**
 * How many units a bet of `play` with `selection` is (Vietnam: stations × numbers or combinations ×
 * lots), or the reason it is refused (picks outside the pad's options or digit count, too few or too
 * many, duplicates, stations not drawing on `drawDay`).
 */
export function unitsOf(
  def: LotteryDef,
  play: PlayTypeDef,
  selection: Selection,
  drawDay?: number,
): { units: number } | { error: SelectionError } {
  const found = ruleOf(def, play.code);
  if (!found) return { error: 'lottery.play.unknown' };
  if (!padAccepts(def, found.play, selection, drawDay)) return { error: 'lottery.selection.invalid' };
  const units = found.rule.units(def, selection);
  return units >= 1 ? { units } : { error: 'lottery.selection.invalid' };
}

/** Redraws of a repeated SEA 4D number before the next unused number up is taken (a real stream never gets there). */
const MAX_REDRAWS = 1_000;

/**
 * The result of a draw from its word stream (HMAC-SHA256(seed, `${gameCode}:${drawNo}:${block}`), see
 * ./chain.ts drawMessage); `weekday` picks the Vietnam stations. Words are taken in the order of
 * resultShape: digits left to right (dice 1-6); Vietnam station by station (in the region's order),
 * tier by tier from the special prize down, each lot a number below 10^digits padded with zeros; SEA
 * 4D first to consolation, a number already drawn drawn again (after 1,000 repeats in a row, which an
 * HMAC stream never gives, the next unused number up: a constant stream cannot hang it).
 */
export function resultOf(def: LotteryDef, words: WordSource, weekday: number): LotteryResult {
  const seen = new Set<string>();
  const one = (digits: number): string => {
    if (def.kind === 'dice3') return String(1 + uniformInt(words, 6));
    const pad = (v: number) => String(v).padStart(digits, '0');
    let v = uniformInt(words, 10 ** digits);
    if (def.kind !== 'sea4d') return pad(v);
    for (let i = 1; seen.has(pad(v)); i++) {
      v = i < MAX_REDRAWS ? uniformInt(words, 10 ** digits) : (v + 1) % 10 ** digits;
    }
    seen.add(pad(v));
    return pad(v);
  };
  return {
    groups: resultShape(def, weekday).map((g) => ({
      key: g.key,
      numbers: Array.from({ length: g.count }, () => one(g.digits)),
    })),
  };
}

export { exposureOf } from './exposure.ts';
export { type ResultGroupShape, resultFits, resultShape, stationsOn } from './result-shape.ts';
export { publishedRtp, rtpFraction } from './rtp.ts';
export { oddsOf, payoutOf } from './rule-table.ts';
export { trendHits, trendKeys } from './trends.ts';
