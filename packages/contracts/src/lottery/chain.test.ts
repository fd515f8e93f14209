import { describe, expect, it } from 'vitest';
import { chainAnchorSync, chainSeedSync, drawMessage, drawWordsSync, drawWordsWeb, seedMatches } from './chain.ts';
import { LOTTERIES } from './games.ts';
import { resultOf } from './rules.ts';
import { hmacSync as hmac, sha256Sync as sha } from './test-kit.ts';

const ROOT = 'f'.repeat(64);
const LENGTH = 6;

describe('the seed chain', () => {
  it('draw k’s seed (node:crypto as the server hashes) hashes to draw k-1’s seed, and the first draw’s to the anchor', () => {
    const seeds = Array.from({ length: LENGTH + 1 }, (_, k) => chainSeedSync(ROOT, LENGTH, k, sha));
    expect(seeds[LENGTH]).toBe(ROOT);
    for (let k = 1; k <= LENGTH; k++) {
      expect(sha(seeds[k] ?? '')).toBe(seeds[k - 1]);
      expect(seedMatches(seeds[k] ?? '', seeds[k - 1] ?? '', sha)).toBe(true);
    }
    expect(chainAnchorSync(ROOT, LENGTH, sha)).toBe(seeds[0]);
    expect(seeds[0]).toBe(sha(sha(sha(sha(sha(sha(ROOT)))))));
    expect(new Set(seeds).size).toBe(LENGTH + 1);
  });

  it('a seed does not match another draw’s hash, and hex case does not matter', () => {
    const s3 = chainSeedSync(ROOT, LENGTH, 3, sha);
    const s2 = chainSeedSync(ROOT, LENGTH, 2, sha);
    expect(seedMatches(s3, s2.toUpperCase(), sha)).toBe(true);
    expect(seedMatches(s2, s2, sha)).toBe(false);
    expect(seedMatches(s3, chainAnchorSync(ROOT, LENGTH, sha), sha)).toBe(false);
  });

  it('refuses indexes outside the chain', () => {
    expect(() => chainSeedSync(ROOT, LENGTH, LENGTH + 1, sha)).toThrow(RangeError);
    expect(() => chainSeedSync(ROOT, LENGTH, -1, sha)).toThrow(RangeError);
    expect(() => chainSeedSync(ROOT, LENGTH, 1.5, sha)).toThrow(RangeError);
    expect(() => chainSeedSync(ROOT, 0, 0, sha)).toThrow(RangeError);
  });
});

describe('a draw’s words', () => {
  it('are HMAC-SHA256(seed, gameCode:drawNo:block) read as big-endian words', () => {
    expect(drawMessage('ELOTT_5D1', '20261127-0001', 2)).toBe('ELOTT_5D1:20261127-0001:2');
    const words = drawWordsSync('seed', 'ELOTT_5D1', '20261127-0001', hmac);
    const block0 = new DataView(hmac('seed', 'ELOTT_5D1:20261127-0001:0').buffer);
    const block1 = new DataView(hmac('seed', 'ELOTT_5D1:20261127-0001:1').buffer);
    const expected = [...[0, 4, 8, 12, 16, 20, 24, 28].map((o) => block0.getUint32(o)), block1.getUint32(0)];
    expect(Array.from({ length: 9 }, () => words.next())).toEqual(expected);
  });

  it('give the browser (WebCrypto) the same result as the server (node:crypto) for every lottery', async () => {
    const seed = chainSeedSync(ROOT, LENGTH, 4, sha);
    for (const def of LOTTERIES) {
      for (const weekday of [0, 6]) {
        const drawNo = `2026112${weekday}`;
        const server = resultOf(def, drawWordsSync(seed, def.gameCode, drawNo, hmac), weekday);
        const browser = resultOf(def, await drawWordsWeb(seed, def.gameCode, drawNo), weekday);
        expect(browser).toEqual(server);
      }
    }
  });

  it('reproduce the worked example of docs/lottery-rules.md', () => {
    const seed = chainSeedSync('example-root', 3, 2, sha);
    expect(seed).toBe('889f6f3020a019f5c4cbf28b91eb98c0d64b29bd2428b1d2cddfd32ed25a276a');
    expect(sha(seed)).toBe(chainSeedSync('example-root', 3, 1, sha));
    expect(sha(seed)).toBe('121da08d5a0963b727c51634380719812e9a6166c4f95df1decbb84564b3a700');
    const words = drawWordsSync(seed, 'ELOTT_5D1', '20261127-0001', hmac);
    expect(Array.from({ length: 5 }, () => words.next())).toEqual([
      1579043815, 325235573, 1964619891, 2841477983, 3438607120,
    ]);
    const def = LOTTERIES[0];
    if (!def) throw new Error('no lotteries');
    expect(resultOf(def, drawWordsSync(seed, def.gameCode, '20261127-0001', hmac), 5).groups[0]?.numbers).toEqual([
      '5',
      '3',
      '1',
      '3',
      '0',
    ]);
  });

  it('runs out loudly in the browser instead of guessing', async () => {
    const words = await drawWordsWeb('seed', 'ELOTT_5D1', '1', 1);
    for (let i = 0; i < 8; i++) words.next();
    expect(() => words.next()).toThrow(RangeError);
  });
});
