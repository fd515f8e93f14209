/** The local bot check's puzzle rule (docs/decisions/0204-bot-check.md), shared by the solver and the verifier. */

/** Leading zero bits of a digest: a puzzle is solved when SHA-256(challenge:nonce) has enough of them. */
export function zeroBits(digest: Uint8Array): number {
  let n = 0;
  for (const byte of digest) {
    if (byte === 0) {
      n += 8;
      continue;
    }
    return n + Math.clz32(byte) - 24;
  }
  return n;
}
