import { lotteryOf } from '@app/contracts/lottery/games';
import { publishedRtp } from '@app/contracts/lottery/rules';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { BettingPage } = await import('./betting-page.tsx');
const { SessionProvider } = await import('../../session/index.ts');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');
const { sessionKeys, writeSession, clearSessionKeepingMerchant } = await import('../../../lib/storage.ts');

/** ELOTT_5D1 as the server's lottery.game answers it, from the shared definitions. */
function gameAnswer() {
  const def = lotteryOf('ELOTT_5D1');
  if (!def) throw new Error('missing lottery');
  const draw = (drawNo: string, closesAt: number) => ({
    gameCode: def.gameCode,
    drawNo,
    status: 'open' as const,
    closesAt,
    drawsAt: closesAt + 5_000,
    seedHash: 'ab'.repeat(32),
    seed: null,
    result: null,
    source: 'house' as const,
    voidReason: '',
  });
  return {
    gameCode: def.gameCode,
    nodeId: '77',
    vassalage: def.vassalage,
    kind: def.kind,
    name: def.names.EN,
    imgUrl: '',
    schedule: { kind: 'interval' as const, minutes: 1 },
    next: draw('20261127-0500', Date.now() + 600_000),
    last: null,
    enabled: true,
    playTypes: def.playTypes.map((p) => ({ ...p, groups: [...p.groups], rtp: publishedRtp(def, p) })),
    minUnit: 1,
    maxUnit: 100,
    stations: [],
    lots: 0,
    upcoming: [],
    chain: null,
  };
}

function renderPage() {
  return renderInLanguage(
    <MemoryRouter>
      <SessionProvider>
        <BettingPage gameCode="ELOTT_5D1" />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  queryClient.clear();
  writeSession(sessionKeys.token, 'token-of-a-member');
});
afterEach(() => {
  cleanup();
  clearSessionKeepingMerchant();
});

async function fillSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Combinations/ }));
  await user.click(screen.getByRole('button', { name: /First two straight/ }));
  const first = screen.getByRole('group', { name: '1st digit' });
  const second = screen.getByRole('group', { name: '2nd digit' });
  await user.click(within(first).getByRole('button', { name: '3' }));
  await user.click(within(first).getByRole('button', { name: '5' }));
  await user.click(within(second).getByRole('button', { name: '7' }));
  await user.type(screen.getByLabelText('Stake per unit'), '2');
  await user.click(screen.getByRole('button', { name: 'Add to slip' }));
}

describe('the betting page', () => {
  it('refuses a unit stake outside the limits before anything is sent', async () => {
    fakeServer.reset((id) => (id === 'lottery.game' ? gameAnswer() : undefined));
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: /^Combinations/ }));
    await user.click(screen.getByRole('button', { name: /First two straight/ }));
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    await user.type(screen.getByLabelText('Stake per unit'), '500');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole('alert').textContent).toBe('The stake per unit must be at most 100.');
    expect(screen.getByText('Your slip is empty. Pick numbers and add them.')).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'lottery.place')).toBe(false);
  });

  it('buys the slip on the open draw with a request id, and a refusal keeps the slip', async () => {
    let refuse = true;
    fakeServer.reset((id) => {
      if (id === 'lottery.game') return gameAnswer();
      if (id === 'lottery.place') {
        if (refuse) {
          throw new ApiError('lottery.exposure.number', 'err_lottery_exposure_number', 409);
        }
        return { tickets: [], balance: 96 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await renderPage();
    await fillSlip(user);
    const slip = screen.getByRole('region', { name: 'Bet slip' });
    // Two first digits x one second digit: two units of 2.
    expect(within(slip).getByText('Units: 2')).toBeTruthy();
    expect(within(slip).getByText(/Total/).textContent).toMatch(/4\.00/);
    await user.click(within(slip).getByRole('button', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your tickets' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This number has reached its payout limit for this draw. Choose another number or a smaller stake.',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Tickets bought. Good luck!')).toBeTruthy();
    const sent = fakeServer.calls.filter((c) => c.id === 'lottery.place').map((c) => c.input);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      gameCode: 'ELOTT_5D1',
      drawNo: '20261127-0500',
      bets: [{ playType: 'f2straight', selection: { p1: ['3', '5'], p2: ['7'] }, unit: 2 }],
    });
    // The retry is the same purchase: the same request id.
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    expect(String(sent[0]?.requestId)).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(screen.getByText('Your slip is empty. Pick numbers and add them.')).toBeTruthy();
  });
});
