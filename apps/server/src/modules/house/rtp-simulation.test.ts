import { playRoulette, tableLayouts } from '@app/contracts/house/roulette';
import { playSlot } from '@app/contracts/house/slot';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/catalogue.ts';
import { cryptoWords } from './fair-node.ts';
import { slotConfigFor } from './slot-config.ts';

// Each engine plays ROUNDS rounds with the real CSPRNG; the measured return must lie within
// TOLERANCE_SE standard errors of the exact RTP (docs/house-games.md explains the tolerance).
const ROUNDS = 1_000_000;
const TOLERANCE_SE = 5;

function summarise(returns: (i: number) => number) {
  let sum = 0;
  let square = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const r = returns(i);
    sum += r;
    square += r * r;
  }
  const mean = sum / ROUNDS;
  const sd = Math.sqrt(square / ROUNDS - mean * mean);
  return { mean, se: sd / Math.sqrt(ROUNDS) };
}

describe('return to player, simulated', () => {
  it(`slot: ${ROUNDS.toLocaleString('en')} spins of a 20-line game land within ${TOLERANCE_SE} SE of the exact RTP`, () => {
    const game = generateCatalogue().find((g) => g.gameType === 'RNG' && g.lineNum === 20 && g.classify === null);
    if (!game) throw new Error('catalogue has no 20-line slot');
    const config = slotConfigFor(game);
    const src = cryptoWords();
    const { mean, se } = summarise(() => {
      const round = playSlot(config, src, 1);
      return round.win / round.stake;
    });
    expect(Math.abs(mean - config.rtp)).toBeLessThan(TOLERANCE_SE * se);
    expect(se).toBeLessThan(0.01);
  });

  it(`roulette: ${ROUNDS.toLocaleString('en')} spins of a mixed layout land within ${TOLERANCE_SE} SE of 36/37`, () => {
    const layouts = tableLayouts();
    const pick = (kind: string, i = 0) =>
      layouts.filter((l) => l.kind === kind)[i] ?? { kind: 'red' as const, numbers: [] };
    const bets = [
      { ...pick('straight', 17), amount: 1 },
      { ...pick('split', 10), amount: 1 },
      { ...pick('corner', 5), amount: 1 },
      { ...pick('dozen', 1), amount: 2 },
      { ...pick('red'), amount: 3 },
      { ...pick('odd'), amount: 2 },
    ];
    const src = cryptoWords();
    const { mean, se } = summarise(() => {
      const round = playRoulette(src, bets);
      return round.win / round.stake;
    });
    expect(Math.abs(mean - 36 / 37)).toBeLessThan(TOLERANCE_SE * se);
    expect(se).toBeLessThan(0.005);
  });
});
