import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: DepositPage } = await import('./deposit-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const channels = [
  {
    id: 'bank1',
    type: 'bank',
    name: 'Bank transfer',
    min: 100,
    max: 50_000,
    bankName: 'BDO',
    accountName: 'Demo Ltd',
    accountNumber: '0012-3456-7890',
  },
];
const wagering = { multiple: 10, base: 'bonus', contributions: { RNG: 100 }, maxBet: 50, maxWin: null, expiresDays: 7 };
const offer = (promotionId: number, title: string, amount: number | undefined) => ({
  promotionId,
  kind: promotionId === 5 ? 'first_deposit' : 'deposit',
  title,
  tiers: [{ minDeposit: 100, matchBp: 5000, cap: 300 }],
  wagering,
  bonusFor: amount === undefined ? null : amount >= 100 ? Math.min(amount / 2, 300) : 0,
});

function server(activeBonus = false) {
  fakeServer.reset((id, input) => {
    if (id === 'cashier.depositChannels') return channels;
    if (id === 'cashier.depositOrders') return { list: [], total: 0, totalPages: 0 };
    if (id === 'promotions.depositOffers') {
      const amount = input.amount as number | undefined;
      return activeBonus
        ? { list: [], activeBonus: true }
        : { list: [offer(5, 'Welcome 50%', amount), offer(8, 'Reload 50%', amount)], activeBonus: false };
    }
    if (id === 'cashier.depositCreate') {
      return { orderNo: 'D1', channelType: 'bank', amount: 400, status: 'pending', paymentUrl: '' };
    }
    return undefined;
  });
}

async function renderAt(url: string) {
  await renderInLanguage(
    <MemoryRouter initialEntries={[url]}>
      <DepositPage />
    </MemoryRouter>,
  );
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the deposit bonus choice', () => {
  it('shows the bonus the typed amount brings with its wagering, and sends the chosen promotion', async () => {
    server();
    await renderAt('/member/deposit');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Deposit bonus' });
    expect(within(group).getByRole('radio', { name: /No bonus/ })).toHaveProperty('checked', true);
    expect(group.textContent).toContain('Wager the bonus 10x within 7 days');
    expect(group.textContent).toContain('Maximum bet while wagering: P 50.00');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '400');
    expect((await within(group).findAllByText('This deposit brings a bonus of P 200.00')).length).toBe(2);
    expect(fakeServer.calls.some((c) => c.id === 'promotions.depositOffers' && c.input.amount === 400)).toBe(true);
    await user.click(within(group).getByRole('radio', { name: /Reload 50%/ }));
    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'REF123');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    await screen.findByRole('status');
    const sent = fakeServer.calls.find((c) => c.id === 'cashier.depositCreate');
    expect(sent?.input).toMatchObject({ channelId: 'bank1', amount: '400', promotionId: 8 });
    // The next deposit starts without a bonus.
    expect(within(group).getByRole('radio', { name: /No bonus/ })).toHaveProperty('checked', true);
  });

  it('preselects the promotion the address names, and sends none when "No bonus" is chosen', async () => {
    server();
    await renderAt('/member/deposit?promotionId=5');
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Deposit bonus' });
    expect(within(group).getByRole('radio', { name: /Welcome 50%/ })).toHaveProperty('checked', true);
    await user.click(within(group).getByRole('radio', { name: /No bonus/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'REF9');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    await screen.findByRole('status');
    expect(fakeServer.calls.find((c) => c.id === 'cashier.depositCreate')?.input.promotionId).toBeNull();
  });

  it('says why no bonus can be chosen while one is being wagered', async () => {
    server(true);
    await renderAt('/member/deposit?promotionId=5');
    const user = userEvent.setup();
    expect((await screen.findByTestId('deposit-bonus-note')).textContent).toContain(
      'No deposit bonus can be chosen while you are wagering a bonus.',
    );
    expect(screen.queryByRole('group', { name: 'Deposit bonus' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'REF9');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    await screen.findByRole('status');
    expect(fakeServer.calls.find((c) => c.id === 'cashier.depositCreate')?.input.promotionId).toBeNull();
  });
});

describe('the deposit page as it loads', () => {
  it('shows the form and the recent deposits together once the channels and the bonus choice have answered', async () => {
    let release: () => void = () => {};
    const offersHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeServer.reset(async (id) => {
      if (id === 'cashier.depositChannels') return channels;
      if (id === 'cashier.depositOrders') return { list: [], total: 0, totalPages: 0 };
      if (id === 'promotions.depositOffers') {
        await offersHeld;
        return { list: [offer(5, 'Welcome 50%', undefined)], activeBonus: false };
      }
      return undefined;
    });
    await renderAt('/member/deposit');
    // Channels are in, the bonus choice is not: nothing of the form or the list shows yet.
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Recent deposits' })).toBeNull();
    release();
    expect(await screen.findByRole('textbox', { name: 'Amount' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Deposit bonus' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent deposits' })).toBeTruthy();
  });
});
