import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import RevenuePage from './revenue-page.tsx';

const row = (key: string, ggr: number, ngr: number | null) => ({
  key,
  label: key,
  currency: 'PHP',
  minorUnits: 2,
  bets: 3,
  players: 2,
  stake: 100.5,
  valid: 100.5,
  payout: 100.5 - ggr,
  ggr,
  bonus: ngr === null ? null : 1,
  adjustments: ngr === null ? null : 0,
  ngr,
});

function revenueAnswer(url: string) {
  const q = new URL(url, 'http://x').searchParams;
  const by = q.get('by') ?? 'day';
  const rows =
    by === 'day' ? [row(q.get('from') ?? '', 10, 9), row(q.get('to') ?? '', -2.5, -3.5)] : [row('ACME', 7.5, null)];
  return {
    today: '2026-03-10',
    from: q.get('from'),
    to: q.get('to'),
    by,
    rows,
    total: { ...row('total', 7.5, 5.5), key: 'total', label: 'total', bets: 6, players: 3 },
  };
}

function server() {
  const s = fakeServer({});
  s.fetchMock.mockImplementation(async (url: string) => {
    const path = url.split('?')[0];
    if (path === '/backoffice/api/reports/revenue') {
      return new Response(JSON.stringify(ok(revenueAnswer(url)).body), { status: 200 });
    }
    if (path === '/backoffice/api/reports/revenue/csv') {
      return new Response('day,ggr\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="revenue.csv"' },
      });
    }
    return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 });
  });
  const urls = () => s.fetchMock.mock.calls.map((c) => String(c[0]));
  return { ...s, urls };
}

describe('the revenue report', () => {
  it('shows the range from the brand day, a chart, the table with a total line, and the summary', async () => {
    const s = server();
    renderAdmin(<RevenuePage />);
    // The brand's day (2026-03-10) moves the default "last 7 days" to it.
    await waitFor(() =>
      expect(s.urls().some((u) => u.includes('from=2026-03-04') && u.includes('to=2026-03-10'))).toBe(true),
    );
    const table = await screen.findByRole('table', { name: 'Revenue from 2026-03-04 to 2026-03-10' });
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toContain('Total');
    expect(rows.at(-1)?.textContent).toContain('7.50');
    expect(await screen.findByText('GGR 7.50 PHP and NGR 5.50 PHP from 2026-03-04 to 2026-03-10.')).toBeTruthy();
    // The chart code loads on its own (a separate chunk); the chart is named for screen readers.
    expect(
      await screen.findByRole('figure', { name: 'GGR by Day from 2026-03-04 to 2026-03-10' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('refuses a reversed or too long range in the browser and sends nothing', async () => {
    const s = server();
    renderAdmin(<RevenuePage />);
    await screen.findByRole('table');
    const sent = s.fetchMock.mock.calls.length;
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-09');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The end day is before the start day.');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A report covers at most 92 days.');
    expect(s.fetchMock.mock.calls.length).toBe(sent);
    expect((screen.getByLabelText('Range') as HTMLSelectElement).value).toBe('custom');
  });

  it('groups by vendor, says NGR is in the total, and offers no brand grouping to brand staff', async () => {
    const s = server();
    renderAdmin(<RevenuePage />);
    await screen.findByRole('table');
    const by = screen.getByLabelText('Group by') as HTMLSelectElement;
    expect([...by.options].map((o) => o.value)).toEqual(['day', 'vendor', 'category']);
    await userEvent.selectOptions(by, 'vendor');
    await waitFor(() => expect(s.urls().some((u) => u.includes('by=vendor'))).toBe(true));
    expect(await screen.findByRole('cell', { name: 'ACME' })).toBeTruthy();
    expect(screen.getByText(/NGR is in the total line/)).toBeTruthy();
  });

  it('offers the brand grouping to a platform owner', async () => {
    server();
    renderAdmin(<RevenuePage />, {
      me: {
        staff: {
          id: 2,
          username: 'root',
          role: 'owner',
          brand: null,
          status: 'active',
          enrolled: true,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    const by = (await screen.findByLabelText('Group by')) as HTMLSelectElement;
    expect([...by.options].map((o) => o.value)).toContain('brand');
  });

  it('downloads the CSV of the shown range with the staff token', async () => {
    const s = server();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdmin(<RevenuePage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csvCall = s.fetchMock.mock.calls.find((c) => String(c[0]).startsWith('/backoffice/api/reports/revenue/csv'));
    if (!csvCall) throw new Error('no CSV request');
    expect(String(csvCall[0])).toContain('by=day');
    expect((csvCall[1] as RequestInit).headers).toMatchObject({ Merchant: 'demo' });
  });
});
