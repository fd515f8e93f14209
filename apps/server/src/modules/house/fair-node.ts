import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairMessage, type WordSource, wordsFromBlocks } from '@app/contracts/house/fair';

/** A round's word stream on the server (node:crypto): the same numbers the browser's verify page gets. */
export function fairWords(serverSeed: string, clientSeed: string, nonce: number): WordSource {
  return wordsFromBlocks((i) =>
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, i))
      .digest(),
  );
}

/** A fresh server seed: 32 random bytes from the operating system's CSPRNG, as hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before a round: SHA-256 of the server seed text, hex. */
export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * Words straight from the CSPRNG, a buffer at a time: the simulations use it to play a million
 * rounds without an HMAC per round.
 */
export function cryptoWords(bufferWords = 65_536): WordSource {
  const buf = new Uint32Array(bufferWords);
  let pos = bufferWords;
  return {
    next() {
      if (pos === bufferWords) {
        const bytes = randomBytes(bufferWords * 4);
        buf.set(new Uint32Array(bytes.buffer, bytes.byteOffset, bufferWords));
        pos = 0;
      }
      return buf[pos++] as number;
    },
  };
}
