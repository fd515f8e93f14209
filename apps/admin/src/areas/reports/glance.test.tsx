import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { TodayGlance } from './glance.tsx';

describe('today at a glance', () => {
  it('shows the brand day so far: GGR, deposits, withdrawals, new members, active players', async () => {
    fakeServer({
      'GET /backoffice/api/reports/glance': ok({
        day: '2026-03-02',
        currency: 'PHP',
        minorUnits: 2,
        ggr: -6,
        deposits: { count: 1, sum: 1200 },
        withdrawals: { count: 2, sum: 140 },
        newMembers: 4,
        activePlayers: 17,
      }),
    });
    renderAdmin(<TodayGlance />);
    const region = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(region.textContent).toContain('Brand day 2026-03-02, so far');
    expect(screen.getByText('GGR').nextElementSibling?.textContent).toContain('-6.00');
    expect(screen.getByText('Deposits credited').nextElementSibling?.textContent).toContain('1,200.00');
    expect(screen.getByText('Withdrawals paid').nextElementSibling?.textContent).toContain('Orders: 2');
    expect(screen.getByText('Active players').nextElementSibling?.textContent).toBe('17');
  });

  it('shows nothing to a role the server refuses', async () => {
    const s = fakeServer({
      'GET /backoffice/api/reports/glance': fail(403, 'staff.role.forbidden', 'Your role does not allow this.'),
    });
    const { container } = renderAdmin(<TodayGlance />);
    await waitFor(() => expect(s.requests.length).toBe(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
