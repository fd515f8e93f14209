import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';
import { centreAnswer, contract, downline, link, period, transferInfoAnswer } from './test-fixtures.ts';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { AgentCentrePageView } = await import('./agent-centre.tsx');
const { SessionProvider } = await import('../session/index.ts');
const { queryClient } = await import('../../lib/query-client.ts');
const { writeSession, sessionKeys } = await import('../../lib/storage.ts');

const member = (isAgent: number) => ({
  id: 1,
  account: 'agent1',
  username: 'agent1',
  nickname: '',
  avatar: '/a.svg',
  accountType: isAgent,
  isAgent,
  agent: [1, 2, 41, 42].includes(isAgent),
  trial: isAgent === 4,
  upline: '',
  toUpline: false,
  customerId: 'c1',
  clubLabel: null,
  memberLabel: [],
  cpw: false,
  firstTimeLogin: false,
  mobileNum: '',
  countryDialingCode: '',
  unclaimed: { total: 0 },
});

const day = (date: string, validBet: number) => ({ ...period({ validBet, profitLoss: -validBet / 10 }), date });
const teamRow = { rounds: 10, betAmount: 1_000, validBet: 900, winAmount: 700, profitLoss: -300 };
const lossRow = {
  depositAmount: 100,
  withdrawAmount: 50,
  betAmount: 1_000,
  validBet: 900,
  winAmount: 700,
  profitLoss: -300,
};

