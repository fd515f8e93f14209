import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: PlayerRankPage } = await import('./player-rank-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const level = (n: number, name: string, bet: number, dep: number, up: number, month: number) => ({
  level: n,
  name,
  minValidBet: bet,
  minDeposit: dep,
  upgradeBonus: up,
  monthlyBonus: month,
  wageringMultiple: n === 0 ? 0 : 1,
  vipService: n > 4,
});

const RANK = {
  level: 2,
  name: 'Silver',
  highest: 3,
  rollingDays: 30,
  progress: {
    validBet: 30_000,
    deposit: 12_000,
    next: {
      level: 3,
      name: 'Gold',
      minValidBet: 200_000,
      minDeposit: 30_000,
      validBetPercent: 15,
      depositPercent: 40,
    },
  },
  levels: [
    level(0, 'Member', 0, 0, 0, 0),
    level(1, 'Bronze', 10_000, 2_000, 88, 18),
    level(2, 'Silver', 50_000, 10_000, 188, 38),
    level(3, 'Gold', 200_000, 30_000, 588, 88),
    level(4, 'Platinum', 500_000, 80_000, 1_288, 188),
    level(5, 'Diamond', 1_500_000, 200_000, 3_888, 588),
  ],
  nextCheckAt: Date.UTC(2026, 11, 1),
};

beforeEach(() => queryClient.clear());
afterEach(cleanup);

/** Serious and critical axe findings (colour contrast needs real layout: the browser journeys check it). */
async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('player rank', () => {
  it('shows the level with its badge, progress bars to the next level and the levels table with rewards', async () => {
    fakeServer.reset((id) => (id === 'vip.rank' ? RANK : undefined));
    const open = vi.fn();
    const { container } = await renderInLanguage(<PlayerRankPage open={open} close={() => {}} />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 2 · Silver');
    const badge = screen.getByRole('img', { name: 'VIP 2 Silver badge' });
    expect(badge.getAttribute('data-level')).toBe('2');
    expect(badge.querySelectorAll('polygon').length).toBeGreaterThan(1);
    expect(screen.getByText('Highest level reached: VIP 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Progress to VIP 3 · Gold' })).toBeTruthy();
    const bet = screen.getByRole('progressbar', { name: 'Valid bet' });
    expect(bet.getAttribute('aria-valuenow')).toBe('15');
    expect(screen.getByRole('progressbar', { name: 'Deposits' }).getAttribute('aria-valuenow')).toBe('40');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    const mine = rows.find((r) => r.getAttribute('aria-current') === 'true');
    expect(mine?.textContent).toContain('Silver');
    expect(rows[6]?.textContent).toContain('VIP service channel');
    expect(rows[6]?.textContent).toContain('3,888.00');
    expect(await axeProblems(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Open my reward centre' }));
    expect(open).toHaveBeenCalledWith('rewardCenter');
  });

  it('says so at the top level, and in the member’s language', async () => {
    fakeServer.reset((id) =>
      id === 'vip.rank'
        ? { ...RANK, level: 5, name: '钻石', progress: { validBet: 0, deposit: 0, next: null } }
        : undefined,
    );
    const { container } = await renderInLanguage(<PlayerRankPage />, 'CN');
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 5 · 钻石');
    expect(screen.getByText('您已是最高等级。每月达到门槛即可保级。')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await axeProblems(container)).toEqual([]);
  });
});
