import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { lines, rgState } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { LimitForm } = await import('./limit-form.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

/** The text of the error the field's description points to. */
function errorOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '');
}

describe('a limit form', () => {
  it('saves the three limits of its kind, an empty field meaning none, and shows what is in force', async () => {
    fakeServer.reset((id) =>
      id === 'rg.setLimits' ? rgState({ deposit: { day: { amount: 100, remaining: 100 } } }) : undefined,
    );
    await renderInLanguage(
      <LimitForm
        kind="deposit"
        lines={lines('deposit', { week: { amount: 700, used: 120, remaining: 580 } })}
        hintId="h"
      />,
    );
    const form = screen.getByRole('form', { name: 'Deposit limit' });
    const week = within(form).getByRole('group', { name: 'Weekly' });
    expect(week.textContent).toContain('LimitP 700.00');
    expect(week.textContent).toContain('UsedP 120.00');
    expect(week.textContent).toContain('LeftP 580.00');
    expect(within(form).getByRole('group', { name: 'Daily' }).textContent).toContain('LimitNo limit');
    expect(within(form).getByRole('textbox', { name: 'Weekly' })).toHaveProperty('value', '700');

    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Daily' }), '100');
    await user.clear(within(form).getByRole('textbox', { name: 'Weekly' }));
    await user.type(within(form).getByRole('textbox', { name: 'Monthly' }), '2,000.50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Your limits are saved.');
    expect(fakeServer.calls.map((c) => c.input)).toEqual([
      { kind: 'deposit', day: '100', week: null, month: '2,000.50' },
    ]);
    // The fields show what the server answered is in force.
    expect(within(form).getByRole('textbox', { name: 'Monthly' })).toHaveProperty('value', '');
  });

  it('shows the order error beside a daily limit above the weekly one, in the reader’s language, and sends nothing', async () => {
    fakeServer.reset(() => undefined);
    const user = userEvent.setup();
    for (const [lang, text] of [
      ['EN', 'This limit may not be above the weekly one.'],
      ['CN', '此限额不得高于每周限额。'],
    ] as const) {
      await renderInLanguage(<LimitForm kind="loss" lines={lines('loss')} hintId="h" />, lang);
      const [day, week] = screen.getAllByRole('textbox');
      if (!day || !week) throw new Error('no fields');
      await user.type(day, '500');
      await user.type(week, '100');
      await user.click(screen.getByRole('button', { name: lang === 'EN' ? 'Save' : '保存' }));
      expect(day.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(day)).toBe(text);
      expect(week.getAttribute('aria-invalid')).toBeNull();
      cleanup();
    }
    expect(fakeServer.calls).toHaveLength(0);
  });

  it("shows the server's refusal in the form's error area", async () => {
    fakeServer.reset(() => {
      throw new ApiError('rg.limit.order', 'err_rg_limit_order', 400, { field: 'day' });
    });
    await renderInLanguage(<LimitForm kind="wager" lines={lines('wager')} hintId="h" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Monthly' }), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A daily limit may not be above the weekly one, nor a weekly one above the monthly one.',
    );
  });

  it('shows a waiting raise with only Cancel before its time, and Confirm from then on', async () => {
    const from = Date.now() + 1_500;
    fakeServer.reset((id) => (id === 'rg.confirmLimit' ? rgState() : undefined));
    await renderInLanguage(
      <LimitForm
        kind="deposit"
        lines={lines('deposit', {
          day: { amount: 100, remaining: 100, pending: { amount: 500, from } },
          week: { amount: 700, remaining: 700, pending: { amount: null, from: Date.now() - 1_000 } },
        })}
        hintId="h"
      />,
    );
    const day = screen.getByRole('group', { name: 'Daily' });
    expect(day.textContent).toContain('Raise to P 500.00 requested. You can confirm it from');
    expect(within(day).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(day).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const week = screen.getByRole('group', { name: 'Weekly' });
    expect(week.textContent).toContain('Removal of this limit requested (no limit). You can confirm it now.');
    expect(within(week).getByRole('button', { name: 'Confirm' })).toBeTruthy();

    // The time comes while the page is open.
    const user = userEvent.setup();
    await user.click(await within(day).findByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('The new limit applies from now.');
    await user.click(within(week).getByRole('button', { name: 'Cancel' }));
    expect(fakeServer.calls.map((c) => c.input)).toEqual([
      { kind: 'deposit', period: 'day', confirm: true },
      { kind: 'deposit', period: 'week', confirm: false },
    ]);
  });
});
