import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../pages.ts';
import { navGroups, pagesFor } from '../../registry.ts';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import RtpPage, { lastSevenDays } from './rtp-page.tsx';

const RTP = 'GET /backoffice/api/rg/rtp';
const line = (over: Record<string, unknown>) => ({
  vendor: 'HOUSE',
  gameCode: 'SLOT1',
  gameName: 'Lucky Reels',
  category: 'SLOT',
  bets: 5000,
  stake: 10000,
  win: 9650,
  actualBp: 9650,
  publishedBp: 9600,
  ...over,
});
const LIST = [
  line({}),
  line({
    gameCode: 'ROU',
    gameName: 'Roulette',
    category: 'LIVE',
    bets: 1500,
    win: 9100,
    actualBp: 9100,
    publishedBp: 9730,
  }),
  line({ gameCode: 'SLOT2', gameName: 'Few Spins', bets: 200, win: 15000, actualBp: 15000, publishedBp: 9600 }),
  line({
    vendor: 'STF',
    gameCode: '5001',
    gameName: 'Dragon Tiger',
    category: 'LIVE',
    actualBp: 9800,
    publishedBp: null,
  }),
  line({
    vendor: 'STF',
    gameCode: '5002',
    gameName: 'Free Spins Only',
    bets: 3,
    stake: 0,
    win: 0,
    actualBp: null,
    publishedBp: null,
  }),
];
const rowOf = (el: HTMLElement) => el.closest('tr') as HTMLElement;
const urls = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.path === '/backoffice/api/rg/rtp').map((r) => r.url);

describe('responsible gaming: RTP per game', () => {
  it('asks for the last 7 days, then the range chosen, and shows actual against published with the flag', async () => {
    const server = fakeServer({ [RTP]: ok({ list: LIST }) });
    renderAdmin(<RtpPage />, { path: '/rg/rtp', me: { role: 'finance', staff: { ...OWNER, role: 'finance' } } });
    const week = lastSevenDays();
    const table = await screen.findByRole('table', { name: `RTP per game from ${week.from} to ${week.to}` });
    expect(urls(server)).toEqual([`/backoffice/api/rg/rtp?from=${week.from}&to=${week.to}`]);

    const form = screen.getByRole('form', { name: 'RTP period' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-04-30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table', { name: 'RTP per game from 2026-04-01 to 2026-04-30' });
    expect(urls(server).at(-1)).toBe('/backoffice/api/rg/rtp?from=2026-04-01&to=2026-04-30');
    expect(screen.getByText('From 2026-04-01 to 2026-04-30: games played 5, flagged 1.')).toBeTruthy();
    expect(screen.getByText(/^Flagged: the actual RTP is more than 5 points away/)).toBeTruthy();

    const slot = rowOf(within(table).getByText('Lucky Reels'));
    expect(within(slot).getByText('5,000')).toBeTruthy();
    expect(within(slot).getByText('96.50%')).toBeTruthy();
    expect(within(slot).getByText('96.00%')).toBeTruthy();
    expect(within(slot).getByText('+0.50 pts')).toBeTruthy();
    expect(within(slot).queryByText('Check')).toBeNull();

    const roulette = rowOf(within(table).getByText('Roulette'));
    expect(within(roulette).getByText('91.00%')).toBeTruthy();
    expect(within(roulette).getByText('97.30%')).toBeTruthy();
    expect(within(roulette).getByText('\u22126.30 pts')).toBeTruthy();
    expect(within(roulette).getByText('Check')).toBeTruthy();

    const few = rowOf(within(table).getByText('Few Spins'));
    expect(within(few).getByText('+54.00 pts')).toBeTruthy();
    expect(within(few).queryByText('Check')).toBeNull();

    const vendor = rowOf(within(table).getByText('Dragon Tiger'));
    expect(within(vendor).getByText('98.00%')).toBeTruthy();
    expect(within(vendor).getByText('Not published')).toBeTruthy();
    expect(within(vendor).getByText('Not comparable')).toBeTruthy();

    const noStake = rowOf(within(table).getByText('Free Spins Only'));
    expect(within(noStake).getByText('No stake')).toBeTruthy();
    expect(within(noStake).getByText('Not published')).toBeTruthy();
  });

  it('shows the server’s refusal of a reversed range and no table', async () => {
    const server = fakeServer({
      [RTP]: fail(400, 'reports.range.reversed', 'The end day is before the start day.', { field: 'to' }),
    });
    renderAdmin(<RtpPage />, { path: '/rg/rtp?from=2026-05-10&to=2026-05-01' });
    expect((await screen.findByRole('alert')).textContent).toBe('The end day is before the start day.');
    expect(urls(server)).toEqual(['/backoffice/api/rg/rtp?from=2026-05-10&to=2026-05-01']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the period has no settled bets', async () => {
    fakeServer({ [RTP]: ok({ list: [] }) });
    renderAdmin(<RtpPage />, { path: '/rg/rtp?from=2026-05-01&to=2026-05-07' });
    expect(await screen.findByText('No settled bets in this period.')).toBeTruthy();
  });
});

describe('responsible gaming: navigation', () => {
  const rgPages = (role: Parameters<typeof pagesFor>[1]) =>
    navGroups(pagesFor(AREAS, role))
      .filter((g) => g.area === 'rg')
      .flatMap((g) => g.pages.map((p) => p.path));

  it('lists game recall and RTP under responsible gaming for its readers, and only RTP for finance', () => {
    for (const role of ['owner', 'admin', 'risk', 'support', 'read-only'] as const)
      expect(rgPages(role)).toEqual(['/rg', '/rg/recall', '/rg/rtp']);
    expect(rgPages('finance')).toEqual(['/rg/rtp']);
    expect(rgPages('content')).toEqual([]);
  });
});
