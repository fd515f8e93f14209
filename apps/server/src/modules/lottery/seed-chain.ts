/**
 * The seed chain on the server (docs/decisions/1200-lotteries.md "Seed chain"): a chain's secret root
 * from node:crypto, a draw's seed and published hash (contracts chain.ts does the hashing, the same
 * code the verify page runs), and a draw's word stream.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { WordSource } from '@app/contracts/house/fair';
import { chainSeedSync, drawWordsSync } from '@app/contracts/lottery/chain';

/** Draws one chain covers before a new one starts (a one-minute lottery: about a week). */
export const CHAIN_LENGTH = 10_000;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new chain: its secret root and its published anchor s_0. */
export function newChain(length = CHAIN_LENGTH): { root: string; anchor: string } {
  const root = randomBytes(32).toString('hex');
  return { root, anchor: chainSeedSync(root, length, 0, sha256Hex) };
}

/** Seeds kept per chain walked: one every STRIDE steps from the root. */
const STRIDE = 100;
/** Chains whose checkpoints this process keeps (the oldest dropped first). */
const KEPT = 500;
const walks = new Map<string, string[]>();

/**
 * The chain's checkpoints: cp[j] = the seed j * STRIDE hashes from the root (index length - j *
 * STRIDE). One walk of the chain, once per process; a draw's seed is then at most STRIDE hashes away
 * instead of up to `length` (making a lottery's draws ahead took a whole walk per draw).
 */
function checkpoints(root: string, length: number): string[] {
  const key = `${length}:${root}`;
  const known = walks.get(key);
  if (known) return known;
  const cps: string[] = [];
  let seed = root;
  for (let steps = 0; steps <= length; steps++) {
    if (steps % STRIDE === 0) cps.push(seed);
    if (steps < length) seed = sha256Hex(seed);
  }
  if (walks.size >= KEPT) walks.delete(walks.keys().next().value ?? '');
  walks.set(key, cps);
  return cps;
}

/** Draw k's seed (secret until drawn) and its published hash: chainSeedSync's seed, from a checkpoint. */
export function drawSeed(root: string, length: number, k: number): { seed: string; seedHash: string } {
  if (!Number.isInteger(k) || k < 0 || k > length) throw new RangeError('chain index out of range');
  const steps = length - k;
  const j = Math.floor(steps / STRIDE);
  let seed = checkpoints(root, length)[j] ?? root;
  for (let i = j * STRIDE; i < steps; i++) seed = sha256Hex(seed);
  return { seed, seedHash: sha256Hex(seed) };
}

/** A draw's words: HMAC-SHA256(seed, `${gameCode}:${drawNo}:${block}`), block 0, 1, ... */
export function drawWords(seed: string, gameCode: string, drawNo: string): WordSource {
  return drawWordsSync(seed, gameCode, drawNo, (key, message) => createHmac('sha256', key).update(message).digest());
}
