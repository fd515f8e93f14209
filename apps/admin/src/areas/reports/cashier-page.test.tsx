import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import CashierPage from './cashier-page.tsx';
import PlayersPage from './players-page.tsx';

const cs = (count: number, sum: number) => ({ count, sum });

describe('the cashier and players reports', () => {
  it('shows each day with amounts and orders, a total line, and the statuses in words', async () => {
    fakeServer({
      'GET /backoffice/api/reports/cashier': ok({
        today: '2026-03-02',
        from: '2026-03-01',
        to: '2026-03-02',
        currency: 'PHP',
        minorUnits: 2,
        days: [
          {
            day: '2026-03-01',
            depositsRequested: cs(2, 350.25),
            depositsCredited: cs(0, 0),
            withdrawalsRequested: cs(0, 0),
            withdrawalsPaid: cs(0, 0),
          },
          {
            day: '2026-03-02',
            depositsRequested: cs(0, 0),
            depositsCredited: cs(1, 200),
            withdrawalsRequested: cs(1, 140),
            withdrawalsPaid: cs(1, 140),
          },
        ],
        total: {
          depositsRequested: cs(2, 350.25),
          depositsCredited: cs(1, 200),
          withdrawalsRequested: cs(1, 140),
          withdrawalsPaid: cs(1, 140),
        },
        depositStatuses: [
          { key: 'paid', count: 1, sum: 200 },
          { key: 'rejected', count: 1, sum: 150.25 },
        ],
        withdrawalStatuses: [{ key: 'fully_received', count: 1, sum: 140 }],
        depositChannels: [{ key: 'bank:bank', count: 2, sum: 350.25, credited: cs(1, 200) }],
      }),
    });
    renderAdmin(<CashierPage />);
    expect(
      await screen.findByText(
        'Deposits credited 200.00 PHP, withdrawals paid 140.00 PHP, from 2026-03-01 to 2026-03-02.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: /^Deposits and withdrawals from/ });
    const total = within(table).getAllByRole('row').at(-1);
    expect(total?.textContent).toContain('Total');
    expect(total?.textContent).toContain('350.25');
    expect(total?.textContent).toContain('Orders: 2');
    const withdrawals = screen.getByRole('table', { name: 'Withdrawals by status' });
    expect(within(withdrawals).getByRole('cell', { name: 'Fully received' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Deposits by status' })).getByRole('cell', { name: 'Rejected' }),
    ).toBeTruthy();
  });

  it('shows new members, first deposits and active players by day with the range total', async () => {
    fakeServer({
      'GET /backoffice/api/reports/players': ok({
        today: '2026-03-02',
        from: '2026-03-01',
        to: '2026-03-02',
        days: [
          { day: '2026-03-01', newMembers: 0, firstDeposits: 0, activePlayers: 2 },
          { day: '2026-03-02', newMembers: 1, firstDeposits: 1, activePlayers: 1 },
        ],
        total: { newMembers: 1, firstDeposits: 1, activePlayers: 2 },
      }),
    });
    renderAdmin(<PlayersPage />);
    expect(
      await screen.findByText('From 2026-03-01 to 2026-03-02: new members 1, first deposits 1, active players 2.'),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: /^Players from/ })).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe('Total112');
  });
});
