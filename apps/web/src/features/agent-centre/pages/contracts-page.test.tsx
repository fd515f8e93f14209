import type { TContract } from '@app/contracts/calls/agent-contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { contract } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { contractPageOf } = await import('./contracts-page.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

const DailyWagePage = contractPageOf('dailyWage');

const preview = {
  active: true,
  periodStart: Date.UTC(2026, 10, 27),
  periodEnd: Date.UTC(2026, 10, 28),
  base: 80_000,
  validBet: 80_000,
  activeMembers: 14,
  rate: 1.2,
  gross: 960,
  toDownlines: 400,
  net: 560,
};

/** A server holding the agent's own contracts and its downlines' in memory; answers change them. */
function server(mine: TContract[], team: TContract[], fail?: string) {
  fakeServer.reset((id, input) => {
    if (id === 'agentContracts.dailyWage') return { enabled: true, mine, team };
    if (id === 'agentPayouts.preview') return preview;
    if (fail && (id === 'agentContracts.respond' || id === 'agentContracts.requestTermination')) {
      throw new ApiError('agents.contract.state', 'err_unknown', 409, {}, fail);
    }
    const all = [...mine, ...team];
    const c = all.find((x) => x.id === input.id);
    if (!c) return undefined;
    if (id === 'agentContracts.respond') {
      if (c.status === 'offered') c.status = input.accept ? 'active' : 'rejected';
      else c.status = input.accept ? 'terminated' : 'active';
      c.awaiting = '';
      return c;
    }
    if (id === 'agentContracts.requestTermination') {
      c.status = 'terminationRequested';
      c.awaiting = mine.includes(c) ? 'upline' : 'holder';
      return c;
    }
    return undefined;
  });
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

const render = () => renderInLanguage(<DailyWagePage open={() => {}} close={() => {}} />);

describe('a contract page (daily wage)', () => {
  it('shows the period so far, my contract with its tiers, and my downlines contracts', async () => {
    server(
      [contract(1)],
      [contract(2, { holder: 'sub9', offeredBy: 'agent1', status: 'offered', awaiting: 'holder' })],
    );
    await render();
    expect(await screen.findByRole('heading', { name: 'Daily wage' })).toBeTruthy();
    const periodSection = screen.getByRole('region', { name: 'This period so far' });
    expect(await within(periodSection).findByText('P 560.00')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'My contract' });
    expect(within(mine).getByRole('heading', { name: 'Contract from boss' })).toBeTruthy();
    const tiers = within(mine).getByRole('region', { name: 'Tiers of the contract of agent1' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    expect(within(tiers).getByText('1.2%')).toBeTruthy();
    const team = screen.getByRole('region', { name: "My downlines' contracts" });
    const row = within(team).getByRole('row', { name: /sub9/ });
    expect(within(row).getByText('Offered')).toBeTruthy();
    expect(within(row).getByText("Waiting for the other side's answer.")).toBeTruthy();
  });

  it('accepts an offer only after the confirmation', async () => {
    const offered = contract(3, { status: 'offered', awaiting: 'holder', effectiveFrom: null, decidedAt: null });
    server([offered], []);
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the offer from boss' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeServer.calls.some((c) => c.id === 'agentContracts.respond')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Accept the offer from boss' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.respond')?.input).toEqual({ id: 3, accept: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Ask to end the contract with boss' })).toBeTruthy();
  });

  it('rejects an offer', async () => {
    server([contract(4, { status: 'offered', awaiting: 'holder' })], []);
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject the offer from boss' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.respond')?.input).toEqual({ id: 4, accept: false });
  });

  it('asks to terminate an active contract, and answers a downline asking the same', async () => {
    server(
      [contract(5)],
      [contract(6, { holder: 'sub9', offeredBy: 'agent1', status: 'terminationRequested', awaiting: 'upline' })],
    );
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask to end the contract with boss' }));
    const ask = screen.getByRole('dialog', { name: 'Ask to end this contract?' });
    await user.click(within(ask).getByRole('button', { name: 'Send the request' }));
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.requestTermination')?.input).toEqual({ id: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const team = screen.getByRole('region', { name: "My downlines' contracts" });
    await user.click(within(team).getByRole('button', { name: 'Agree to end the contract with sub9' }));
    const end = screen.getByRole('dialog', { name: 'End this contract?' });
    expect(within(end).getByText('The contract with sub9 ends at the end of the current period.')).toBeTruthy();
    await user.click(within(end).getByRole('button', { name: 'Accept' }));
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.respond')?.input).toEqual({ id: 6, accept: true });
  });

  it("keeps the confirmation open with the server's refusal", async () => {
    server([contract(7, { status: 'offered', awaiting: 'holder' })], [], 'This offer was withdrawn.');
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the offer from boss' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This offer was withdrawn.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
