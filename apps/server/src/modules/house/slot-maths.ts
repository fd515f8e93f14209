import { linePay, SLOT_REELS, type SlotConfig } from '@app/contracts/house/slot';

/** The exact distribution of one payline's pay (multiples of the line bet): pay -> probability. */
export function linePayDistribution(config: Pick<SlotConfig, 'reels' | 'symbols' | 'wild'>): Map<number, number> {
  const probs = config.reels.map((strip) => {
    const p = new Map<number, number>();
    for (const s of strip) p.set(s, (p.get(s) ?? 0) + 1 / strip.length);
    return [...p.entries()];
  });
  const out = new Map<number, number>();
  const prefix: number[] = [];
  // Walks reel by reel and stops as soon as the line's result cannot change any more, so only the
  // prefixes that still form a run are expanded (a few hundred instead of 9^5 tuples).
  const walk = (reel: number, p: number) => {
    if (reel === SLOT_REELS || isSettled(prefix, config.wild)) {
      const hit = linePay(config, prefix);
      const pay = hit?.pay ?? 0;
      out.set(pay, (out.get(pay) ?? 0) + p);
      return;
    }
    for (const [sym, q] of probs[reel] ?? []) {
      prefix.push(sym);
      walk(reel + 1, p * q);
      prefix.pop();
    }
  };
  walk(0, 1);
  return out;
}

/** True when the symbols after this prefix cannot change what the line pays. */
function isSettled(prefix: readonly number[], wild: number): boolean {
  const first = prefix.find((s) => s !== wild);
  if (first === undefined) return false;
  const last = prefix[prefix.length - 1];
  return last !== wild && last !== first;
}

/** Mean (the return to player) and standard deviation of one payline, per unit of line bet. */
export function slotMoments(config: Pick<SlotConfig, 'reels' | 'symbols' | 'wild'>): {
  rtp: number;
  sd: number;
  hit: number;
} {
  let mean = 0;
  let square = 0;
  let hit = 0;
  for (const [pay, p] of linePayDistribution(config)) {
    mean += pay * p;
    square += pay * pay * p;
    if (pay > 0) hit += p;
  }
  return { rtp: mean, sd: Math.sqrt(Math.max(0, square - mean * mean)), hit };
}
