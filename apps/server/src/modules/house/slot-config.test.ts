import { linePay, playSlot, SLOT_ROWS } from '@app/contracts/house/slot';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/catalogue.ts';
import { fairWords } from './fair-node.ts';
import { RTP_BAND, slotConfigFor } from './slot-config.ts';
import { linePayDistribution, slotMoments } from './slot-maths.ts';

const rngGames = generateCatalogue().filter((g) => g.gameType === 'RNG');

describe('slot configuration of a catalogue game', () => {
  it('is derived deterministically from the game', () => {
    const g = rngGames[42];
    if (!g) throw new Error('catalogue has no RNG games');
    expect(slotConfigFor(g)).toEqual(slotConfigFor({ ...g }));
    const other = rngGames[43];
    if (!other) throw new Error('catalogue too small');
    expect(slotConfigFor(other).reels).not.toEqual(slotConfigFor(g).reels);
  });

  it('gives every sampled RNG game its line count, five reels and an RTP inside the band', () => {
    // Every 25th game (about 400 of the ~9,600) keeps the test quick; the generator is the same for all.
    for (const g of rngGames.filter((_, i) => i % 25 === 0)) {
      const c = slotConfigFor(g);
      expect(c.reels).toHaveLength(5);
      expect(c.lines).toHaveLength(g.lineNum);
      expect(new Set(c.lines.map((l) => l.join(''))).size).toBe(g.lineNum);
      expect(c.rtp).toBeGreaterThanOrEqual(RTP_BAND.min);
      expect(c.rtp).toBeLessThanOrEqual(RTP_BAND.max);
      expect(c.lineBets[0]).toBe(Math.max(1, g.minBetMinor));
      for (const s of c.symbols) expect(s.pays[0] <= s.pays[1] && s.pays[1] <= s.pays[2]).toBe(true);
    }
  });

  it('computes the exact RTP that brute-force enumeration of every window column gives', () => {
    const c = slotConfigFor(rngGames[7] ?? rngGames[0] ?? ({} as never));
    let brute = 0;
    const [a, b, d, e, f] = c.reels as [number[], number[], number[], number[], number[]];
    // Count symbols per reel, then enumerate every 5-tuple with its probability.
    const freq = [a, b, d, e, f].map((strip) => {
      const m = new Map<number, number>();
      for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1 / strip.length);
      return [...m];
    });
    for (const [s0, p0] of freq[0] ?? [])
      for (const [s1, p1] of freq[1] ?? [])
        for (const [s2, p2] of freq[2] ?? [])
          for (const [s3, p3] of freq[3] ?? [])
            for (const [s4, p4] of freq[4] ?? [])
              brute += (linePay(c, [s0, s1, s2, s3, s4])?.pay ?? 0) * p0 * p1 * p2 * p3 * p4;
    expect(slotMoments(c).rtp).toBeCloseTo(brute, 12);
    const total = [...linePayDistribution(c).values()].reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('pays wilds as any symbol and takes the better of the wild run and the symbol run', () => {
    const c = {
      wild: 2,
      symbols: [
        { glyph: 'a', pays: [5, 10, 20] as [number, number, number] },
        { glyph: 'b', pays: [1, 2, 3] as [number, number, number] },
        { glyph: 'w', pays: [8, 50, 100] as [number, number, number] },
      ],
    };
    expect(linePay(c, [0, 0, 0, 1, 1])).toEqual({ symbol: 0, count: 3, pay: 5 });
    expect(linePay(c, [2, 0, 2, 0, 1])).toEqual({ symbol: 0, count: 4, pay: 10 });
    expect(linePay(c, [2, 2, 2, 1, 0])).toEqual({ symbol: 2, count: 3, pay: 8 });
    expect(linePay(c, [2, 2, 2, 2, 2])).toEqual({ symbol: 2, count: 5, pay: 100 });
    expect(linePay(c, [0, 1, 0, 0, 0])).toBeNull();
  });

  it('plays a round from seeds: the same seeds give the same window and win', () => {
    const c = slotConfigFor(rngGames[0] ?? ({} as never));
    const one = playSlot(c, fairWords('server-seed', 'client-seed', 3), c.lineBets[0] ?? 1);
    const two = playSlot(c, fairWords('server-seed', 'client-seed', 3), c.lineBets[0] ?? 1);
    expect(one).toEqual(two);
    expect(one.grid.every((col) => col.length === SLOT_ROWS)).toBe(true);
    expect(one.stake).toBe((c.lineBets[0] ?? 1) * c.lines.length);
    expect(playSlot(c, fairWords('server-seed', 'client-seed', 4), 1).stops).not.toEqual(one.stops);
  });
});

describe('server word stream', () => {
  it('matches the vector the WebCrypto stream of the browser is checked against (contracts fair.test.ts)', () => {
    const VECTOR = [
      2321400129, 3938749875, 1592966390, 3060221547, 4217760277, 289903958, 2898213709, 3662090130, 3785872342,
      2278536443,
    ];
    const src = fairWords('a'.repeat(64), 'player-seed', 7);
    expect(Array.from({ length: VECTOR.length }, () => src.next())).toEqual(VECTOR);
  });
});
