import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { contract } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { OfferContractDialog } = await import('./offer-contract-dialog.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

type User = ReturnType<typeof userEvent.setup>;
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
async function setField(user: User, dialog: HTMLElement, name: string, value: string) {
  const input = field(dialog, name);
  await user.clear(input);
  if (value) await user.type(input, value);
}
const send = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

function show(answer: (id: string, input: Record<string, unknown>) => unknown = () => undefined) {
  fakeServer.reset(answer);
  return renderInLanguage(
    <OfferContractDialog username="agent7" kinds={['dividend', 'dailyWage']} onClose={() => {}} />,
  );
}

describe('offering a contract', () => {
  it('sends the kind, its period and the tiers with rates as percents', async () => {
    await show((id, input) =>
      id === 'agentContracts.offer' ? contract(50, { status: 'offered', holder: String(input.username) }) : undefined,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Offer agent7 a contract' });
    const kind = within(dialog).getByRole('combobox', { name: 'Contract' });
    // A dividend measures the team loss as well and is paid weekly, twice a month or monthly.
    expect(within(dialog).getByRole('textbox', { name: 'Tier 1: Minimum team loss' })).toBeTruthy();
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Period' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly', 'Twice a month', 'Monthly']);
    await user.selectOptions(kind, 'Daily wage');
    expect(within(dialog).queryByRole('textbox', { name: 'Tier 1: Minimum team loss' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Period' })).toHaveProperty('value', 'daily');
    await setField(user, dialog, 'Tier 1: Rate (%)', '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    await setField(user, dialog, 'Tier 2: Minimum valid bet', '100000');
    await setField(user, dialog, 'Tier 2: Minimum active members', '10');
    await setField(user, dialog, 'Tier 2: Rate (%)', '1.25');
    await send(user, dialog);
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Offer sent to agent7. It applies from the next period once accepted.',
    );
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.offer')?.input).toEqual({
      username: 'agent7',
      kind: 'dailyWage',
      period: 'daily',
      tiers: [
        { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 0.5 },
        { minValidBet: 100000, minActiveMembers: 10, minLoss: 0, rate: 1.25 },
      ],
    });
  });

  it('refuses tiers that are empty, above 100 % or not monotonic, without asking the server', async () => {
    await show();
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    const alert = () => within(dialog).getByRole('alert').textContent;

    await send(user, dialog);
    expect(alert()).toBe('Fill in every field of every tier.');

    await setField(user, dialog, 'Tier 1: Rate (%)', '120');
    await send(user, dialog);
    expect(alert()).toBe('A rate cannot be above 100%.');

    await setField(user, dialog, 'Tier 1: Rate (%)', '0.123');
    await send(user, dialog);
    expect(alert()).toBe('A rate has at most two decimals.');

    await setField(user, dialog, 'Tier 1: Rate (%)', '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add a tier' }));
    await setField(user, dialog, 'Tier 2: Minimum valid bet', '5000');
    await setField(user, dialog, 'Tier 2: Rate (%)', '1');
    await send(user, dialog);
    expect(alert()).toBe('A tier with higher minimums cannot have a lower rate.');

    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove tier 1' }));
    await send(user, dialog);
    expect(alert()).toBe('Add at least one tier.');
    expect(fakeServer.calls.some((c) => c.id === 'agentContracts.offer')).toBe(false);
  });

  it("shows the server's refusal (a rate above the agent's own) in its own words", async () => {
    await show((id) => {
      if (id === 'agentContracts.offer') {
        throw new ApiError(
          'agents.contract.rate_above_parent',
          'err_unknown',
          400,
          {},
          'A rate cannot exceed your own 1.00%.',
        );
      }
      return undefined;
    });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await setField(user, dialog, 'Tier 1: Minimum team loss', '1000');
    await setField(user, dialog, 'Tier 1: Rate (%)', '30');
    await send(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('A rate cannot exceed your own 1.00%.');
    expect(fakeServer.calls.find((c) => c.id === 'agentContracts.offer')?.input).toMatchObject({
      kind: 'dividend',
      period: 'weekly',
      tiers: [{ minValidBet: 0, minActiveMembers: 0, minLoss: 1000, rate: 30 }],
    });
  });
});
