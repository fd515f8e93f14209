import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import WithdrawalsPage from './withdrawals-page.tsx';

const withdrawal = (over: Record<string, unknown> = {}) => ({
  orderNo: 'W1',
  username: 'player1',
  payeeName: 'Maria Santos',
  bankName: 'Metro Bank',
  accountNumber: '****9900',
  amount: 12000,
  status: 'pending',
  receivedAmount: null,
  proofCount: 0,
  reason: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  claim: null,
  approval: { needsSecond: true, state: 'pending_second', firstBy: 'fin1', firstAt: '2026-01-01T00:01:00.000Z' },
  ...over,
});

const detail = (w: Record<string, unknown>) => ({
  withdrawal: { ...w, accountNumber: '123456789900' },
  accountName: 'Maria Santos',
  threshold: 10000,
  proofs: [],
  recent: {
    deposits: [{ orderNo: 'D9', amount: 500, status: 'paid', createdAt: '2026-01-01T00:00:00.000Z' }],
    withdrawals: [],
    bets: [],
    betTotals: { rounds: 3, betAmount: 30, winAmount: 12, profit: -18 },
  },
});

const asRisk = { role: 'risk' as const, staff: { ...OWNER, id: 5, username: 'risk1', role: 'risk' as const } };

describe('the withdrawals queue', () => {
  it('shows the payout details and recent activity; a second approver confirms with a reason', async () => {
    const server = fakeServer({
      'GET /backoffice/api/withdrawals': ok([withdrawal()]),
      'GET /backoffice/api/withdrawals/detail': ok(detail(withdrawal())),
      'POST /backoffice/api/withdrawals/confirm': ok(withdrawal({ status: 'paid' })),
    });
    renderAdmin(<WithdrawalsPage />, { me: asRisk });
    await userEvent.click(await screen.findByRole('button', { name: 'Open W1' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal W1' });
    expect(within(panel).getByText('123456789900')).toBeTruthy();
    expect(within(panel).getByText('3 rounds · bet 30.00 · won 12.00 · result -18.00')).toBeTruthy();
    expect(within(panel).getAllByText('First approval by fin1; waiting for a second').length).toBeGreaterThan(0);
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm (second approval)' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm W1 (second approval)' });
    expect(dialog.textContent).toContain('First approved by fin1. Your confirmation pays out 12,000.00.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'second look');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm (second approval)' }));
    await waitForPost(server.requests, '/backoffice/api/withdrawals/confirm');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ orderNo: 'W1', reason: 'second look' });
  });

  it('does not offer the first approver the confirmation', async () => {
    fakeServer({
      'GET /backoffice/api/withdrawals': ok([withdrawal()]),
      'GET /backoffice/api/withdrawals/detail': ok(detail(withdrawal())),
    });
    renderAdmin(<WithdrawalsPage />, {
      me: { role: 'finance', staff: { ...OWNER, id: 3, username: 'fin1', role: 'finance' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open W1' }));
    const panel = await screen.findByRole('region', { name: 'Withdrawal W1' });
    expect(within(panel).queryByRole('button', { name: 'Confirm (second approval)' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('resolve sends the chosen outcome with the reason', async () => {
    const disputed = withdrawal({
      status: 'not_received',
      amount: 300,
      approval: { needsSecond: false, state: 'none', firstBy: null, firstAt: null },
    });
    const server = fakeServer({
      'GET /backoffice/api/withdrawals': ok([disputed]),
      'GET /backoffice/api/withdrawals/detail': ok(detail(disputed)),
      'POST /backoffice/api/withdrawals/resolve': ok({ ...disputed, status: 'closed' }),
    });
    renderAdmin(<WithdrawalsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open W1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve W1' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'close');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'bank says paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitForPost(server.requests, '/backoffice/api/withdrawals/resolve');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      orderNo: 'W1',
      outcome: 'close',
      reason: 'bank says paid',
    });
  });
});

/** Waits until the page has sent a POST to `path`. */
async function waitForPost(requests: { method: string; path: string }[], path: string) {
  await vi.waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === path)).toBe(true));
}
