import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';
import { rgState } from './test-fixtures.ts';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: ResponsibleGamingPage } = await import('./responsible-gaming-page.tsx');
const { SessionProvider } = await import('../session/index.ts');
const { queryClient } = await import('../../lib/query-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

async function renderPage() {
  await renderInLanguage(
    <MemoryRouter>
      <SessionProvider>
        <ResponsibleGamingPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('the responsible-gaming page', () => {
  it('shows a form per kind with what each period used, and what a save answered at once', async () => {
    let state = rgState({
      wager: { month: { amount: 5_000, used: 1_250.5, remaining: 3_749.5 } },
      time: { day: { amount: 90, used: 30, remaining: 60 } },
    });
    fakeServer.reset((id) => {
      if (id === 'rg.setLimits') state = rgState({ loss: { day: { amount: 80, used: 20, remaining: 60 } } });
      return state;
    });
    await renderPage();
    const wager = await screen.findByRole('form', { name: 'Wager limit' });
    expect(screen.getAllByRole('form').map((f) => f.querySelector('h5')?.textContent)).toEqual([
      'Deposit limit',
      'Loss limit',
      'Wager limit',
      'Play-time limit',
    ]);
    expect(within(wager).getByRole('group', { name: 'Monthly' }).textContent).toContain('UsedP 1,250.50LeftP 3,749.50');
    expect(
      within(screen.getByRole('form', { name: 'Play-time limit' })).getByRole('group', { name: 'Daily' }).textContent,
    ).toContain('Limit1 h 30 minUsed30 minLeft1 h');
    expect(screen.getByText(/raising or removing one waits 24 hours and must then be confirmed/)).toBeTruthy();
    expect(
      screen.getAllByRole('textbox', { name: 'Daily', description: /Leave a field empty for no limit/ }),
    ).toHaveLength(4);

    const loss = screen.getByRole('form', { name: 'Loss limit' });
    const user = userEvent.setup();
    await user.type(within(loss).getByRole('textbox', { name: 'Daily' }), '80');
    await user.click(within(loss).getByRole('button', { name: 'Save' }));
    expect(await within(loss).findByText('Your limits are saved.')).toBeTruthy();
    expect(within(loss).getByRole('group', { name: 'Daily' }).textContent).toContain(
      'LimitP 80.00UsedP 20.00LeftP 60.00',
    );
    expect(screen.getByRole('button', { name: 'Take a break' })).toBeTruthy();
  });

  it('shows a break in force read-only, without the form', async () => {
    const since = Date.UTC(2026, 10, 29, 4);
    fakeServer.reset(() => rgState({}, { kind: 'exclusion', since, until: null }));
    await renderPage();
    expect(await screen.findByText(/Self-exclusion in force since .+, permanently\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
    expect(screen.queryByLabelText('Your sign-in password')).toBeNull();
  });

  it('preselects the reality check and saves the chosen minutes, or none', async () => {
    let state = rgState({}, null, 30);
    fakeServer.reset((id, input) => {
      if (id === 'rg.reality') state = rgState({}, null, input.minutes as 15 | 30 | 60 | null);
      return state;
    });
    await renderPage();
    const group = await screen.findByRole('group', { name: 'Remind me every' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['15 minutes', '30 minutes', '60 minutes', 'Never']);
    expect((within(group).getByRole('radio', { name: '30 minutes' }) as HTMLInputElement).checked).toBe(true);
    const form = group.closest('form') as HTMLFormElement;
    const user = userEvent.setup();

    await user.click(within(group).getByRole('radio', { name: '15 minutes' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your reality check is saved.')).toBeTruthy();
    expect((within(group).getByRole('radio', { name: '15 minutes' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(group).getByRole('radio', { name: 'Never' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Reality checks are turned off.')).toBeTruthy();
    expect(fakeServer.calls.filter((c) => c.id === 'rg.reality').map((c) => c.input)).toEqual([
      { minutes: 15 },
      { minutes: null },
    ]);
    expect((within(group).getByRole('radio', { name: 'Never' }) as HTMLInputElement).checked).toBe(true);
  });
});
