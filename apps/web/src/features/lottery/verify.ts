import type { draw } from '@app/contracts/calls/lottery';
import type { CallResponse } from '@app/contracts/define';
import { sha256Hex } from '@app/contracts/house/fair';
import { drawWordsWeb } from '@app/contracts/lottery/chain';
import { lotteryOf } from '@app/contracts/lottery/games';
import { resultOf } from '@app/contracts/lottery/rules';

export type TDrawProof = CallResponse<typeof draw>;

/** A check's outcome: passed, failed, or not possible (nothing to compare with). */
export type Check = 'pass' | 'fail' | 'na';

export interface DrawChecks {
  /** sha256(seed) equals the seed hash published before the draw closed. */
  hash: Check;
  /** The seed hash equals the previous draw's seed (or the chain's anchor for the first draw). */
  chain: Check;
  /** The result recomputed from the seed equals the result shown. */
  result: Check;
  computedHash: string;
  computed: { key: string; numbers: string[] }[] | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Recomputes a draw in the browser (WebCrypto) from its seed, as the server drew it. */
export async function verifyDraw(d: TDrawProof): Promise<DrawChecks> {
  if (!d.seed) return { hash: 'na', chain: 'na', result: 'na', computedHash: '', computed: null };
  const computedHash = await sha256Hex(d.seed);
  const hash: Check = computedHash === d.seedHash ? 'pass' : 'fail';
  const link = d.previous?.seed ?? (d.previous === null ? d.chain?.anchor : undefined);
  const chain: Check = link ? (link === d.seedHash ? 'pass' : 'fail') : 'na';
  let computed: DrawChecks['computed'] = null;
  let result: Check = 'na';
  const def = lotteryOf(d.gameCode);
  if (def && d.result && d.source === 'house') {
    try {
      const words = await drawWordsWeb(d.seed, d.gameCode, d.drawNo);
      computed = resultOf(def, words, d.weekday).groups;
      result = same(computed, d.result.groups) ? 'pass' : 'fail';
    } catch {
      result = 'na';
    }
  }
  return { hash, chain, result, computedHash, computed };
}
