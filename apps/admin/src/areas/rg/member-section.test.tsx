import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import RgPage from './rg-page.tsx';

const STOPS = 'GET /backoffice/api/rg/stops';
const MEMBER = 'GET /backoffice/api/rg/member';
const LOWER = 'POST /backoffice/api/rg/member/limit';

type Limit = {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; from: number } | null;
  periodEndsAt: number;
};
const ENDS = Date.UTC(2026, 5, 1);
/** Twelve limits (time in minutes), none set, except the ones given. */
const limits = (...set: Partial<Limit>[]): Limit[] =>
  ['deposit', 'loss', 'wager', 'time'].flatMap((kind) =>
    ['day', 'week', 'month'].map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      remaining: null,
      pending: null,
      periodEndsAt: ENDS,
      ...set.find((s) => s.kind === kind && s.period === period),
    })),
  );
const answer = (state: { limits: Limit[]; block?: unknown }) =>
  ok({ memberId: 42, username: 'alice', state: { block: null, ...state } });
const DEPOSIT_DAY: Partial<Limit> = { kind: 'deposit', period: 'day', amount: 1000, used: 250, remaining: 750 };
const TIME_DAY: Partial<Limit> = { kind: 'time', period: 'day', amount: 90, used: 35, remaining: 55 };
const posts = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === '/backoffice/api/rg/member/limit');

async function findMember(name = 'alice') {
  const search = await screen.findByRole('form', { name: 'Find a member' });
  await userEvent.type(within(search).getByRole('searchbox', { name: 'Username' }), name);
  await userEvent.click(within(search).getByRole('button', { name: 'Show limits' }));
}

