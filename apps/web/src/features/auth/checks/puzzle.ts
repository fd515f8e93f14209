import { zeroBits } from '@app/contracts/bot-check';

/**
 * Solves the local bot check's puzzle: the first nonce (base 36) whose SHA-256 of `challenge:nonce` starts
 * with `bits` zero bits. About 2^bits tries; `signal` stops it.
 */
export async function solvePuzzle(challenge: string, bits: number, signal?: AbortSignal): Promise<string> {
  const enc = new TextEncoder();
  for (let i = 0; ; i++) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const nonce = i.toString(36);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(`${challenge}:${nonce}`)));
    if (zeroBits(digest) >= bits) return nonce;
  }
}
