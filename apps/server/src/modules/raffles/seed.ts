/**
 * A raffle's draw seed (docs/decisions/1300-promotions.md "Periodic kinds"): 32 random bytes as hex,
 * secret until the draw, and its sha256 published from the raffle's creation. Anyone can check the
 * revealed seed against the hash and recompute the winners (contracts promotions/raffle-draw.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

export const seedHashOf = (seed: string): string => createHash('sha256').update(seed).digest('hex');

export function newRaffleSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}