/** Every call the centre's pages make, answered as a server with a small team would. */
function answers(over: { type?: number; centre?: Record<string, unknown> } = {}) {
  fakeServer.reset((id) => {
    switch (id) {
      case 'auth.memberInfo':
        return member(over.type ?? 1);
      case 'system.permission':
        return { brand: { timezoneOffsetMinutes: 480 } };
      case 'agents.centre':
        return centreAnswer(over.centre);
      case 'agents.notices':
        return {
          list: [
            {
              id: 1,
              title: 'New daily wage rules',
              body: 'From December the wage is paid at 02:00.',
              time: Date.UTC(2026, 10, 25),
            },
          ],
        };
      case 'agents.teamOverview':
        return {
          teamSize: 42,
          directMembers: 30,
          directAgents: 4,
          today: period(),
          yesterday: period({ newMembers: 5 }),
          month: period({ newMembers: 20 }),
          days: [day('2026-11-26', 1_000), day('2026-11-27', 2_000)],
        };
      case 'agents.invitationLinks':
        return { max: 10, list: [link(1)] };
      case 'agents.downlines':
        return {
          list: [downline(2), downline(3, { type: 2, teamSize: 5, username: 'sub3' })],
          pageNo: 1,
          pageSize: 20,
          total: 2,
        };
      case 'cashier.transferInfo':
        return transferInfoAnswer();
      case 'agents.teamBets':
        return { list: [{ key: 'player2', ...teamRow }], totals: teamRow, pageNo: 1, pageSize: 20, total: 1 };
      case 'agents.userLoss':
        return {
          list: [{ username: 'sub3', type: 2, teamSize: 5, ...lossRow }],
          // The server's totals count the whole team: sub3 and the 5 people under it.
          totals: { teamSize: 6, ...lossRow },
          pageNo: 1,
          pageSize: 20,
          total: 1,
        };
      case 'agentPayouts.income':
        return {
          list: [
            {
              id: 1,
              kind: 'dailyWage',
              direction: 'out',
              counterparty: 'sub3',
              periodStart: Date.UTC(2026, 10, 26),
              periodEnd: Date.UTC(2026, 10, 27),
              base: 10_000,
              activeMembers: 4,
              rate: 0.5,
              amount: 50,
              status: 'waiting',
              paidAt: null,
              error: 'Insufficient balance to pay the daily wage.',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          received: 120,
          paidOut: 0,
        };
      case 'agents.accountDetails':
        return {
          list: [
            {
              id: 1,
              username: 'player2',
              kind: 'deposit',
              amount: 500,
              balanceAfter: 1_500,
              time: Date.UTC(2026, 10, 26),
              remark: '',
            },
          ],
          pageNo: 1,
          pageSize: 20,
          total: 1,
        };
      case 'agentContracts.dividend':
      case 'agentContracts.dailyWage':
        return { enabled: true, mine: [contract(1)], team: [] };
      case 'agentPayouts.preview':
        return {
          active: false,
          periodStart: 0,
          periodEnd: 0,
          base: 0,
          validBet: 0,
          activeMembers: 0,
          rate: 0,
          gross: 0,
          toDownlines: 0,
          net: 0,
        };
      default:
        throw new Error(`unexpected call ${id}`);
    }
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(path: string) {
  return renderInLanguage(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path="/agent/*" element={<AgentCentrePageView />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  writeSession(sessionKeys.token, 'token-of-agent1');
});
afterEach(cleanup);

const menu = () => screen.findByRole('navigation', { name: 'Agent centre menu' });
const entries = async () => within(await menu()).findAllByRole('link');

describe('the agent centre', () => {
  it('shows the team overview at /agent, with the eight entries and the contract entries the centre lists', async () => {
    answers();
    await show('/agent');
    expect(await screen.findByRole('heading', { name: 'Team overview', level: 3 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/agent');
    const links = await entries();
    expect(links.map((l) => l.firstElementChild?.textContent)).toEqual([
      'Announcements',
      'Team overview',
      'Register centre',
      'Team management',
      'Team betting',
      'Profit and loss statement',
      'My income',
      'Account details',
      'Dividend',
      'Daily wage',
    ]);
    // The badge: the count of requests awaiting the agent, said in words to screen readers.
    const wage = links.at(-1) as HTMLElement;
    expect(within(wage).getByText('2 awaiting your answer')).toBeTruthy();
    expect(within(links.at(-2) as HTMLElement).queryByText(/awaiting/)).toBeNull();
    expect(links.map((l) => l.getAttribute('href'))).toContain('/agent/daily-wage');
    expect(within(await menu()).getByRole('link', { current: 'page' }).textContent).toBe('Team overview');
  });

  it('shows no contract entry the centre does not list, and moves such an address to the overview', async () => {
    answers({ type: 42, centre: { contractKinds: [], pending: {} } });
    await show('/agent/daily-wage');
    await screen.findByRole('heading', { name: 'Team overview', level: 3 });
    const links = await entries();
    expect(links).toHaveLength(8);
    expect(links.some((l) => l.textContent?.startsWith('Daily wage'))).toBe(false);
    expect((await screen.findByTestId('where')).textContent).toBe('/agent/overview');
  });

  it('tells a member who is not an agent what the centre is for, and asks nothing of the agent calls', async () => {
    answers({ type: 0 });
    await show('/agent/income');
    expect((await screen.findByRole('alert')).textContent).toContain('The agent centre is for agent accounts.');
    expect(screen.queryByRole('navigation', { name: 'Agent centre menu' })).toBeNull();
    expect(fakeServer.calls.some((c) => c.id.startsWith('agent'))).toBe(false);
  });

  it('sends a visitor to sign in and back to the same address', async () => {
    sessionStorage.clear();
    answers();
    await show('/agent/income');
    expect((await screen.findByTestId('where')).textContent).toBe('/login?redirect=%2Fagent%2Fincome');
  });
});

describe('every page of the agent centre, with answers', () => {
  const region = (name: string) => screen.findByRole('region', { name });

  it('announcements list the notices', async () => {
    answers();
    await show('/agent/notices');
    expect(await screen.findByRole('heading', { name: 'New daily wage rules' })).toBeTruthy();
  });

  it('team overview shows the sizes, the three periods and the chart', async () => {
    answers();
    await show('/agent/overview');
    expect(await screen.findByText('42')).toBeTruthy();
    for (const name of ['Today', 'Yesterday', 'This month']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Valid bet per day over the last 30 days' }).querySelectorAll('rect'),
    ).toHaveLength(2);
  });

  it('register centre has the form and the links', async () => {
    answers();
    await show('/agent/register');
    const create = await region('Register a downline');
    expect(within(create).getByRole('button', { name: 'Register' })).toBeTruthy();
    const links = screen.getByRole('region', { name: 'Invitation links' });
    expect(await within(links).findByRole('heading', { name: 'Link 1' })).toBeTruthy();
  });

  it('team management lists the downlines with their actions and drills into an agent', async () => {
    answers();
    await show('/agent/team');
    const table = await region('Team management');
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Transfer to player2' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Offer sub3 a contract' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Offer player2 a contract' })).toBeNull();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Team of sub3' }));
    const crumbs = await screen.findByRole('navigation', { name: 'Team levels' });
    expect(await within(crumbs).findByText('sub3')).toBeTruthy();
    expect(within(crumbs).getByRole('button', { name: 'My team' })).toBeTruthy();
    await waitFor(() =>
      expect(fakeServer.calls.filter((c) => c.id === 'agents.downlines').at(-1)?.input).toMatchObject({
        parent: 'sub3',
      }),
    );
  });

  it('team betting shows rows and totals', async () => {
    answers();
    await show('/agent/bets');
    const table = await region('Team betting');
    expect(await within(table).findByRole('rowheader', { name: 'player2' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Totals' })).toBeTruthy();
    expect(fakeServer.calls.find((c) => c.id === 'agents.teamBets')?.input).toMatchObject({ groupBy: 'member' });
  });

  it('profit and loss shows each downline and lets an agent row open its team', async () => {
    answers();
    await show('/agent/profit-loss');
    const table = await region('Profit and loss statement');
    expect(await within(table).findByRole('button', { name: 'Team of sub3' })).toBeTruthy();
  });

  it('profit and loss says its totals count the whole team, not the sum of the rows', async () => {
    answers();
    await show('/agent/profit-loss');
    const table = await region('Profit and loss statement');
    const row = (await within(table).findByRole('button', { name: 'Team of sub3' })).closest('tr');
    const totals = within(table).getByRole('rowheader', { name: 'Totals' }).closest('tr');
    const teamSizeColumn = 1;
    expect(row?.cells[teamSizeColumn]?.textContent).toBe('5');
    const total = totals?.cells[teamSizeColumn];
    expect(total?.textContent).toBe('6 whole team');
    const note = document.getElementById(total?.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Team size counts the people under each downline, not the downline itself. The totals count everyone in this team, direct downlines included.',
    );
  });

  it('my income shows the totals and a waiting payout with its reason', async () => {
    answers();
    await show('/agent/income');
    const table = await region('My income');
    expect(await within(table).findByText('Insufficient balance to pay the daily wage.')).toBeTruthy();
    expect(within(table).getByText('Waiting')).toBeTruthy();
    expect(screen.getByText('P 120.00')).toBeTruthy();
  });

  it('account details list the team transactions', async () => {
    answers();
    await show('/agent/transactions');
    const table = await region('Account details');
    expect(await within(table).findByRole('rowheader', { name: 'player2' })).toBeTruthy();
    expect(within(table).getByText('+500.00')).toBeTruthy();
  });

  it('a contract page shows my contract and an empty preview', async () => {
    answers();
    await show('/agent/dividend');
    expect(await screen.findByRole('heading', { name: 'Dividend', level: 3 })).toBeTruthy();
    expect(await screen.findByText('You have no active contract of this kind.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My contract' })).toBeTruthy();
  });
});
