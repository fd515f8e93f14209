import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import RecallPage from './recall-page.tsx';

const ROUNDS = 'GET /backoffice/api/rg/rounds';
const ROUND = 'GET /backoffice/api/rg/round';
const STARTED = Date.UTC(2026, 4, 2, 10, 30);

const houseRound = {
  id: 11,
  username: 'alice',
  vendor: 'HOUSE',
  gameCode: 'SLOT1',
  gameName: 'Lucky Reels',
  category: 'SLOT',
  roundId: 'h501',
  status: 'settled',
  stake: 10,
  win: 25,
  freePlay: false,
  startedAt: STARTED,
  settledAt: STARTED + 2000,
};
const vendorRound = {
  ...houseRound,
  id: 12,
  vendor: 'STF',
  gameCode: '5001',
  gameName: 'Dragon Tiger',
  category: 'LIVE',
  roundId: 'stf-889',
  status: 'rolled_back',
  stake: 50,
  win: 0,
  freePlay: true,
  startedAt: STARTED - 60_000,
  settledAt: null,
};
const houseDetail = {
  round: houseRound,
  moves: [
    {
      action: 'bet',
      transactionId: 'tx-bet-1',
      amount: 10,
      at: STARTED,
      balanceBefore: 100,
      balanceAfter: 90,
      rolledBackBy: null,
    },
    {
      action: 'win',
      transactionId: 'tx-win-1',
      amount: 25,
      at: STARTED + 2000,
      balanceBefore: 90,
      balanceAfter: 115,
      rolledBackBy: null,
    },
  ],
  house: {
    kind: 'slot',
    bet: { lines: 20, stake: 10 },
    outcome: { reels: [3, 7, 7], win: 25 },
    serverSeedHash: 'a1b2c3d4e5',
    serverSeed: null,
    clientSeed: 'client-seed-9',
    nonce: 7,
  },
};
const rowOf = (el: HTMLElement) => el.closest('tr') as HTMLElement;
const requestsTo = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.url);

async function search(name: string) {
  const form = await screen.findByRole('form', { name: "Find a member's rounds" });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), name);
  await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
}

