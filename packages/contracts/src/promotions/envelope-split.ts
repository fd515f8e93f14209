/**
 * The red envelope split (docs/decisions/1300-promotions.md "Periodic kinds"), shared by the server
 * (which splits a round's pool when it opens) and the web. Double-average: with `left` minor units and
 * `k` shares to go, the next share is uniform in [1, min(2 x left / k, left - (k - 1))] (so every later
 * share can still get 1), and the last share takes what is left: every share at least 1 minor unit,
 * the sum exactly the pool. `randomBelow(n)` is a uniform integer in [0, n) (the server passes
 * node:crypto's randomInt); this file imports no randomness of its own.
 */

export function splitEnvelope(pool: number, shares: number, randomBelow: (n: number) => number): number[] {
  if (!Number.isSafeInteger(shares) || shares < 1) throw new RangeError('shares must be a positive integer');
  if (!Number.isSafeInteger(pool) || pool < shares)
    throw new RangeError('pool must be an integer of at least 1 per share');
  const out: number[] = [];
  let left = pool;
  for (let k = shares; k > 1; k--) {
    const max = Math.min(Math.floor((2 * left) / k), left - (k - 1));
    const r = randomBelow(max);
    if (!Number.isInteger(r) || r < 0 || r >= max) throw new RangeError('randomBelow out of range');
    const share = 1 + r;
    out.push(share);
    left -= share;
  }
  out.push(left);
  return out;
}
