import { sha256Hex } from '@app/contracts/house/fair';
import { drawWordsWeb } from '@app/contracts/lottery/chain';
import { lotteryOf } from '@app/contracts/lottery/games';
import { resultOf } from '@app/contracts/lottery/rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../../test/render.tsx';
import type { TDrawProof } from '../verify.ts';
import { VerifyView } from './verify-view.tsx';

afterEach(cleanup);

const GAME = 'ELOTT_5D1';
const DRAW_NO = '20261127-0042';

/** A drawn draw as the server answers it: seed, its hash, the previous seed, the result from the seed. */
async function drawnProof(): Promise<TDrawProof> {
  const seed = await sha256Hex('root-of-a-test-chain');
  const seedHash = await sha256Hex(seed);
  const def = lotteryOf(GAME);
  if (!def) throw new Error('lottery missing');
  const result = resultOf(def, await drawWordsWeb(seed, GAME, DRAW_NO), 5);
  return {
    gameCode: GAME,
    drawNo: DRAW_NO,
    status: 'settled',
    closesAt: 0,
    drawsAt: 0,
    seedHash,
    seed,
    result,
    source: 'house',
    voidReason: '',
    previous: { drawNo: '20261127-0041', seed: seedHash },
    chain: null,
    weekday: 5,
    confirmed: false,
  };
}

const checkText = (label: string) => screen.getByText(label).parentElement?.querySelector('strong')?.textContent;

describe('the verify view', () => {
  it('passes every check for a draw made from its seed', async () => {
    await renderInLanguage(<VerifyView proof={await drawnProof()} />);
    await waitFor(() => expect(checkText('sha256(seed) equals the seed hash')).toBe('Passed'));
    expect(checkText("The seed hash equals the previous draw's seed")).toBe('Passed');
    expect(checkText('The result recomputed from the seed equals the result shown')).toBe('Passed');
    expect(screen.getByText('How to check it yourself')).toBeTruthy();
  });

  it('fails the hash and the result when the seed was tampered with', async () => {
    const proof = await drawnProof();
    const seed = proof.seed ?? '';
    const tampered = { ...proof, seed: seed.slice(0, -1) + (seed.endsWith('0') ? '1' : '0') };
    await renderInLanguage(<VerifyView proof={tampered} />);
    await waitFor(() => expect(checkText('sha256(seed) equals the seed hash')).toBe('Failed'));
    expect(checkText('The result recomputed from the seed equals the result shown')).toBe('Failed');
  });

  it('fails the chain when the previous seed does not hash to this one', async () => {
    const proof = await drawnProof();
    await renderInLanguage(
      <VerifyView proof={{ ...proof, previous: { drawNo: '20261127-0041', seed: 'ff'.repeat(32) } }} />,
    );
    await waitFor(() => expect(checkText("The seed hash equals the previous draw's seed")).toBe('Failed'));
    expect(checkText('sha256(seed) equals the seed hash')).toBe('Passed');
  });
});
