import { describe, expect, it } from 'vitest';
import { fairWordsWeb, sha256Hex, uniformInt, wordsFromBlocks } from './fair.ts';

/** The first words of HMAC-SHA256('a' x 64, 'player-seed:7:<block>'), computed with node:crypto (apps/server/src/modules/house checks node's stream against the same list). */
const VECTOR = [
  2321400129, 3938749875, 1592966390, 3060221547, 4217760277, 289903958, 2898213709, 3662090130, 3785872342, 2278536443,
];

describe('provably fair words', () => {
  it('WebCrypto gives the published stream across blocks', async () => {
    const web = await fairWordsWeb('a'.repeat(64), 'player-seed', 7, 3);
    expect(Array.from({ length: VECTOR.length }, () => web.next())).toEqual(VECTOR);
  });

  it('reads big-endian words of each block in order', () => {
    const block = new Uint8Array(32);
    block.set([0xff, 0, 0, 1, 0, 0, 1, 0]);
    const src = wordsFromBlocks(() => block);
    expect(src.next()).toBe(0xff000001);
    expect(src.next()).toBe(256);
  });

  it('runs out loudly instead of guessing', async () => {
    const web = await fairWordsWeb('s', 'c', 0, 1);
    for (let i = 0; i < 8; i++) web.next();
    expect(() => web.next()).toThrow(RangeError);
  });

  it('rejects words above the largest multiple of n (no modulo bias)', () => {
    const words = [0xffffffff, 0xfffffffe, 10];
    const src = { next: () => words.shift() ?? 0 };
    // 2^32 = 4294967296 is 1 more than a multiple of 37 * 116080197; the top words are refused.
    expect(uniformInt(src, 37)).toBe(10);
    expect(() => uniformInt(src, 0)).toThrow(RangeError);
  });

  it('hashes the seed as hex text', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
