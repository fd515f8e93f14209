/**
 * Provably fair randomness of the house games (DECISIONS "Games"), shared by the server and the
 * browser's verify page. A round's numbers are the big-endian 32-bit words of
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${block}`) for block 0, 1, 2...;
 * a number in [0, n) takes words until one falls below the largest multiple of n (no modulo bias).
 */

/** A stream of 32-bit unsigned words. */
export interface WordSource {
  next(): number;
}

const TWO_32 = 0x1_0000_0000;

/** The message whose HMAC gives one block of a round's words. */
export function fairMessage(clientSeed: string, nonce: number, block: number): string {
  return `${clientSeed}:${nonce}:${block}`;
}

/** A uniform integer in [0, n) from the stream, by rejection (unbiased). */
export function uniformInt(src: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n out of range');
  const limit = Math.floor(TWO_32 / n) * n;
  for (;;) {
    const w = src.next();
    if (w < limit) return w % n;
  }
}

/** Words from a function that returns block i's 32 bytes (called lazily, in order). */
export function wordsFromBlocks(block: (i: number) => Uint8Array): WordSource {
  let bytes: Uint8Array = new Uint8Array(0);
  let blockNo = 0;
  let pos = 0;
  return {
    next() {
      if (pos + 4 > bytes.length) {
        bytes = block(blockNo++);
        pos = 0;
      }
      const w =
        (bytes[pos] ?? 0) * 0x1000000 +
        ((bytes[pos + 1] ?? 0) << 16) +
        (((bytes[pos + 2] ?? 0) << 8) | (bytes[pos + 3] ?? 0));
      pos += 4;
      return w;
    },
  };
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text as lower-case hex (WebCrypto): the commitment shown before a round. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * A round's word stream computed with WebCrypto (the browser's verify page). WebCrypto is
 * asynchronous, so `blocks` blocks (8 words each) are made up front; a round of the house games
 * needs a handful of words, and running out throws rather than guessing.
 */
export async function fairWordsWeb(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  blocks = 8,
): Promise<WordSource> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey(
    'raw',
    new TextEncoder().encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const made: Uint8Array[] = [];
  for (let i = 0; i < blocks; i++) {
    made.push(
      new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(fairMessage(clientSeed, nonce, i)))),
    );
  }
  return wordsFromBlocks((i) => {
    const b = made[i];
    if (!b) throw new RangeError('round needs more random blocks');
    return b;
  });
}
