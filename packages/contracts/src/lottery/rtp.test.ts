import { describe, expect, it } from 'vitest';
import type { WordSource } from '../house/fair.ts';
import { uniformInt } from '../house/fair.ts';
import { LOTTERIES } from './games.ts';
import { payoutOf, publishedRtp, resultOf, rtpFraction, stationsOn, unitsOf } from './rules.ts';
import { ALL_THROWS } from './rules-dice.ts';
import { digits, game, playOf } from './test-kit.ts';
import type { LotteryDef, PadGroup, PlayTypeDef, Selection } from './types.ts';

/**
 * The published return to player against play. publishedRtp is exact (rtpFraction: closed forms and
 * enumeration in the rules); here it is checked two ways:
 * 1. exhaustively where the outcomes are few (every throw of three dice, every pick-3 draw), the mean
 *    payout of one unit equals the exact fraction, to the last digit;
 * 2. by simulation for every play type (one lottery of each play set): seeded random draws from
 *    resultOf and random selections (random picks, as many typed numbers as the pad takes, so many
 *    units per bet), until about 4,000 units have won (5,000 to 80,000 bets). The measured return is
 *    Σ payout / Σ stake; its standard error is measured by batch means (50 batches of whole draws, so
 *    the units of one bet and the bets of one draw, which are not independent, stay together), and
 *    the test allows 4 standard errors (a fair play fails by chance about once in 16,000 runs; the
 *    seed is fixed, so a run is repeatable). The standard error must itself be under 5 points of RTP
 *    (most plays 0.2 to 3.5 points; xiên 4, whose wins come in clumps of sets, near 5), so every play
 *    is checked to within 20 points and most to within 14; the exact checks above and the worked
 *    examples (payouts.test.ts) carry the finer claims.
 */

/** A seeded word stream (mulberry32): repeatable random draws and selections. */
function seeded(seed: number): WordSource {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

/** `n` distinct random items of a list. */
function sample<T>(rng: WordSource, list: readonly T[], n: number): T[] {
  const pool = [...list];
  for (let i = 0; i < n; i++) {
    const j = i + uniformInt(rng, pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

const between = (rng: WordSource, min: number, max: number) => min + uniformInt(rng, max - min + 1);

function randomPicks(rng: WordSource, group: PadGroup, stations: readonly string[]): string[] {
  if (group.kind === 'digits') {
    // Typed numbers: as many as the pad takes (rare wins need many units to be seen).
    const n = group.max;
    const picked = new Set<string>();
    while (picked.size < n) picked.add(String(uniformInt(rng, 10 ** group.digits)).padStart(group.digits, '0'));
    return [...picked];
  }
  const options = group.key === 'stations' ? stations : group.options;
  return sample(rng, options, between(rng, group.min, Math.min(group.max, options.length)));
}

/** A random valid selection of a play (retried until it has units) and its units. */
function randomBet(rng: WordSource, def: LotteryDef, play: PlayTypeDef, weekday: number) {
  const stations = stationsOn(def, weekday).map((s) => s.code);
  for (;;) {
    const selection: Selection = Object.fromEntries(play.groups.map((g) => [g.key, randomPicks(rng, g, stations)]));
    const u = unitsOf(def, play, selection, weekday);
    if ('units' in u) return { selection, units: u.units };
  }
}

const UNIT = 10_000; // at 10,000 minor units a winning unit pays exactly its odds in minor units
const BATCHES = 50;
const WINS_WANTED = 4_000;
const POOL = 100;

/** The chance that one unit wins at all (the exact chances with every odds 1). */
function winChance(def: LotteryDef, play: PlayTypeDef): number {
  const ones = typeof play.odds === 'number' ? 1 : Object.fromEntries(Object.keys(play.odds).map((k) => [k, 1]));
  const f = rtpFraction(def, { ...play, odds: ones });
  return Number(f.num) / Number(f.den);
}

/** The most bets simulated: dice and SEA 4D bets are quick to judge and their prizes rare. */
const maxBets = (def: LotteryDef) => (def.kind === 'dice3' || def.kind === 'sea4d' ? 80_000 : 30_000);

/**
 * Random bets of a play on random draws: enough for about WINS_WANTED winning units (5,000 bets up
 * to maxBets), one bet a draw where a draw is cheap to make, more for Vietnam (10) and SEA 4D (50: a
 * bet of ten numbers rarely meets another's). Bets come from a pool of random bets per weekday. Returns
 * the measured return, its standard error by batch means, and the exact figure.
 */
function simulate(def: LotteryDef, play: PlayTypeDef, seed: number) {
  const rng = seeded(seed);
  const exact = rtpFraction(def, play);
  const perDraw = def.kind === 'vn' ? 10 : def.kind === 'sea4d' ? 50 : 1;
  // A pool of random bets per weekday, drawn from at random: making a bet costs more than judging it.
  const pools = Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: POOL }, () => randomBet(rng, def, play, weekday)),
  );
  const meanUnits = pools.flat().reduce((a, b) => a + b.units, 0) / (7 * POOL);
  const bets = Math.min(maxBets(def), Math.max(5_000, WINS_WANTED / (winChance(def, play) * meanUnits)));
  const drawsPerBatch = Math.ceil(bets / BATCHES / perDraw);
  const ratios: number[] = [];
  let paid = 0;
  let staked = 0;
  for (let b = 0; b < BATCHES; b++) {
    let bp = 0;
    let bs = 0;
    for (let t = 0; t < drawsPerBatch; t++) {
      const weekday = uniformInt(rng, 7);
      const result = resultOf(def, rng, weekday);
      for (let k = 0; k < perDraw; k++) {
        const pool = pools[weekday] ?? [];
        const bet = pool[uniformInt(rng, pool.length)] ?? { selection: {}, units: 0 };
        bp += payoutOf(def, { playType: play.code, selection: bet.selection, unitMinor: UNIT }, result);
        bs += bet.units * UNIT;
      }
    }
    ratios.push(bp / bs);
    paid += bp;
    staked += bs;
  }
  const mean = ratios.reduce((a, b) => a + b, 0) / BATCHES;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (BATCHES - 1));
  return {
    measured: paid / staked,
    se: sd / Math.sqrt(BATCHES),
    expected: Number(exact.num) / Number(exact.den) / 10_000,
  };
}

