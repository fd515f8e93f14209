import { chainSeedSync } from '@app/contracts/lottery/chain';
import { describe, expect, it } from 'vitest';
import { drawSeed, newChain, sha256Hex } from './seed-chain.ts';

describe('drawSeed from checkpoints', () => {
  it('gives the seed the contracts chain gives, at every kind of index, and its hash is the previous seed', () => {
    const { root, anchor } = newChain(1_234);
    for (const k of [1, 2, 99, 100, 101, 633, 1_133, 1_134, 1_233, 1_234]) {
      const { seed, seedHash } = drawSeed(root, 1_234, k);
      expect(seed).toBe(chainSeedSync(root, 1_234, k, sha256Hex));
      expect(seedHash).toBe(k === 1 ? anchor : drawSeed(root, 1_234, k - 1).seed);
    }
  });

  it('refuses an index outside the chain', () => {
    const { root } = newChain(10);
    expect(() => drawSeed(root, 10, 11)).toThrow(RangeError);
    expect(() => drawSeed(root, 10, -1)).toThrow(RangeError);
  });
});
