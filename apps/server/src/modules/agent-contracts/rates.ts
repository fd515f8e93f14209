import type { TContractTier } from '@app/contracts/calls/agent-contracts';
import type { StoredTier } from '../../db/schema/agent-contracts.ts';

// Tier arithmetic of agent contracts (docs/decisions/1110-agent-contracts.md). Stored tiers are minor
// units and basis points. A point is what a period measured: valid bet, active members, loss.

export interface TierPoint {
  minValidBet: number;
  minActiveMembers: number;
  minLoss: number;
}

/** Whether a point reaches every minimum of a tier. */
export function reaches(point: TierPoint, tier: TierPoint): boolean {
  return (
    point.minValidBet >= tier.minValidBet &&
    point.minActiveMembers >= tier.minActiveMembers &&
    point.minLoss >= tier.minLoss
  );
}

/** The rate at a point: the highest rate of the tiers whose minimums it reaches (0 when none). */
export function rateAt(tiers: readonly StoredTier[], point: TierPoint): number {
  let best = 0;
  for (const t of tiers) if (reaches(point, t) && t.rate > best) best = t.rate;
  return best;
}

/** Monotonic: a tier whose minimums are all at least another's has at least its rate. */
export function isMonotonic(tiers: readonly StoredTier[]): boolean {
  for (const a of tiers) for (const b of tiers) if (reaches(a, b) && a.rate < b.rate) return false;
  return true;
}

/** Whether every tier of `child` stays within `parent`: parentRate(c's minimums) >= c.rate. */
export function withinParent(child: readonly StoredTier[], parent: readonly StoredTier[]): boolean {
  return child.every((c) => rateAt(parent, c) >= c.rate);
}

/** The child's tiers capped by the parent's: c.rate := min(c.rate, parentRate(c's minimums)). */
export function capBy(child: readonly StoredTier[], parent: readonly StoredTier[]): StoredTier[] {
  return sortTiers(child.map((c) => ({ ...c, rate: Math.min(c.rate, rateAt(parent, c)) })));
}

export function maxRateOf(tiers: readonly StoredTier[]): number {
  return tiers.reduce((m, t) => Math.max(m, t.rate), 0);
}

export function sameTiers(a: readonly StoredTier[], b: readonly StoredTier[]): boolean {
  return JSON.stringify(sortTiers(a)) === JSON.stringify(sortTiers(b));
}

/** Stored order: rate ascending, then the minimums. */
export function sortTiers(tiers: readonly StoredTier[]): StoredTier[] {
  return [...tiers].sort(
    (a, b) =>
      a.rate - b.rate ||
      a.minValidBet - b.minValidBet ||
      a.minActiveMembers - b.minActiveMembers ||
      a.minLoss - b.minLoss,
  );
}

/** The call's tiers (percents, major units) as stored (basis points, minor units). */
export function toStored(tiers: readonly TContractTier[], minorUnits: number): StoredTier[] {
  const f = 10 ** minorUnits;
  return sortTiers(
    tiers.map((t) => ({
      minValidBet: Math.round(t.minValidBet * f),
      minActiveMembers: t.minActiveMembers,
      minLoss: Math.round(t.minLoss * f),
      rate: Math.round(t.rate * 100),
    })),
  );
}

/** Stored tiers as the wire shows them. */
export function toWire(tiers: readonly StoredTier[], minorUnits: number): TContractTier[] {
  const f = 10 ** minorUnits;
  const m = (minor: number) => Number((minor / f).toFixed(minorUnits));
  return tiers.map((t) => ({
    minValidBet: m(t.minValidBet),
    minActiveMembers: t.minActiveMembers,
    minLoss: m(t.minLoss),
    rate: t.rate / 100,
  }));
}
