import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import RunsPage from './runs-page.tsx';

const run = {
  id: 1,
  kind: 'dailyWage',
  period: 'daily',
  periodStart: Date.UTC(2032, 0, 14),
  periodEnd: Date.UTC(2032, 0, 15),
  payouts: 2,
  gross: 60,
  platformGross: 10,
  paid: 10,
  waiting: 1,
  waitingAmount: 50,
  approval: 'auto',
  approvedBy: '',
};

const held = { ...run, id: 2, kind: 'dividend', period: 'weekly', platformGross: 80_000, paid: 0, approval: 'held' };
const nextRun = ok({ kind: 'dailyWage', periods: [], currency: 'PHP' });
const runsOf = (list: unknown[]) => ok({ list, pageNo: 1, pageSize: 20, total: list.length, currency: 'PHP' });

describe('the payout runs page', () => {
  it('shows runs with totals and the next run; the filter form sends the kind and the days', async () => {
    const server = fakeServer({
      'GET /backoffice/api/agent-payouts/runs': ok({ list: [run], pageNo: 1, pageSize: 20, total: 1, currency: 'PHP' }),
      'GET /backoffice/api/agent-payouts/next': ok({
        kind: 'dailyWage',
        periods: [
          {
            period: 'daily',
            periodStart: Date.UTC(2032, 0, 15),
            periodEnd: Date.UTC(2032, 0, 16),
            payouts: 2,
            gross: 12,
            platformGross: 2,
          },
        ],
        currency: 'PHP',
      }),
    });
    renderAdmin(<RunsPage />);
    const table = await screen.findByRole('table', { name: 'Payout runs' });
    const cells = (await within(table).findByText('Daily wage')).closest('tr') as HTMLElement;
    expect(within(cells).getByText('60.00')).toBeTruthy();
    expect(within(cells).getByText('50.00')).toBeTruthy();
    const next = await screen.findByRole('table', { name: 'Next run so far: Daily wage' });
    expect(await within(next).findByText('12.00')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'dividend');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    await userEvent.clear(to);
    await userEvent.type(to, '2032-01-31');
    await userEvent.clear(from);
    await userEvent.type(from, '2032-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Next run so far: Dividend' });
    const last = server.requests.filter((r) => r.path === '/backoffice/api/agent-payouts/runs').at(-1);
    const q = new URL(last?.url ?? '', 'http://x').searchParams;
    expect([q.get('kind'), q.get('from'), q.get('to')]).toEqual(['dividend', '2032-01-01', '2032-01-31']);
  });

  it('a held run is approved with a reason; the page says the platform pays it', async () => {
    const server = fakeServer({
      'GET /backoffice/api/agent-payouts/runs': runsOf([held, run]),
      'GET /backoffice/api/agent-payouts/next': nextRun,
      'POST /backoffice/api/agent-payouts/runs/approve': ok({ ...held, approval: 'approved', approvedBy: 'fin1' }),
    });
    renderAdmin(<RunsPage />, { me: { role: 'finance', staff: { ...OWNER, role: 'finance' } } });
    const table = await screen.findByRole('table', { name: 'Payout runs' });
    const auto = (await within(table).findByText('Daily wage')).closest('tr') as HTMLElement;
    expect(within(auto).getByText('Not needed')).toBeTruthy();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Approve the Dividend run: the platform pays 80,000.00' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve this payout run?' });
    expect(dialog.textContent).toContain('The platform pays its top agents 80,000.00 for this Dividend run now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'figures checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByText(/^Approved: the platform pays 80,000\.00/)).getAttribute('role')).toBe('status');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 2, reason: 'figures checked' });
  });

  it('keeps the dialog open with the server’s reason when the run is not held any more; readers see no button', async () => {
    fakeServer({
      'GET /backoffice/api/agent-payouts/runs': runsOf([held]),
      'GET /backoffice/api/agent-payouts/next': nextRun,
      'POST /backoffice/api/agent-payouts/runs/approve': fail(
        409,
        'agent.payout.run.not.held',
        'That run is not waiting.',
      ),
    });
    const view = renderAdmin(<RunsPage />, { me: { role: 'owner', staff: OWNER } });
    const button = await screen.findByRole('button', { name: /^Approve the Dividend run/ });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Approve this payout run?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('That run is not waiting.');
    view.unmount();
    fakeServer({
      'GET /backoffice/api/agent-payouts/runs': runsOf([held]),
      'GET /backoffice/api/agent-payouts/next': nextRun,
    });
    renderAdmin(<RunsPage />, { me: { role: 'read-only', staff: { ...OWNER, role: 'read-only' } } });
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