/** One lottery of each play set: 5D3 and 5D5 share 5D1's play types, the central region the south's (see games.test.ts). */
const SIMULATED = ['ELOTT_5D1', 'ELOTT_K3', 'LOTT_4D', 'LOTT_P3', 'VN_SOUTH', 'VN_NORTH', 'SEA_4D'];

describe('published RTP', () => {
  it('is below 100% and at least 55% for every play type', () => {
    for (const def of LOTTERIES) {
      for (const play of def.playTypes) {
        const rtp = publishedRtp(def, play);
        expect(rtp, `${def.gameCode} ${play.code}`).toBeLessThan(10_000);
        expect(rtp, `${def.gameCode} ${play.code}`).toBeGreaterThan(5_500);
      }
    }
  });

  it('equals the mean payout of one unit over every throw of three dice, exactly', () => {
    const def = game('ELOTT_K3');
    for (const play of def.playTypes) {
      const group = play.groups[0];
      const options = group?.kind === 'options' ? group.options : [];
      let paid = 0n;
      for (const o of options) {
        for (const r of ALL_THROWS) {
          paid += BigInt(
            payoutOf(def, { playType: play.code, selection: { [group?.key ?? '']: [o] }, unitMinor: UNIT }, r),
          );
        }
      }
      const { num, den } = rtpFraction(def, play);
      expect(paid * den, play.code).toBe(num * BigInt(ALL_THROWS.length * options.length));
    }
  });

  it('equals the mean payout of one unit over every pick-3 draw, exactly', () => {
    const def = game('LOTT_P3');
    const draws = Array.from({ length: 1000 }, (_, i) => digits(String(i).padStart(3, '0')));
    const meanOver = (playType: string, selections: Selection[]) => {
      let paid = 0n;
      for (const selection of selections) {
        for (const r of draws) paid += BigInt(payoutOf(def, { playType, selection, unitMinor: UNIT }, r));
      }
      const { num, den } = rtpFraction(def, playOf(def, playType));
      expect(paid * den, playType).toBe(num * BigInt(draws.length * selections.length));
    };
    meanOver('p3straight', [{ p1: ['1'], p2: ['2'], p3: ['3'] }]);
    meanOver(
      'p3sum',
      Array.from({ length: 28 }, (_, s) => ({ sum: [String(s)] })),
    );
    // Every number once: the box classes in their true proportions (720 abc, 270 aab, 10 aaa).
    meanOver(
      'p3box',
      Array.from({ length: 1000 }, (_, i) => ({ numbers: [String(i).padStart(3, '0')] })).filter((_, i) => i % 7 === 0),
    );
  });

  const plays = LOTTERIES.filter((def) => SIMULATED.includes(def.gameCode)).flatMap((def, d) =>
    def.playTypes.map((play, p) => ({ def, play, seed: 1_000 * d + p + 1 })),
  );
  it.each(plays.map((x) => [`${x.def.gameCode} ${x.play.code}`, x] as const))(
    'simulation matches for %s',
    (_name, { def, play, seed }) => {
      const { measured, se, expected } = simulate(def, play, seed);
      const said = `measured ${measured.toFixed(4)}, exact ${expected.toFixed(4)}, standard error ${se.toFixed(4)}`;
      expect(se, said).toBeLessThan(0.05);
      expect(Math.abs(measured - expected), said).toBeLessThanOrEqual(4 * se);
      expect(Math.abs(expected * 10_000 - publishedRtp(def, play))).toBeLessThan(1);
    },
  );
});
