import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { parsePoints } from './adjust-dialog.tsx';
import MemberPage from './member-page.tsx';

const MEMBER = 'GET /backoffice/api/points/member';
const ADJUST = 'POST /backoffice/api/points/adjust';

const at = Date.UTC(2026, 10, 1, 12);
const alice = {
  memberId: 42,
  username: 'alice',
  points: 1200,
  entries: [
    { id: 3, points: -300, balance: 1200, source: 'redeem', remark: 'Mug', time: at + 2000 },
    { id: 2, points: 500, balance: 1500, source: 'mission', remark: 'Daily login', time: at + 1000 },
    { id: 1, points: 1000, balance: 1000, source: 'bet', remark: '', time: at },
  ],
};

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const posts = (server: ReturnType<typeof fakeServer>) => server.requests.filter((r) => r.method === 'POST');
const lookups = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.method === 'GET' && r.path === '/backoffice/api/points/member');

async function openAdjust() {
  await userEvent.click(await screen.findByRole('button', { name: 'Adjust points' }));
  return screen.findByRole('dialog', { name: 'Adjust the points of alice' });
}

describe("a member's points", () => {
  it('looks a member up by username and shows the balance and latest entries', async () => {
    const server = fakeServer({ [MEMBER]: ok(alice) });
    const { container } = renderAdmin(<MemberPage />, { path: '/points/members' });
    expect(lookups(server)).toHaveLength(0);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username' }), ' alice ');
    await userEvent.click(screen.getByRole('button', { name: 'Show points' }));
    expect((await screen.findByTestId('points-member-balance')).textContent).toBe('1,200');
    expect(screen.getByRole('heading', { name: 'alice (member 42)' })).toBeTruthy();
    expect(lookups(server).map((r) => r.url)).toEqual(['/backoffice/api/points/member?username=alice']);
    const table = screen.getByRole('table', { name: 'Latest points entries of alice' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Mall redemption');
    expect(rows[0]?.textContent).toContain('-300');
    expect(rows[0]?.textContent).toContain('Mug');
    expect(rows[1]?.textContent).toContain('Mission');
    expect(rows[1]?.textContent).toContain('+500');
    expect(rows[1]?.textContent).toContain('1,500');
    expect(rows[2]?.textContent).toContain('Bet');
    expect(await axeProblems(container)).toEqual([]);
  });

  it('adjusts with a reason, sends the exact body and refreshes the balance', async () => {
    let balance = alice.points;
    const server = fakeServer({
      [MEMBER]: () =>
        ok({
          ...alice,
          points: balance,
          entries:
            balance === alice.points
              ? alice.entries
              : [
                  { id: 4, points: -200, balance, source: 'adjust', remark: 'goodwill fix', time: at + 3000 },
                  ...alice.entries,
                ],
        }),
      [ADJUST]: (body) => {
        balance += (body as { points: number }).points;
        return ok({ memberId: 42, username: 'alice', points: balance });
      },
    });
    renderAdmin(<MemberPage />, { path: '/points/members?member=alice' });
    expect((await screen.findByTestId('points-member-balance')).textContent).toBe('1,200');
    const dialog = await openAdjust();
    expect(await axeProblems(dialog)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points to add or take' }), '-200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'goodwill fix');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await screen.findByText('alice now has 1,000 points.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = posts(server);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/backoffice/api/points/adjust');
    expect(sent[0]?.body).toEqual({
      username: 'alice',
      points: -200,
      reason: 'goodwill fix',
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The member is read again: the new balance and the adjustment entry show.
    expect(await screen.findByText('Adjustment by staff')).toBeTruthy();
    expect(screen.getByTestId('points-member-balance').textContent).toBe('1,000');
    expect(lookups(server).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses zero, a fraction, text and a one-character reason before sending', async () => {
    const server = fakeServer({
      [MEMBER]: ok(alice),
      [ADJUST]: ok({ memberId: 42, username: 'alice', points: 1250 }),
    });
    renderAdmin(<MemberPage />, { path: '/points/members?member=alice' });
    const dialog = await openAdjust();
    const amount = within(dialog).getByRole('textbox', { name: 'Points to add or take' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const confirm = within(dialog).getByRole('button', { name: 'Adjust points' });
    await userEvent.type(reason, 'bonus');
    for (const bad of ['0', '1.5', '12abc', '-0']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, bad);
      await userEvent.click(confirm);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Enter a whole number other than 0, at most 100,000,000 either way.',
      );
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.clear(reason);
    await userEvent.type(reason, 'x');
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The reason needs at least 2 characters.');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(posts(server)).toHaveLength(0);
    expect(await axeProblems(dialog)).toEqual([]);
    await userEvent.type(reason, 'y');
    await userEvent.click(confirm);
    expect(await screen.findByText('alice now has 1,250 points.')).toBeTruthy();
    expect(posts(server).map((r) => (r.body as { points: number }).points)).toEqual([50]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const server = fakeServer({
      [MEMBER]: ok(alice),
      [ADJUST]: fail(409, 'points.insufficient', 'The member has too few points for this.'),
    });
    renderAdmin(<MemberPage />, { path: '/points/members?member=alice' });
    const dialog = await openAdjust();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Points to add or take' }), '-5000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'clawback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust points' }));
    expect(await within(dialog).findByText('The member has too few points for this.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Adjust the points of alice' })).toBeTruthy();
    expect(posts(server)).toHaveLength(1);
    expect(screen.getByTestId('points-member-balance').textContent).toBe('1,200');
  });

  it('gives a read-only role no Adjust button', async () => {
    fakeServer({ [MEMBER]: ok(alice) });
    renderAdmin(<MemberPage />, { path: '/points/members?member=alice', me: { role: 'read-only' } });
    expect((await screen.findByTestId('points-member-balance')).textContent).toBe('1,200');
    expect(screen.getByRole('table', { name: 'Latest points entries of alice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
  });

  it('shows an unknown member as the server says', async () => {
    fakeServer({ [MEMBER]: fail(404, 'member.not_found', 'No such member.') });
    renderAdmin(<MemberPage />, { path: '/points/members?member=nobody' });
    expect((await screen.findByRole('alert')).textContent).toBe('No such member.');
    expect(screen.queryByRole('button', { name: 'Adjust points' })).toBeNull();
  });
});

describe('the points typed', () => {
  it('takes whole numbers other than zero within the bound', () => {
    expect(parsePoints('500')).toBe(500);
    expect(parsePoints(' -200 ')).toBe(-200);
    expect(parsePoints('+7')).toBe(7);
    expect(parsePoints('\u22123')).toBe(-3);
    expect(parsePoints('100000000')).toBe(100_000_000);
    for (const bad of ['', '0', '-0', '1.5', '1e3', '12abc', '100000001', '--1'])
      expect(parsePoints(bad)).toBeUndefined();
  });
});
