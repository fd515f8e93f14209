import { type WordSource, wordsFromBlocks } from '../house/fair.ts';

/**
 * The seed chain. A chain is made from a secret root r: s_L = r, s_{k-1} = sha256hex(s_k); draw k
 * (1..L, in draw order) uses seed s_k, and its published seed hash is sha256hex(s_k) = s_{k-1}, so
 * revealing one draw's seed proves the previous draw's and nothing of the next. The chain's anchor s_0
 * is published when the chain starts. Hash functions are parameters: node:crypto on the server,
 * WebCrypto (async) or a bundled hash in the browser; this file imports neither.
 */

/** The seed of chain index k (0..length; 0 is the anchor) from the root, by hashing length - k times. */
export function chainSeedSync(root: string, length: number, k: number, sha256Hex: (s: string) => string): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('chain length must be a positive integer');
  if (!Number.isInteger(k) || k < 0 || k > length) throw new RangeError('chain index out of range');
  let seed = root;
  for (let i = length; i > k; i--) seed = sha256Hex(seed);
  return seed;
}

/** The chain's anchor s_0, published when the chain starts. */
export function chainAnchorSync(root: string, length: number, sha256Hex: (s: string) => string): string {
  return chainSeedSync(root, length, 0, sha256Hex);
}

/** The word stream of a draw: HMAC-SHA256(key = seed, message = `${gameCode}:${drawNo}:${block}`). */
export function drawMessage(gameCode: string, drawNo: string, block: number): string {
  return `${gameCode}:${drawNo}:${block}`;
}

/** A draw's words from a synchronous HMAC-SHA256 (the server passes node:crypto's). */
export function drawWordsSync(
  seed: string,
  gameCode: string,
  drawNo: string,
  hmacSha256: (key: string, message: string) => Uint8Array,
): WordSource {
  return wordsFromBlocks((i) => hmacSha256(seed, drawMessage(gameCode, drawNo, i)));
}

/**
 * Blocks made up front for the browser: the largest draw (Vietnam south, four stations of 18 lots)
 * takes about 80 words, 10 blocks; 32 blocks leave room for rejections, and running out throws.
 */
export const DRAW_WEB_BLOCKS = 32;

/** A draw's words in the browser (WebCrypto), like fairWordsWeb. */
export async function drawWordsWeb(
  seed: string,
  gameCode: string,
  drawNo: string,
  blocks = DRAW_WEB_BLOCKS,
): Promise<WordSource> {
  const subtle = globalThis.crypto.subtle;
  const enc = new TextEncoder();
  const key = await subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const made = await Promise.all(
    Array.from(
      { length: blocks },
      async (_, i) => new Uint8Array(await subtle.sign('HMAC', key, enc.encode(drawMessage(gameCode, drawNo, i)))),
    ),
  );
  return wordsFromBlocks((i) => {
    const b = made[i];
    if (!b) throw new RangeError('draw needs more random blocks');
    return b;
  });
}

/**
 * Checks a revealed seed by hand: its SHA-256 must be the seed hash published before the draw closed,
 * and (chain order) the seed revealed by the previous draw, or the anchor for a chain's first draw.
 */
export function seedMatches(seed: string, publishedHash: string, sha256Hex: (s: string) => string): boolean {
  return sha256Hex(seed) === publishedHash.toLowerCase();
}
