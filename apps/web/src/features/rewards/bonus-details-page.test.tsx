import type { TGrant } from '@app/contracts/calls/bonus';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: BonusDetailsPage } = await import('./bonus-details-page.tsx');
const { ApiError } = await import('../../lib/api-client.ts');
const { queryClient } = await import('../../lib/query-client.ts');
const { LIVE_REFRESH_MS } = await import('./components/use-live-refresh.ts');

const grant = (over: Partial<TGrant> = {}): TGrant => ({
  id: 12,
  promotionId: 3,
  title: 'Reload 50%',
  amount: 100,
  deposit: 200,
  wageringRequired: 750,
  wagered: 250,
  progressBp: 2500,
  contributions: { RNG: 100, LIVE: 10 },
  maxBet: 25,
  maxWin: 1000,
  status: 'active',
  statusReason: '',
  balance: 80.5,
  converted: 0,
  forfeited: 0,
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: Date.UTC(2026, 10, 27),
  endedAt: null,
  ...over,
});

beforeEach(() => queryClient.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('bonus details', () => {
  it('says why when the details cannot be read, and reads them again on "Try again"', async () => {
    let down = true;
    fakeServer.reset((id) => {
      if (id === 'bonus.details') {
        if (down) throw new ApiError('network', 'err_network', 0);
        return { active: grant(), bonusBalance: 80.5, list: [grant()], total: 1 };
      }
      return undefined;
    });
    await renderInLanguage(<BonusDetailsPage open={() => {}} close={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection|network/i);
    expect(screen.queryByRole('status')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('wagering-progress')).textContent).toBe('P 250.00 of P 1,000.00 wagered (25%)');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the progress, limits and what each category counts, and follows the progress live', async () => {
    let wagered = 250;
    fakeServer.reset((id) => {
      if (id === 'bonus.details') {
        const active = grant({ wagered, wageringRequired: 1000 - wagered, progressBp: wagered * 10 });
        return { active, bonusBalance: 80.5, list: [active], total: 1 };
      }
      return undefined;
    });
    await renderInLanguage(<BonusDetailsPage open={() => {}} close={() => {}} />);
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('wagering-progress').textContent).toBe('P 250.00 of P 1,000.00 wagered (25%)');
    expect(screen.getByTestId('active-bonus-balance').textContent).toBe('P 80.50');
    const counts = screen.getByRole('table', { name: 'What each game category counts' });
    expect(within(counts).getByRole('row', { name: /Slots/ }).textContent).toContain('100%');
    expect(within(counts).getByRole('row', { name: /Live/ }).textContent).toContain('10%');
    expect(screen.getByText('P 25.00')).toBeTruthy();

    // Bets are counted on the server; the page asks again every few seconds while it is shown.
    wagered = 600;
    await act(() => new Promise((r) => setTimeout(r, LIVE_REFRESH_MS + 300)));
    expect(screen.getByTestId('wagering-progress').textContent).toBe('P 600.00 of P 1,000.00 wagered (60%)');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  }, 15_000);

  it('explains what giving up loses before it happens, and sends confirm: true only on the confirmation', async () => {
    let active: TGrant | null = grant();
    fakeServer.reset((id, input) => {
      if (id === 'bonus.details') return { active, bonusBalance: active ? 80.5 : 0, list: [grant()], total: 1 };
      if (id === 'bonus.forfeit') {
        active = null;
        return grant({ status: 'forfeited', statusReason: 'Given up by you', balance: 0, ...input });
      }
      return undefined;
    });
    await renderInLanguage(<BonusDetailsPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Give up bonus' }));
    let dialog = screen.getByRole('dialog', { name: 'Give up this bonus?' });
    expect(dialog.textContent).toContain('the bonus balance of P 80.50 is removed');
    expect(dialog.textContent).toContain('the wagering you have done (P 250.00 of P 1,000.00) is lost');
    expect(dialog.textContent).toContain('your real money stays in your wallet.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(fakeServer.calls.some((c) => c.id === 'bonus.forfeit')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Give up bonus' }));
    dialog = screen.getByRole('dialog', { name: 'Give up this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Give up P 80.50' }));
    expect(await screen.findByText(/The bonus has been given up/)).toBeTruthy();
    expect(fakeServer.calls.filter((c) => c.id === 'bonus.forfeit').map((c) => c.input)).toEqual([
      { grantId: 12, confirm: true },
    ]);
    expect(await screen.findByText(/You are not wagering a bonus/)).toBeTruthy();
  });

  it("opens a grant's history with each bet's contribution", async () => {
    fakeServer.reset((id) => {
      if (id === 'bonus.details') {
        return { active: null, bonusBalance: 0, list: [grant({ status: 'completed', converted: 95 })], total: 1 };
      }
      if (id === 'bonus.grant') {
        return {
          grant: grant({ status: 'completed', statusReason: 'Wagering complete' }),
          events: [
            { at: Date.UTC(2026, 10, 21), kind: 'converted', category: null, game: '', valid: 0, amount: 95 },
            { at: Date.UTC(2026, 10, 21), kind: 'wager', category: 'RNG', game: 'Lucky 7', valid: 40, amount: 40 },
          ],
          total: 2,
        };
      }
      return undefined;
    });
    await renderInLanguage(<BonusDetailsPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Converted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'History of Reload 50%' }));
    const dialog = screen.getByRole('dialog', { name: 'History: Reload 50%' });
    expect(await within(dialog).findByText('Slots · Lucky 7')).toBeTruthy();
    expect(within(dialog).getByText(/Wagering complete/)).toBeTruthy();
    expect(fakeServer.calls.find((c) => c.id === 'bonus.grant')?.input).toMatchObject({ grantId: 12 });
  });
});
