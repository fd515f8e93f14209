import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import PromotionsPage from './promotions-page.tsx';

const row = (over: Record<string, unknown> = {}) => ({
  id: 8,
  code: 'SHARE',
  kind: 'application',
  category: 'event',
  title: 'Share and win',
  status: 'live',
  startsAt: Date.UTC(2030, 0, 1),
  endsAt: null,
  sort: 20,
  cost: 1234.5,
  participants: 12,
  pendingApplications: 3,
  updatedAt: 0,
  updatedBy: 'boss',
  ...over,
});

describe('the promotions list', () => {
  it('shows status, cost, participants and a link to the applications waiting; filters by status and kind', async () => {
    const server = fakeServer({ 'GET /backoffice/api/promotions': ok({ list: [row()], total: 1, currency: 'PHP' }) });
    renderAdmin(<PromotionsPage />);
    const tr = (await screen.findByRole('link', { name: 'Share and win' })).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Live')).toBeTruthy();
    expect(within(tr).getByText('1,234.50 PHP')).toBeTruthy();
    expect(within(tr).getByText('no end', { exact: false })).toBeTruthy();
    const waiting = within(tr).getByRole('link', { name: '3 applications waiting for Share and win' });
    expect(waiting.getAttribute('href')).toBe('/promotions/applications?promotionId=8');
    expect(screen.getByRole('link', { name: 'New promotion' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'raffle');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = server.requests[server.requests.length - 1]?.url ?? '';
      expect(last).toContain('status=draft');
      expect(last).toContain('kind=raffle');
    });
  });

  it('offers no new promotion to staff who may not edit', async () => {
    fakeServer({ 'GET /backoffice/api/promotions': ok({ list: [], total: 0, currency: 'PHP' }) });
    renderAdmin(<PromotionsPage />, { me: { role: 'support', staff: { ...OWNER, role: 'support' } } });
    expect(await screen.findByText('No promotions match.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New promotion' })).toBeNull();
  });
});
