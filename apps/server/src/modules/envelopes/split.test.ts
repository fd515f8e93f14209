import { randomInt } from 'node:crypto';
import { splitEnvelope } from '@app/contracts/promotions/envelope-split';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Property tests of the red envelope split (contracts promotions/envelope-split.ts): whatever the pool,
// the share count and the random numbers, every share is at least 1 minor unit, the shares sum to the
// pool exactly, and no share but the last exceeds twice the average of what was left.

/** A randomBelow that replays fast-check's numbers (scaled into range), so shrinking works. */
const replay = (xs: number[]) => {
  let i = 0;
  return (n: number) => Math.floor((xs[i++ % xs.length] ?? 0) * n);
};

describe('splitEnvelope', () => {
  it('every share >= 1, sum = pool, count = shares, each share <= 2 x the average left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (shares, extra, xs) => {
          const pool = shares + extra;
          const out = splitEnvelope(pool, shares, replay(xs));
          expect(out).toHaveLength(shares);
          expect(out.reduce((s, v) => s + v, 0)).toBe(pool);
          let left = pool;
          const bad = out.findIndex((v, i) => {
            const k = shares - i;
            const wrong = !Number.isSafeInteger(v) || v < 1 || (k > 1 && v > Math.floor((2 * left) / k));
            left -= v;
            return wrong;
          });
          expect(bad).toBe(-1);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a pool of exactly one unit per share gives every member 1', () => {
    expect(splitEnvelope(10, 10, (n) => randomInt(n))).toEqual(Array(10).fill(1));
  });

  it('with real randomness the shares are not all equal and average the pool', () => {
    const runs = Array.from({ length: 200 }, () => splitEnvelope(100_000, 10, (n) => randomInt(n)));
    for (const r of runs) expect(r.reduce((s, v) => s + v, 0)).toBe(100_000);
    const firsts = runs.map((r) => r[0] ?? 0);
    expect(new Set(firsts).size).toBeGreaterThan(100);
    const mean = firsts.reduce((s, v) => s + v, 0) / firsts.length;
    // The first share is uniform in [1, 20000]: its mean is about 10000 (the 200-run mean's sd is ~400).
    expect(mean).toBeGreaterThan(8_000);
    expect(mean).toBeLessThan(12_000);
  });

  it('refuses a pool smaller than the share count, and bad numbers', () => {
    expect(() => splitEnvelope(9, 10, () => 0)).toThrow(RangeError);
    expect(() => splitEnvelope(10, 0, () => 0)).toThrow(RangeError);
    expect(() => splitEnvelope(10.5, 2, () => 0)).toThrow(RangeError);
    expect(() => splitEnvelope(10, 2, (n) => n)).toThrow(RangeError);
  });
});
