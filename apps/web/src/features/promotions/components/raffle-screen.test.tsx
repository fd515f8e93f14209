import { createHmac } from 'node:crypto';
import { drawRaffleSync } from '@app/contracts/promotions/raffle-draw';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { RaffleScreen } = await import('./raffle-screen.tsx');
const { ApiError } = await import('../../../lib/api-client.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

// sha256("abc"), the standard test vector.
const ABC_HASH = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

function raffle(over: Record<string, unknown> = {}) {
  return {
    promotionId: 11,
    title: 'Weekly raffle',
    status: 'open',
    drawAt: Date.now() + 26 * 3_600_000,
    seedHash: ABC_HASH,
    seed: null,
    joined: false,
    myTickets: 0,
    totalTickets: 12,
    prizes: [
      { rank: 1, amount: 1000, count: 1 },
      { rank: 2, amount: 100, count: 3 },
    ],
    winners: [],
    ...over,
  };
}

// A drawn raffle whose winners the server's code (node:crypto) drew from the seed "abc".
const DRAW_AT = 1_790_000_000_000;
const ENTRY_TICKETS = [3, 0, 5, 12, 1];
const PRIZES = [
  { rank: 1, amount: 1000, count: 1 },
  { rank: 2, amount: 100, count: 2 },
];
const hmac = (key: string, message: string) => new Uint8Array(createHmac('sha256', key).update(message).digest());
const drawnWinners = drawRaffleSync(
  'abc',
  11,
  DRAW_AT,
  ENTRY_TICKETS.map((tickets, i) => ({ memberId: i + 1, tickets })),
  PRIZES,
  hmac,
);
const drawn = (
  winners = drawnWinners.map((w) => ({
    rank: w.rank,
    username: `m***${w.memberId}`,
    ticket: w.ticket,
    amount: w.amount,
    mine: false,
  })),
) =>
  raffle({
    status: 'drawn',
    drawAt: DRAW_AT,
    seed: 'abc',
    prizes: PRIZES,
    winners,
    entryTickets: ENTRY_TICKETS,
    totalTickets: 21,
  });

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the raffle screen', () => {
  it('shows the countdown, the seed hash and my tickets, and joins', async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.raffle') return raffle();
      if (id === 'promotions.claimRaffle') return raffle({ joined: true, totalTickets: 12 });
      return undefined;
    });
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />);
    const user = userEvent.setup();
    expect(await screen.findByText(ABC_HASH)).toBeTruthy();
    expect(screen.getByText('Draw in')).toBeTruthy();
    expect(screen.getByText(/^1d (01:59:[0-5]\d|02:00:00)$/)).toBeTruthy();
    expect(screen.getByText('0 of 12')).toBeTruthy();
    expect(screen.getByText(/^Prize 1: .*1,000\.00 × 1$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join the raffle' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You have joined: tickets count from now until the draw.',
    );
    expect(screen.queryByRole('button', { name: 'Join the raffle' })).toBeNull();
    expect(fakeServer.calls.find((c) => c.id === 'promotions.claimRaffle')?.input).toEqual({ promotionId: 11 });
  });

  it("shows a refused join in the member's language", async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.raffle') return raffle();
      if (id === 'promotions.claimRaffle') throw new ApiError('promotions.raffle.drawn', 'err_promo_raffle_drawn', 409);
      return undefined;
    });
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />, 'CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '参加抽奖' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该抽奖已开奖。');
  });

  it('once drawn shows the seed and the winners, and checks the seed against the published hash', async () => {
    fakeServer.reset((id) =>
      id === 'promotions.raffle'
        ? raffle({
            status: 'drawn',
            drawAt: Date.now() - 60_000,
            seed: 'abc',
            joined: true,
            myTickets: 4,
            winners: [
              { rank: 1, username: 'ab***z', ticket: 7, amount: 1000, mine: false },
              { rank: 2, username: 'me***1', ticket: 2, amount: 100, mine: true },
            ],
          })
        : undefined,
    );
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />);
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PrizeMemberTicketAmount',
      expect.stringMatching(/^1ab\*\*\*z7.*1,000\.00$/),
      expect.stringMatching(/^2me\*\*\*1 \(you\)2.*100\.00$/),
    ]);
    expect(screen.getByText('abc')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the raffle' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check the seed' }));
    // No entrants' tickets in the answer: only the seed can be checked.
    expect((await screen.findByRole('status')).textContent).toBe(
      'The seed matches the hash published before the draw.',
    );
  });

  it('recomputes the winners from the seed in the browser and finds the published ones', async () => {
    expect(drawnWinners).toHaveLength(3);
    fakeServer.reset((id) => (id === 'promotions.raffle' ? drawn() : undefined));
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the seed' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Checked: the seed matches the hash published before the draw, and the winners recomputed from it in your browser are the ones shown.',
    );
  });

  it('fails the check when a published winning ticket is not the one the seed draws', async () => {
    const tampered = drawnWinners.map((w, i) => ({
      rank: w.rank,
      username: 'x***y',
      ticket: i === 0 ? (w.ticket % 21) + 1 : w.ticket,
      amount: w.amount,
      mine: false,
    }));
    fakeServer.reset((id) => (id === 'promotions.raffle' ? drawn(tampered) : undefined));
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the seed' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The check FAILED: the seed or the winners do not match what was published.',
    );
  });

  it('says so when the revealed seed does not match the hash', async () => {
    fakeServer.reset((id) =>
      id === 'promotions.raffle' ? raffle({ status: 'drawn', drawAt: Date.now() - 1, seed: 'abd' }) : undefined,
    );
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check the seed' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The check FAILED: the seed or the winners do not match what was published.',
    );
  });

  it('asks an anonymous reader to sign in to join', async () => {
    fakeServer.reset((id) => (id === 'promotions.raffle' ? raffle() : undefined));
    await renderInLanguage(<RaffleScreen promotionId={11} signedIn={false} />);
    expect(await screen.findByText('Sign in or register to join the raffle.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the raffle' })).toBeNull();
  });
});