describe('responsible gaming: game recall', () => {
  it('lists a member’s rounds and opens one with its moves, balances and the house outcome', async () => {
    const server = fakeServer({
      [ROUNDS]: ok({ list: [houseRound, vendorRound], total: 2 }),
      [ROUND]: ok(houseDetail),
    });
    renderAdmin(<RecallPage />, { path: '/rg/recall' });
    expect(screen.getByText("Enter a member's username to list their rounds, newest first.")).toBeTruthy();
    await search('alice');
    const table = await screen.findByRole('table', { name: 'Rounds of alice' });
    expect(requestsTo(server, '/backoffice/api/rg/rounds')).toEqual([
      '/backoffice/api/rg/rounds?username=alice&pageNo=1&pageSize=20',
    ]);
    expect(screen.getByText('alice: 2 rounds in all.')).toBeTruthy();
    const house = rowOf(await within(table).findByText('Lucky Reels'));
    expect(within(house).getByText('HOUSE')).toBeTruthy();
    expect(within(house).getByText('Settled')).toBeTruthy();
    expect(within(house).getByText('10.00')).toBeTruthy();
    expect(within(house).getByText('25.00')).toBeTruthy();
    const vendor = rowOf(within(table).getByText('Dragon Tiger'));
    expect(within(vendor).getByText('Rolled back')).toBeTruthy();
    expect(within(vendor).getByText('Free play')).toBeTruthy();

    await userEvent.click(within(house).getByRole('link', { name: 'Open round h501' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round h501' });
    expect(requestsTo(server, '/backoffice/api/rg/round')).toEqual(['/backoffice/api/rg/round?id=11']);
    const moves = await within(dialog).findByRole('table', { name: 'Moves of round h501' });
    const bet = rowOf(within(moves).getByText('tx-bet-1'));
    expect(within(bet).getByText('Bet')).toBeTruthy();
    expect(within(bet).getByText('100.00')).toBeTruthy();
    expect(within(bet).getByText('90.00')).toBeTruthy();
    const win = rowOf(within(moves).getByText('tx-win-1'));
    expect(within(win).getByText('Win')).toBeTruthy();
    expect(within(win).getByText('115.00')).toBeTruthy();
    expect(within(dialog).getByText('House game: the engine’s record')).toBeTruthy();
    const outcome = within(dialog).getByRole('figure', { name: 'Outcome, as the engine made it' });
    expect(outcome.querySelector('pre')?.textContent).toBe(JSON.stringify({ reels: [3, 7, 7], win: 25 }, null, 2));
    const engineBet = within(dialog).getByRole('figure', { name: 'Bet, as the engine took it' });
    expect(engineBet.querySelector('pre')?.textContent).toContain('"lines": 20');
    expect(within(dialog).getByText('a1b2c3d4e5')).toBeTruthy();
    expect(within(dialog).getByText('Revealed when the round is over')).toBeTruthy();
    expect(within(dialog).getByText('client-seed-9')).toBeTruthy();
    expect(within(dialog).getByText('7')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('table', { name: 'Rounds of alice' })).toBeTruthy();
  });

  it('opens a round straight from its address: an outside vendor’s rollback, balances not recorded', async () => {
    fakeServer({
      [ROUNDS]: ok({ list: [vendorRound], total: 1 }),
      [ROUND]: ok({
        round: vendorRound,
        moves: [
          {
            action: 'bet',
            transactionId: 'stf-b-1',
            amount: 50,
            at: STARTED - 60_000,
            balanceBefore: null,
            balanceAfter: null,
            rolledBackBy: 'stf-rb-1',
          },
        ],
        house: null,
      }),
    });
    renderAdmin(<RecallPage />, {
      path: '/rg/recall?member=alice&round=12',
      me: { role: 'support', staff: { ...OWNER, role: 'support' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Round stf-889' });
    const moves = await within(dialog).findByRole('table', { name: 'Moves of round stf-889' });
    const bet = rowOf(within(moves).getByText('stf-b-1'));
    expect(within(bet).getAllByText('Not recorded')).toHaveLength(2);
    expect(within(bet).getByText('stf-rb-1')).toBeTruthy();
    expect(within(dialog).getByText('Not settled yet')).toBeTruthy();
    expect(within(dialog).getByText('An outside vendor’s round: its outcome is kept by the vendor.')).toBeTruthy();
    expect(within(dialog).queryByText('Server seed')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('table', { name: 'Rounds of alice' })).toBeTruthy();
  });

  it('shows the server’s refusal for an unknown username', async () => {
    fakeServer({
      [ROUNDS]: fail(404, 'rg.member.not.found', 'No member with this username in this brand.', {
        field: 'username',
      }),
    });
    renderAdmin(<RecallPage />, { path: '/rg/recall' });
    await search('nobody');
    expect((await screen.findByRole('alert')).textContent).toBe('No member with this username in this brand.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through a member’s rounds', async () => {
    const server = fakeServer({
      [ROUNDS]: ok({ list: [houseRound], total: 45 }),
    });
    renderAdmin(<RecallPage />, { path: '/rg/recall?member=alice' });
    await screen.findByText('Lucky Reels');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeTruthy();
    expect(requestsTo(server, '/backoffice/api/rg/rounds').at(-1)).toBe(
      '/backoffice/api/rg/rounds?username=alice&pageNo=2&pageSize=20',
    );
  });

  it('says when a member has no rounds', async () => {
    fakeServer({ [ROUNDS]: ok({ list: [], total: 0 }) });
    renderAdmin(<RecallPage />, { path: '/rg/recall?member=bob' });
    expect(await screen.findByText('bob has played no rounds yet.')).toBeTruthy();
  });
});
