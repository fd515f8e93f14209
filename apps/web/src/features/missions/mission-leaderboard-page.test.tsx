import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: MissionLeaderboardPage } = await import('./mission-leaderboard-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const ENDS = Date.UTC(2030, 0, 2);
const mission = (id: number, over: Record<string, unknown>) => ({
  id,
  cadence: 'daily',
  kind: 'deposit',
  category: '',
  title: `Mission ${id}`,
  target: 100,
  progress: 40,
  percent: 40,
  reward: { kind: 'points', amount: 50 },
  status: 'inProgress',
  endsAt: ENDS,
  ...over,
});

const SUMMARY = {
  missions: [
    mission(1, { title: 'Deposit 100 today' }),
    mission(2, {
      title: 'Sign in on 5 days',
      kind: 'signin',
      cadence: 'weekly',
      target: 5,
      progress: 5,
      percent: 100,
      status: 'completed',
      reward: { kind: 'bonus', amount: 10 },
    }),
    mission(3, { title: 'Play 50 rounds', kind: 'rounds', target: 50, progress: 50, percent: 100, status: 'claimed' }),
  ],
  claimable: 1,
};

const BOARDS = {
  boards: [
    {
      id: 7,
      title: 'Top bettors today',
      metric: 'validBet',
      cadence: 'daily',
      period: '2030-01-01',
      endsAt: ENDS,
      prizes: [{ fromRank: 1, toRank: 1, kind: 'points', amount: 1000 }],
      top: [
        { rank: 1, name: 'ab***c', score: 500, me: false },
        { rank: 2, name: 'player2', score: 300, me: true },
      ],
      mine: { rank: 2, score: 300 },
    },
  ],
  winners: [
    {
      boardId: 7,
      title: 'Top bettors today',
      period: '2029-12-31',
      rank: 1,
      name: 'zz***y',
      score: 900,
      prize: { kind: 'cash', amount: 100 },
    },
  ],
};

beforeEach(() => queryClient.clear());
afterEach(cleanup);

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('missions and leaderboards page', () => {
  it('shows progress bars, claims a completed mission, and shows the boards with my rank and past winners', async () => {
    let claimed = false;
    fakeServer.reset((id, input) => {
      if (id === 'missions.summary') return SUMMARY;
      if (id === 'missions.leaderboard') return BOARDS;
      if (id === 'missions.claim') {
        expect(input).toEqual({ missionId: 2 });
        claimed = true;
        return { missionId: 2, reward: { kind: 'bonus', amount: 10 } };
      }
      return undefined;
    });
    const { container } = await renderInLanguage(<MissionLeaderboardPage />);
    const bar = await screen.findByRole('progressbar', { name: 'Deposit 100 today' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const first = screen.getByTestId('mission-1');
    expect((within(first).getByRole('button', { name: 'Claim Deposit 100 today' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(screen.getByTestId('mission-3')).getByText('Claimed')).toBeTruthy();
    expect(await screen.findByText('My rank: 2', { exact: false })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Standings: Top bettors today' });
    const mine = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain('player2');
    expect(screen.getByRole('region', { name: 'Winners and their prizes' }).textContent).toContain('zz***y');
    expect(await axeProblems(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Claim Sign in on 5 days' }));
    expect(claimed).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe('Reward for “Sign in on 5 days” claimed.');
  });

  it('says why a claim was refused, in the member’s language, and works by keyboard', async () => {
    fakeServer.reset((id) => {
      if (id === 'missions.summary') return SUMMARY;
      if (id === 'missions.leaderboard') return { boards: [], winners: [] };
      if (id === 'missions.claim') throw new ApiError('missions.claimed', 'err_missions_claimed', 409);
      return undefined;
    });
    const { container } = await renderInLanguage(<MissionLeaderboardPage />, 'CN');
    const button = await screen.findByRole('button', { name: '领取 Sign in on 5 days' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('这个任务的奖励已经领取过了。');
    expect(screen.getByText('还没有发放奖品。')).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);
  });
});
