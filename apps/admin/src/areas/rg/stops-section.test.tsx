import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import RgPage from './rg-page.tsx';

const STOPS = 'GET /backoffice/api/rg/stops';
const STOP = 'POST /backoffice/api/rg/stops';
const RESUME = 'POST /backoffice/api/rg/stops/resume';

const stop = (over: Record<string, unknown> = {}) => ({
  id: 7,
  scope: 'vendor',
  subject: 'STF',
  reason: 'feed outage',
  by: 'boss',
  at: Date.now() - 5 * 60_000,
  ...over,
});
const posts = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('responsible gaming: stopped on demand', () => {
  it('lists the stops in force with scope, subject, reason, who and since when', async () => {
    fakeServer({
      [STOPS]: ok({ list: [stop(), stop({ id: 8, scope: 'brand', subject: '', reason: 'incident', by: 'risk1' })] }),
    });
    renderAdmin(<RgPage />);
    const table = await screen.findByRole('table', { name: 'Gaming stopped on demand' });
    const vendor = (await within(table).findByText('STF')).closest('tr') as HTMLElement;
    expect(within(vendor).getByText('Vendor')).toBeTruthy();
    expect(within(vendor).getByText('feed outage')).toBeTruthy();
    expect(within(vendor).getByText('boss')).toBeTruthy();
    expect(within(vendor).getByText('5 min ago')).toBeTruthy();
    const brand = within(table).getByText('All gaming of the brand').closest('tr') as HTMLElement;
    expect(within(brand).getByText('Whole brand')).toBeTruthy();
    expect(within(brand).getByRole('button', { name: 'Let play resume: All gaming of the brand' })).toBeTruthy();
  });

  it('requires a subject and a reason, then posts the scope, the subject and the reason', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [STOP]: ok(stop({ id: 9, scope: 'game', subject: 'STF/5001', reason: 'wrong RTP' })),
    });
    renderAdmin(<RgPage />);
    expect(await screen.findByText('Gaming is not stopped anywhere.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Stop gaming' });
    await userEvent.selectOptions(within(form).getByLabelText('What to stop'), 'game');
    const subject = within(form).getByRole('textbox', { name: 'Game' });
    expect(within(form).getByText(/as VENDOR\/GAME/)).toBeTruthy();
    await userEvent.type(subject, 'STF');
    await userEvent.click(within(form).getByRole('button', { name: 'Stop gaming' }));
    expect(within(form).getByText('Enter VENDOR/GAME, such as STF/5001.')).toBeTruthy();
    expect(within(form).getByText('Give a reason of at least 2 characters.')).toBeTruthy();
    expect(posts(server, '/backoffice/api/rg/stops')).toHaveLength(0);
    await userEvent.type(subject, '/5001');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'wrong RTP');
    await userEvent.click(within(form).getByRole('button', { name: 'Stop gaming' }));
    expect(await screen.findByText('Gaming stopped: Game: STF/5001.')).toBeTruthy();
    expect(posts(server, '/backoffice/api/rg/stops').map((r) => r.body)).toEqual([
      { scope: 'game', subject: 'STF/5001', reason: 'wrong RTP' },
    ]);
  });

  it('stops the whole brand without a subject field, sending an empty subject', async () => {
    const server = fakeServer({
      [STOPS]: ok({ list: [] }),
      [STOP]: ok(stop({ id: 10, scope: 'brand', subject: '', reason: 'payment incident' })),
    });
    renderAdmin(<RgPage />);
    const form = await screen.findByRole('form', { name: 'Stop gaming' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Vendor' }), 'STF');
    await userEvent.selectOptions(within(form).getByLabelText('What to stop'), 'brand');
    expect(within(form).queryByRole('textbox', { name: 'Vendor' })).toBeNull();
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Stop all gaming of the brand' }));
    expect(within(form).getByText('Give a reason of at least 2 characters.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'payment incident');
    await userEvent.click(within(form).getByRole('button', { name: 'Stop all gaming of the brand' }));
    expect(await screen.findByText('Gaming stopped: All gaming of the brand.')).toBeTruthy();
    expect(posts(server, '/backoffice/api/rg/stops').map((r) => r.body)).toEqual([
      { scope: 'brand', subject: '', reason: 'payment incident' },
    ]);
  });

  it('shows the server’s refusal in the stop form', async () => {
    fakeServer({
      [STOPS]: ok({ list: [] }),
      [STOP]: fail(404, 'rg.stop.subject', 'No such vendor, game or member in this brand.', { field: 'subject' }),
    });
    renderAdmin(<RgPage />);
    const form = await screen.findByRole('form', { name: 'Stop gaming' });
    await userEvent.selectOptions(within(form).getByLabelText('What to stop'), 'member');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Member' }), 'nobody');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'asked by family');
    await userEvent.click(within(form).getByRole('button', { name: 'Stop gaming' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('No such vendor, game or member in this brand.');
    expect(screen.queryByText(/^Gaming stopped:/)).toBeNull();
  });

  it('lets play resume only with a reason, posting the stop’s id', async () => {
    const server = fakeServer({ [STOPS]: ok({ list: [stop()] }), [RESUME]: ok({ list: [] }) });
    renderAdmin(<RgPage />, { me: { role: 'risk', staff: { ...OWNER, role: 'risk' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Let play resume: Vendor: STF' }));
    const dialog = screen.getByRole('dialog', { name: 'Let play resume: Vendor: STF' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let play resume' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(posts(server, '/backoffice/api/rg/stops/resume')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'vendor fixed the feed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let play resume' }));
    expect(await screen.findByText('Play may resume: Vendor: STF.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(server, '/backoffice/api/rg/stops/resume').map((r) => r.body)).toEqual([
      { id: 7, reason: 'vendor fixed the feed' },
    ]);
  });

  it('read-only staff see the stops but neither the resume action nor the stop form', async () => {
    fakeServer({ [STOPS]: ok({ list: [stop()] }) });
    renderAdmin(<RgPage />, { me: { role: 'read-only', staff: { ...OWNER, role: 'read-only' } } });
    expect(await screen.findByText('feed outage')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Let play resume/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Stop gaming' })).toBeNull();
  });
});
