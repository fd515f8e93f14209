import type { TReward } from '@app/contracts/calls/promotions';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: RewardCenterPage } = await import('./reward-center-page.tsx');
const { useRewardsCount } = await import('./api/get-rewards.ts');
const { queryClient } = await import('../../lib/query-client.ts');
const { ApiError } = await import('../../lib/api-client.ts');

const reward = (id: number, over: Partial<TReward> = {}): TReward => ({
  id,
  source: 'rebate',
  promotionId: 2,
  title: `Daily rebate ${id}`,
  amount: 12.5,
  wageringMultiple: 0,
  needsContact: false,
  status: 'claimable',
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: null,
  claimedAt: null,
  ...over,
});

/** The badge as the member-centre menu shows it (pages.ts reads the same count). */
function Badge() {
  return <span data-testid="badge">{useRewardsCount().data?.unclaimed ?? 0}</span>;
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the reward centre', () => {
  it('says why when the rewards cannot be read, and reads them again on "Try again"', async () => {
    let down = true;
    fakeServer.reset((id) => {
      if (id === 'promotions.rewards') {
        if (down) throw new ApiError('system.busy', 'err_unknown', 503, {}, 'The system is busy.');
        return { list: [reward(1)], total: 1, unclaimed: 1 };
      }
      return undefined;
    });
    await renderInLanguage(<RewardCenterPage open={() => {}} close={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The system is busy.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily rebate 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists claimable rewards, and after a claim refreshes the list and the unclaimed count', async () => {
    let claimable = [reward(1), reward(2, { wageringMultiple: 3, source: 'referral' })];
    const history: TReward[] = [];
    fakeServer.reset((id, input) => {
      if (id === 'promotions.rewards') {
        const list = input.status === 'history' ? history : claimable;
        return { list, total: list.length, unclaimed: claimable.length };
      }
      if (id === 'promotions.rewardsCount') return { unclaimed: claimable.length };
      if (id === 'promotions.claimReward') {
        const claimed = { ...reward(1), status: 'claimed' as const, claimedAt: Date.UTC(2026, 10, 21) };
        claimable = claimable.filter((r) => r.id !== input.rewardId);
        history.push(claimed);
        return { reward: claimed, cash: 12.5, bonusGrantId: null };
      }
      return undefined;
    });
    await renderInLanguage(
      <>
        <Badge />
        <RewardCenterPage open={() => {}} close={() => {}} />
      </>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'To claim (2)' })).toBeTruthy();
    expect(screen.getByTestId('badge').textContent).toBe('2');
    expect(screen.getByText('Becomes a bonus: wager 3x')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim Daily rebate 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Claim P 12.50' }));
    await within(dialog).findByText('P 12.50 has been paid into your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('tab', { name: 'To claim (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Daily rebate 1' })).toBeNull();
    expect(screen.getByTestId('badge').textContent).toBe('1');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const row = await screen.findByRole('row', { name: /Daily rebate 1/ });
    expect(row.textContent).toContain('Claimed');
    expect(row.textContent).toContain('Paid as cash');
  });

  it('says so when there is nothing to claim and no history', async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.rewards') return { list: [], total: 0, unclaimed: 0 };
      return undefined;
    });
    await renderInLanguage(<RewardCenterPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/No rewards to claim right now/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No rewards claimed yet.')).toBeTruthy();
  });
});