describe('responsible gaming: member limits', () => {
  it('finds a member by username and shows the twelve limits, a raise waiting and the break', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({
        limits: limits(
          DEPOSIT_DAY,
          {
            kind: 'loss',
            period: 'week',
            amount: 500,
            used: 600,
            remaining: 0,
            pending: { amount: 2000, from: Date.UTC(2026, 4, 2) },
          },
          TIME_DAY,
          {
            kind: 'time',
            period: 'week',
            amount: 600,
            used: 35,
            remaining: 565,
            pending: { amount: 1200, from: Date.UTC(2026, 4, 2) },
          },
        ),
        block: { kind: 'exclusion', since: Date.UTC(2026, 0, 1), until: null },
      }),
    });
    renderAdmin(<RgPage />);
    await findMember();
    expect(await screen.findByRole('heading', { name: 'alice (member 42)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Limits of alice' });
    expect(server.requests.find((r) => r.path === '/backoffice/api/rg/member')?.url).toContain('username=alice');
    expect(screen.getByText(/^Self-exclusion since .*, permanent\.$/)).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const deposit = rows[0] as HTMLElement;
    expect(within(deposit).getByText('Deposit')).toBeTruthy();
    expect(within(deposit).getByText('Day')).toBeTruthy();
    expect(within(deposit).getByText('1,000.00 PHP')).toBeTruthy();
    expect(within(deposit).getByText('250.00 PHP')).toBeTruthy();
    expect(within(deposit).getByText('750.00 PHP')).toBeTruthy();
    const loss = rows[4] as HTMLElement;
    expect(within(loss).getByText('Loss')).toBeTruthy();
    expect(within(loss).getByText('Week')).toBeTruthy();
    expect(within(loss).getByText(/^2,000\.00 PHP from /)).toBeTruthy();
    expect(within(rows[8] as HTMLElement).getAllByText('No limit')).toHaveLength(2);
    const time = rows[9] as HTMLElement;
    expect(within(time).getByText('Play time')).toBeTruthy();
    expect(within(time).getByText('Day')).toBeTruthy();
    expect(within(time).getByText('90 min')).toBeTruthy();
    expect(within(time).getByText('35 min')).toBeTruthy();
    expect(within(time).getByText('55 min')).toBeTruthy();
    expect(time.textContent).not.toContain('PHP');
    expect(within(rows[10] as HTMLElement).getByText(/^1,200 min from /)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Lower the / })).toHaveLength(12);
  });

  it('lowers a limit with an amount and a reason, posting the right body, and says so', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({ limits: limits(DEPOSIT_DAY) }),
      [LOWER]: answer({ limits: limits({ ...DEPOSIT_DAY, amount: 400, remaining: 150 }) }),
    });
    renderAdmin(<RgPage />, { path: '/rg?member=alice' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the daily deposit limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Lower the daily deposit limit of alice' });
    expect(within(dialog).getByText('Now: 1,000.00 PHP.')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: 'New limit (PHP)' });
    expect(document.activeElement).toBe(amount);
    await userEvent.type(amount, '1500');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'affordability check');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect(within(dialog).getByText('Staff may only lower a limit: enter at most 1,000.00 PHP.')).toBeTruthy();
    expect(posts(server)).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect(await screen.findByText('The daily deposit limit of alice is now 400.00 PHP.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(server).map((r) => r.body)).toEqual([
      { username: 'alice', kind: 'deposit', period: 'day', amount: '400', reason: 'affordability check' },
    ]);
  });

  it('lowers a play-time limit in whole minutes, refusing more than in force and parts of a minute', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({ limits: limits(TIME_DAY) }),
      [LOWER]: answer({ limits: limits({ ...TIME_DAY, amount: 60, remaining: 25 }) }),
    });
    renderAdmin(<RgPage />, { path: '/rg?member=alice' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the daily play-time limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Lower the daily play-time limit of alice' });
    expect(within(dialog).getByText('Now: 90 min.')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: 'New limit (minutes)' });
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'member asked by phone');
    await userEvent.type(amount, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect(within(dialog).getByText('Staff may only lower a limit: enter at most 90 min.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '45.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect(within(dialog).getByText('Enter whole minutes from 1 to 1440.')).toBeTruthy();
    expect(posts(server)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect(await screen.findByText('The daily play-time limit of alice is now 60 min.')).toBeTruthy();
    expect(posts(server).map((r) => r.body)).toEqual([
      { username: 'alice', kind: 'time', period: 'day', amount: '60', reason: 'member asked by phone' },
    ]);
  });

  it('shows the server’s refusal in the lower dialog and keeps it open', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({ limits: limits(DEPOSIT_DAY) }),
      [LOWER]: fail(409, 'rg.operator.raise', "Staff may lower a member's limit, never raise it."),
    });
    renderAdmin(<RgPage />, { path: '/rg?member=alice' });
    await userEvent.click(await screen.findByRole('button', { name: 'Lower the weekly wager limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Lower the weekly wager limit of alice' });
    expect(within(dialog).getByText('There is no limit now: any amount sets one at once.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New limit (PHP)' }), '12.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'pattern of chasing losses');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lower the limit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Staff may lower a member's limit, never raise it.",
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(posts(server).map((r) => r.body)).toEqual([
      { username: 'alice', kind: 'wager', period: 'week', amount: '12.5', reason: 'pattern of chasing losses' },
    ]);
  });

  it('says so when no member has the username', async () => {
    fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: fail(404, 'rg.member.not.found', 'No member with this username in this brand.', { field: 'username' }),
    });
    renderAdmin(<RgPage />);
    await findMember('nobody');
    expect((await screen.findByRole('alert')).textContent).toBe('No member with this username in this brand.');
    expect(screen.queryByRole('table', { name: /Limits of/ })).toBeNull();
  });

  it('support staff see a member’s limits and a cooling-off, without the Lower action', async () => {
    fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({
        limits: limits(DEPOSIT_DAY),
        block: { kind: 'cooloff', since: Date.UTC(2026, 3, 1), until: Date.UTC(2026, 3, 8) },
      }),
    });
    renderAdmin(<RgPage />, {
      path: '/rg?member=alice',
      me: { role: 'support', staff: { ...OWNER, role: 'support' } },
    });
    expect(await screen.findByRole('heading', { name: 'alice (member 42)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Limits of alice' });
    expect(screen.getByText(/^Cooling-off since .*, until .*\.$/)).toBeTruthy();
    expect(within(table).getByText('1,000.00 PHP')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lower the / })).toBeNull();
  });
});
