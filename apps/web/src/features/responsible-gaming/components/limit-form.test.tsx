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

  it('takes a play-time limit in whole minutes and shows its figures as durations, never money', async () => {
    fakeServer.reset((id) =>
      id === 'rg.setLimits'
        ? rgState({ time: { day: { amount: 60 }, week: { amount: 600 }, month: { amount: 1_200 } } })
        : undefined,
    );
    await renderInLanguage(
      <LimitForm
        kind="time"
        lines={lines('time', {
          day: { amount: 90, used: 45, remaining: 45 },
          week: { amount: 600, used: 75, remaining: 525, pending: { amount: 900, from: Date.now() + 60_000 } },
        })}
        hintId="h"
      />,
    );
    const form = screen.getByRole('form', { name: 'Play-time limit' });
    const day = within(form).getByRole('group', { name: 'Daily' });
    expect(day.textContent).toContain('Limit1 h 30 minUsed45 minLeft45 min');
    expect(within(form).getByRole('group', { name: 'Weekly' }).textContent).toContain(
      'Limit10 hUsed1 h 15 minLeft8 h 45 min',
    );
    expect(within(form).getByRole('group', { name: 'Weekly' }).textContent).toContain('Raise to 15 h requested.');
    expect(form.textContent).not.toContain('P ');
    const dayField = within(form).getByRole('textbox', { name: 'Daily', description: /whole minutes/ });
    expect(dayField).toHaveProperty('value', '90');
    expect(dayField.getAttribute('inputmode')).toBe('numeric');

    const user = userEvent.setup();
    await user.clear(dayField);
    await user.type(dayField, '60');
    await user.type(within(form).getByRole('textbox', { name: 'Monthly' }), '1200');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Your limits are saved.');
    expect(fakeServer.calls.map((c) => c.input)).toEqual([{ kind: 'time', day: '60', week: '600', month: '1200' }]);
    // The fields show what the server answered is in force (the page passes the new lines down).
    expect(dayField).toHaveProperty('value', '60');
    expect(within(form).getByRole('textbox', { name: 'Monthly' })).toHaveProperty('value', '1200');
  });

  it('refuses play time above what the period holds and minutes that are not whole, and sends nothing', async () => {
    fakeServer.reset(() => undefined);
    await renderInLanguage(<LimitForm kind="time" lines={lines('time')} hintId="h" />);
    const user = userEvent.setup();
    const day = screen.getByRole('textbox', { name: 'Daily' });
    const week = screen.getByRole('textbox', { name: 'Weekly' });
    await user.type(day, '1441');
    await user.type(week, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(day)).toBe('Enter whole minutes from 1 to 1440 (24 h), or leave the field empty.');
    expect(errorOf(week)).toBe('Enter whole minutes from 1 to 10080 (168 h), or leave the field empty.');
    expect(fakeServer.calls).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '1440');
    await user.clear(week);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(day.getAttribute('aria-invalid')).toBeNull();
    expect(fakeServer.calls.map((c) => c.input)).toEqual([{ kind: 'time', day: '1440', week: null, month: null }]);
  });
});
