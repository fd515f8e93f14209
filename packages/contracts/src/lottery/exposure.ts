import type { ExposureEntry } from './play-rule.ts';
import { mustRule, oddsAt, oddsOf, payoutOf, unitWin } from './rule-table.ts';
import { ALL_THROWS } from './rules-dice.ts';
import { SEA_TIERS } from './rules-sea.ts';
import type { LotteryDef, OddsTable, PlayTypeDef, TicketBet } from './types.ts';

/** Exposure: the most a bet can win, per number and in all (docs/lottery-rules.md "Exposure"). */

/** The best odds of an exposure entry (per-tier and per-count plays: its best key). */
const entryOdds = (odds: PlayTypeDef['odds'], e: ExposureEntry) => oddsAt(odds, e.oddsKey);

/**
 * The largest a bet can win, minor units (exposure): used to refuse tickets beyond the brand's maximum
 * payout per number and per draw. `perNumber` splits it by the number it is on (key formats: ./rules.ts);
 * each is what the bet wins if that number comes at its best. `total` is the most the whole bet can
 * win in one draw: dice by trying every throw; SEA 4D by giving its numbers the best tiers; else each
 * slot's best number (numbers of one slot cannot come together), summed.
 */
export function exposureOf(
  def: LotteryDef,
  bet: TicketBet,
  table?: OddsTable,
): { total: number; perNumber: Record<string, number> } {
  const { play, rule } = mustRule(def, bet.playType);
  const odds = oddsOf(play, table);
  const perNumber: Record<string, number> = {};
  const bySlot = new Map<string, number>();
  for (const e of rule.exposure(def, bet.selection)) {
    const win = e.units * unitWin(bet.unitMinor, entryOdds(odds, e));
    perNumber[e.key] = (perNumber[e.key] ?? 0) + win;
    bySlot.set(e.slot, Math.max(bySlot.get(e.slot) ?? 0, win));
  }
  let total = [...bySlot.values()].reduce((a, b) => a + b, 0);
  if (def.kind === 'dice3') total = Math.max(0, ...ALL_THROWS.map((r) => payoutOf(def, bet, r, table)));
  if (def.kind === 'sea4d') {
    const places = SEA_TIERS.flatMap(([tier, count]) =>
      Array<number>(count).fill(unitWin(bet.unitMinor, oddsAt(odds, tier))),
    );
    places.sort((a, b) => b - a);
    total = places.slice(0, Object.keys(perNumber).length).reduce((a, b) => a + b, 0);
  }
  return { total, perNumber };
}
