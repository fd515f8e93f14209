import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import WaitingPage from './waiting-page.tsx';

const row = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'dailyWage',
  agent: 'agent2',
  payer: 'agent1',
  periodStart: Date.UTC(2032, 0, 14),
  periodEnd: Date.UTC(2032, 0, 15),
  amount: 50,
  payerBalance: 10,
  attempts: 3,
  status: 'waiting',
  error: "The payer's balance is too low to pay this dividend or wage.",
  ...over,
});
const page = (list: unknown[]) => ok({ list, pageNo: 1, pageSize: 20, total: list.length, currency: 'PHP' });

describe('the waiting agent payouts', () => {
  it('lists why a payout waits; retry needs a reason, sends it and says the outcome', async () => {
    const server = fakeServer({
      'GET /backoffice/api/agent-payouts/waiting': page([row()]),
      'POST /backoffice/api/agent-payouts/retry': ok(row({ status: 'paid', error: '', attempts: 4 })),
    });
    renderAdmin(<WaitingPage />, { me: { role: 'finance', staff: { ...OWNER, role: 'finance' } } });
    const tr = (await screen.findByText('agent2')).closest('tr') as HTMLElement;
    expect(within(tr).getByText("The payer's balance is too low to pay this dividend or wage.")).toBeTruthy();
    expect(within(tr).getByText('agent1')).toBeTruthy();
    await userEvent.click(within(tr).getByRole('button', { name: 'Retry the payout to agent2' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry the payout to agent2' });
    expect(dialog.textContent).toContain('Pays 50.00 to agent2 from agent1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'payer topped up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByText('Paid 50.00 to agent2.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 7, reason: 'payer topped up' });
  });

  it('keeps the dialog open with the server’s reason when the payout is no longer waiting', async () => {
    fakeServer({
      'GET /backoffice/api/agent-payouts/waiting': page([row({ payer: '', payerBalance: null })]),
      'POST /backoffice/api/agent-payouts/retry': fail(
        409,
        'agent.payout.not.waiting',
        'That payout is not waiting for money.',
      ),
    });
    renderAdmin(<WaitingPage />);
    const tr = (await screen.findByText('agent2')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Platform')).toBeTruthy();
    await userEvent.click(within(tr).getByRole('button', { name: 'Retry the payout to agent2' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry the payout to agent2' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'try');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('That payout is not waiting for money.');
  });

  it('read-only staff see the list without a retry button; an empty list says so', async () => {
    fakeServer({ 'GET /backoffice/api/agent-payouts/waiting': page([row()]) });
    const view = renderAdmin(<WaitingPage />, { me: { role: 'read-only', staff: { ...OWNER, role: 'read-only' } } });
    expect(await screen.findByText('agent2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry the payout to agent2' })).toBeNull();
    view.unmount();
    fakeServer({ 'GET /backoffice/api/agent-payouts/waiting': page([]) });
    renderAdmin(<WaitingPage />);
    expect(await screen.findByText('No payout is waiting.')).toBeTruthy();
  });
});
