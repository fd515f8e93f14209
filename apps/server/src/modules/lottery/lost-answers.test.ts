import { TRIAL_TYPE } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWalletLink, type WalletLink } from '../house/wallet-link.ts';
import type { Brand } from '../system/brand-types.ts';
import { createLotteryArea } from './services.ts';
import {
  drawRow,
  lotteryApp,
  openDraw,
  place,
  player,
  posBet,
  requestId,
  runDrawJob,
  walletMinor,
} from './test-kit.ts';

/** Bets whose answer never comes, placing tickets left at draw time, and trial accounts. */
let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  t.clock.set(new Date('2026-11-27T14:00:05.000Z'));
});
afterAll(() => t.close());

/** A link whose bet is booked by the wallet but whose answer is lost on the way back. */
function losingBets(): WalletLink {
  const real = createWalletLink(
    undefined,
    () => t.app.server.address(),
    () => t.app.deps.now().getTime(),
  );
  return {
    client(code, secret) {
      const c = real.client(code, secret);
      return {
        ...c,
        bet: async (b) => {
          await c.bet(b);
          throw new Error('answer lost');
        },
      };
    },
  };
}

const ticketRow = async (memberId: number) =>
  (
    await sqlRows<{ status: string; error: string }>(
      t,
      sql`SELECT status, error FROM lottery_tickets WHERE member_id = ${memberId}`,
    )
  )[0];

describe('lottery bets without an answer', () => {
  it('cancels a ticket whose bet answer was lost: refunded, void, its exposure released', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    const exposure = (await drawRow(t, d.id)).exposure;
    const area = createLotteryArea(
      t.app.deps,
      losingBets(),
      t.app.services.launches,
      t.app.services.brands,
      createJobRunner(t.app.deps, 'lossy'),
    );
    const r = area.placement.place(
      brand,
      p.id,
      { gameCode: d.gameCode, drawNo: d.drawNo, bets: [posBet('1')], requestId: requestId() },
      'EN',
    );
    await expect(r).rejects.toBeInstanceOf(AppError);
    await expect(r).rejects.toMatchObject({ code: 'lottery.wallet.unavailable' });
    expect(await walletMinor(t, p.token)).toBe(10_000);
    expect(await ticketRow(p.id)).toMatchObject({ status: 'void' });
    expect((await drawRow(t, d.id)).exposure).toBe(exposure);
  });

  it('resolves a ticket still placing when its draw is drawn: rolled back before the result', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D3');
    expect((await place(t, p.token, d, [posBet('2')])).status).toBe(200);
    // As if the copy placing it died between its bet and the answer.
    await sqlRows(t, sql`UPDATE lottery_tickets SET status = 'placing' WHERE member_id = ${p.id}`);
    t.clock.set(new Date(d.drawsAt.getTime() + 1));
    await runDrawJob(t, 'draw', d);
    await runDrawJob(t, 'settle', d);
    expect((await drawRow(t, d.id)).status).toBe('settled');
    expect(await ticketRow(p.id)).toMatchObject({ status: 'void', error: '' });
    expect(await walletMinor(t, p.token)).toBe(10_000);
  });

  it('refuses trial accounts', async () => {
    const { token } = await signedInMember(t.app, { accountType: TRIAL_TYPE });
    const d = await openDraw(t, brand, 'ELOTT_5D5');
    expect((await place(t, token, d, [posBet('3')])).body.errorCode).toBe('account.trial.forbidden');
  });
});
