import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import LevelsPage from './levels-page.tsx';
import MemberPage from './member-page.tsx';

const LEVELS = 'GET /backoffice/api/vip/levels';
const SAVE = 'PUT /backoffice/api/vip/levels';

const level = (n: number, bet: number, dep: number) => ({
  level: n,
  names: { EN: `L${n}`, CN: `级${n}` },
  minValidBet: bet,
  minDeposit: dep,
  upgradeBonus: n === 0 ? 0 : n * 10,
  monthlyBonus: n,
  wageringMultiple: n === 0 ? 0 : 1,
});
const SETTINGS = {
  rollingDays: 30,
  saved: true,
  levels: [level(0, 0, 0), level(1, 100, 10), level(2, 500, 50)],
  members: { '0': 3, '1': 2 },
};

const saves = (server: ReturnType<typeof fakeServer>) => server.requests.filter((r) => r.method === 'PUT');

describe('VIP levels form', () => {
  it('refuses a table whose thresholds do not rise, then saves it with a reason and the right body', async () => {
    const server = fakeServer({
      [LEVELS]: ok(SETTINGS),
      [SAVE]: (body) =>
        ok({ ...SETTINGS, ...(body as { rollingDays: number }), levels: (body as { levels: unknown[] }).levels }),
    });
    renderAdmin(<LevelsPage />, { path: '/vip' });
    const table = await screen.findByRole('table', { name: 'VIP levels' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const bet2 = within(table).getByRole('textbox', { name: 'Valid bet of level 2' });
    await userEvent.clear(bet2);
    await userEvent.type(bet2, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Level 2: each threshold must be at least the level below's, and at least one of them higher.",
    );
    expect(bet2.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A bad number and a missing English name are caught too.
    await userEvent.clear(bet2);
    await userEvent.type(bet2, '5x');
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Level 2: amounts are numbers');
    await userEvent.clear(bet2);
    await userEvent.type(bet2, '800');
    const days = screen.getByRole('textbox', { name: 'Rolling period (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A whole number of days from 1 to 365.');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Add a level' }));
    const bet3 = within(table).getByRole('textbox', { name: 'Valid bet of level 3' });
    await userEvent.clear(bet3);
    await userEvent.type(bet3, '2000');
    expect(saves(server)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the VIP levels' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'new season');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText('The VIP levels are saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [sent] = saves(server).map(
      (r) =>
        r.body as {
          rollingDays: number;
          reason: string;
          levels: { level: number; minValidBet: number; names: Record<string, string> }[];
        },
    );
    expect(sent?.rollingDays).toBe(45);
    expect(sent?.reason).toBe('new season');
    expect(sent?.levels.map((l) => [l.level, l.minValidBet])).toEqual([
      [0, 0],
      [1, 100],
      [2, 800],
      [3, 2000],
    ]);
    expect(sent?.levels[3]?.names).toEqual({ EN: 'VIP 3' });
  });

  it('shows the server refusal in the dialog and keeps it open', async () => {
    fakeServer({
      [LEVELS]: ok(SETTINGS),
      [SAVE]: fail(403, 'role.forbidden', 'Your role may not do this.'),
    });
    renderAdmin(<LevelsPage />, { path: '/vip' });
    await screen.findByRole('table', { name: 'VIP levels' });
    await userEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the VIP levels' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'try');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save levels' }));
    expect(await within(dialog).findByText('Your role may not do this.')).toBeTruthy();
  });

  it('is read-only for support', async () => {
    fakeServer({ [LEVELS]: ok(SETTINGS) });
    renderAdmin(<LevelsPage />, { path: '/vip', me: { role: 'support' } });
    const table = await screen.findByRole('table', { name: 'VIP levels' });
    expect(within(table).getByRole('textbox', { name: 'Valid bet of level 1' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save levels' })).toBeNull();
  });
});

describe("a member's VIP level", () => {
  it('sets the level with a reason and says so', async () => {
    const member = {
      memberId: 42,
      username: 'alice',
      level: 1,
      highest: 1,
      validBet: 150,
      deposit: 20,
      rollingDays: 30,
      history: [{ from: 0, to: 1, cause: 'threshold', reason: '', by: '', at: Date.UTC(2026, 10, 1) }],
    };
    const server = fakeServer({
      [LEVELS]: ok(SETTINGS),
      'GET /backoffice/api/vip/member': ok(member),
      'POST /backoffice/api/vip/member/level': (body) => ok({ ...member, level: (body as { level: number }).level }),
    });
    renderAdmin(<MemberPage />, { path: '/vip/members?member=alice' });
    expect((await screen.findByTestId('vip-member-level')).textContent).toBe('1');
    expect(screen.getByRole('table', { name: 'VIP level history of alice' }).textContent).toContain(
      'Thresholds reached',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the VIP level of alice' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'New level' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set level' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'loyal customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set level' }));
    expect(await screen.findByText('alice is now at VIP level 2.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { username: 'alice', level: 2, reason: 'loyal customer' },
    ]);
  });
});
