import { lotteryOf } from '@app/contracts/lottery/games';
import { unitsOf } from '@app/contracts/lottery/rules';
import type { Selection } from '@app/contracts/lottery/types';

/** One bet waiting in the slip. */
export interface SlipBet {
  id: string;
  playType: string;
  selection: Selection;
  units: number;
  /** Stake per unit, major units. */
  unit: number;
}

/**
 * How many units a selection is, by the shared rules (Vietnam: stations × numbers × lots), or null
 * when the rules refuse it. When the rules do not know the lottery, one unit per combination of the
 * groups' picks (the server's count is what is charged).
 */
export function unitsFor(gameCode: string, playCode: string, sel: Selection, weekday?: number): number | null {
  const def = lotteryOf(gameCode);
  const play = def?.playTypes.find((p) => p.code === playCode);
  if (def && play) {
    try {
      const r = unitsOf(def, play, sel, weekday);
      return 'units' in r ? r.units : null;
    } catch {
      // the rules are not there: fall through to the plain count
    }
  }
  const counts = Object.values(sel).map((l) => l.length);
  return counts.length === 0 ? null : counts.reduce((a, b) => a * b, 1);
}

/** The slip's total in major units, to the cent. */
export function slipTotal(bets: readonly SlipBet[]): number {
  return Math.round(bets.reduce((sum, b) => sum + b.units * b.unit * 100, 0)) / 100;
}

/** Whether a unit stake is within the lottery's limits; the reason when not. */
export function unitProblem(unit: number, min: number, max: number): 'min' | 'max' | null {
  if (!Number.isFinite(unit) || unit < min) return 'min';
  if (unit > max) return 'max';
  return null;
}
