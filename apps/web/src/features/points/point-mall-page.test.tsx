import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: PointMallPage } = await import('./point-mall-page.tsx');
const { SessionProvider } = await import('../session/index.ts');
const { queryClient } = await import('../../lib/query-client.ts');
const { writeSession, sessionKeys } = await import('../../lib/storage.ts');

const ITEMS = {
  list: [
    {
      id: 1,
      kind: 'voucher',
      name: 'Cash voucher 50',
      description: 'Paid once approved.',
      points: 500,
      amount: 50,
      wageringMultiple: 0,
      stock: 10,
      perMemberLimit: 5,
      redeemed: 0,
      art: '/art/points/1.svg',
    },
    {
      id: 2,
      kind: 'goods',
      name: 'Branded mug',
      description: '',
      points: 800,
      amount: 0,
      wageringMultiple: 0,
      stock: 0,
      perMemberLimit: null,
      redeemed: 0,
      art: '/art/points/2.svg',
    },
  ],
};
const CONFIG = {
  enabled: true,
  earnBetPerPoint: 30,
  convertPoints: 100,
  convertAmount: 1,
  convertMinPoints: 100,
  currency: 'PHP',
};

function answer(id: string) {
  if (id === 'points.items') return ITEMS;
  if (id === 'points.config') return CONFIG;
  if (id === 'points.balance') return { points: 600, earned: 600, spent: 0 };
  if (id === 'points.redemptions') return { list: [], total: 0 };
  if (id === 'points.details')
    return { list: [{ id: 1, points: 600, balance: 600, source: 'bet', remark: 'b1', time: 1 }], total: 1 };
  return undefined;
}

const page = () =>
  renderInLanguage(
    <SessionProvider>
      <PointMallPage />
    </SessionProvider>,
  );

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  fakeServer.reset(answer);
});
afterEach(cleanup);

describe('the points mall', () => {
  it('shows visitors the items and a sign-in prompt, without redeem buttons or their points', async () => {
    const { container } = await page();
    expect(await screen.findByRole('heading', { name: 'Cash voucher 50' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your points and redeem items.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Redeem/ })).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'points.balance')).toBe(false);
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('a member sees the points, redeems what they can afford, and closing the member centre clears the state', async () => {
    writeSession(sessionKeys.token, 'tok');
    await page();
    expect(await screen.findByText('600 points')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Redeem: Cash voucher 50' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Redeem: Branded mug' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Valid bets')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    await user.click(screen.getByRole('button', { name: 'Redeem: Cash voucher 50' }));
    expect(screen.getByRole('dialog', { name: 'Redeem: Cash voucher 50' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('member-centre:closed'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
  });
});
