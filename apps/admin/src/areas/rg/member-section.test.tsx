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
/** Nine limits, none set, except the ones given. */
const limits = (...set: Partial<Limit>[]): Limit[] =>
  ['deposit', 'loss', 'wager'].flatMap((kind) =>
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
const posts = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === '/backoffice/api/rg/member/limit');

async function findMember(name = 'alice') {
  const search = await screen.findByRole('form', { name: 'Find a member' });
  await userEvent.type(within(search).getByRole('searchbox', { name: 'Username' }), name);
  await userEvent.click(within(search).getByRole('button', { name: 'Show limits' }));
}

describe('responsible gaming: member limits', () => {
  it('finds a member by username and shows the nine limits, a raise waiting and the break', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [MEMBER]: answer({
        limits: limits(DEPOSIT_DAY, {
          kind: 'loss',
          period: 'week',
          amount: 500,
          used: 600,
          remaining: 0,
          pending: { amount: 2000, from: Date.UTC(2026, 4, 2) },
        }),
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
    expect(rows).toHaveLength(9);
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
    expect(within(table).getAllByRole('button', { name: /^Lower the / })).toHaveLength(9);
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
