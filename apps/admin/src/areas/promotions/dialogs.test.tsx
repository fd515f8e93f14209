import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeToken } from '../../lib/session-store.ts';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import ApplicationsPage from './applications-page.tsx';
import GrantsPage from './grants-page.tsx';

const application = (over: Record<string, unknown> = {}) => ({
  id: 41,
  promotionId: 7,
  promotionTitle: 'Share and win',
  username: 'player1',
  comment: 'My screenshot',
  images: ['/backoffice/api/promotions/images/a.png', '/backoffice/api/promotions/images/b.jpg'],
  contact: { type: 'zalo', id: '0901234567' },
  status: 'applying',
  reason: '',
  amount: null,
  maxAmount: 50,
  createdAt: Date.UTC(2030, 0, 2),
  reviewedAt: null,
  reviewedBy: '',
  ...over,
});

const grant = (over: Record<string, unknown> = {}) => ({
  id: 5,
  promotionId: null,
  title: 'Sorry bonus',
  amount: 20,
  deposit: 0,
  wageringRequired: 100,
  wagered: 0,
  progressBp: 0,
  contributions: { RNG: 100 },
  maxBet: null,
  maxWin: null,
  status: 'active',
  statusReason: '',
  balance: 20,
  converted: 0,
  forfeited: 0,
  createdAt: Date.UTC(2030, 0, 2),
  expiresAt: Date.UTC(2030, 1, 2),
  endedAt: null,
  username: 'player2',
  actor: 'boss',
  ...over,
});

async function openReview() {
  await userEvent.click(await screen.findByRole('button', { name: 'Review the application of player1' }));
  return screen.getByRole('dialog', { name: 'Review the application of player1' });
}

describe('the review dialog', () => {
  it('shows the comment, contact and images (fetched with the staff token) and approves an amount up to the reward', async () => {
    const server = fakeServer({
      'GET /backoffice/api/promotions/applications': ok({ list: [application()], total: 1 }),
      'GET /backoffice/api/promotions/images/a.png': ok('first'),
      'GET /backoffice/api/promotions/images/b.jpg': ok('second'),
      'POST /backoffice/api/promotions/applications/review': (body) =>
        ok(application({ status: 'issued', amount: Number((body as { amount: string }).amount) })),
    });
    writeToken('staff_test-token');
    renderAdmin(<ApplicationsPage />);
    const dialog = await openReview();
    expect(within(dialog).getByText('My screenshot')).toBeTruthy();
    expect(within(dialog).getByText('Zalo: 0901234567')).toBeTruthy();
    const image = await within(dialog).findByRole('img', { name: 'Image 2 sent with the application' });
    expect(image.getAttribute('src')).toMatch(/^data:/);
    const fetched = server.requests.find((r) => r.path === '/backoffice/api/promotions/images/b.jpg');
    expect(fetched?.headers.Authorization).toBe('staff_test-token');
    const amount = within(dialog).getByLabelText('Amount to grant');
    expect((amount as HTMLInputElement).value).toBe('50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50.01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'valid share');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Give an amount above 0 and at most 50.00 PHP.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved the application of player1/)).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 41,
      decision: 'approve',
      amount: '30',
      reason: 'valid share',
    });
  });

  it('rejects with the reason and no amount; a reviewed application shows the server message', async () => {
    const server = fakeServer({
      'GET /backoffice/api/promotions/applications': ok({ list: [application()], total: 1 }),
      'POST /backoffice/api/promotions/applications/review': fail(
        409,
        'promotions.application.reviewed',
        'This application was already reviewed.',
      ),
    });
    renderAdmin(<ApplicationsPage />, { me: { role: 'support', staff: { ...OWNER, role: 'support' } } });
    const dialog = await openReview();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    expect(within(dialog).queryByLabelText('Amount to grant')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'image unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This application was already reviewed.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 41,
      decision: 'reject',
      reason: 'image unreadable',
    });
  });

  it('offers no review to a role that may not review', async () => {
    fakeServer({ 'GET /backoffice/api/promotions/applications': ok({ list: [application()], total: 1 }) });
    renderAdmin(<ApplicationsPage />, { me: { role: 'finance', staff: { ...OWNER, role: 'finance' } } });
    expect(await screen.findByText('Share and win')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review the application of player1' })).toBeNull();
  });
});

describe('the grant dialog and revocation', () => {
  it('refuses bad values, then grants once with one request id and a reason', async () => {
    const server = fakeServer({
      'GET /backoffice/api/promotions/grants': ok({ list: [], total: 0 }),
      'POST /backoffice/api/promotions/grants': ok({ rewardId: 88 }),
    });
    renderAdmin(<GrantsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant a bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '-5');
    await userEvent.clear(within(dialog).getByLabelText('Wagering multiple'));
    await userEvent.type(within(dialog).getByLabelText('Wagering multiple'), '101');
    await userEvent.type(within(dialog).getByLabelText('Title the member sees'), 'x');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'goodwill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    for (const label of ['Username', 'Amount', 'Wagering multiple', 'Title the member sees']) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    await userEvent.type(within(dialog).getByLabelText('Username'), 'player2');
    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '20.5');
    await userEvent.clear(within(dialog).getByLabelText('Wagering multiple'));
    await userEvent.type(within(dialog).getByLabelText('Wagering multiple'), '5');
    await userEvent.type(within(dialog).getByLabelText('Title the member sees'), 'Sorry bonus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Granted player2 a bonus (reward 88).')).toBeTruthy();
    const sent = server.requests.find((r) => r.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'player2',
      amount: '20.5',
      wageringMultiple: 5,
      promotionId: null,
      title: 'xSorry bonus',
      reason: 'goodwill',
    });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('keeps the dialog open with the server message when the member is unknown', async () => {
    fakeServer({
      'GET /backoffice/api/promotions/grants': ok({ list: [], total: 0 }),
      'POST /backoffice/api/promotions/grants': fail(404, 'member.not.found', 'No such member.'),
    });
    renderAdmin(<GrantsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant a bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant a bonus' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ghost');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10');
    await userEvent.type(within(dialog).getByLabelText('Title the member sees'), 'Gift');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('No such member.')).toBeTruthy();
  });

  it('revokes an active grant with a reason, and only an active one', async () => {
    const server = fakeServer({
      'GET /backoffice/api/promotions/grants': ok({ list: [grant(), grant({ id: 6, status: 'completed' })], total: 2 }),
      'POST /backoffice/api/promotions/grants/revoke': ok({ status: 'revoked' }),
    });
    renderAdmin(<GrantsPage />);
    const buttons = await screen.findAllByRole('button', { name: 'Revoke the bonus Sorry bonus of player2' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Revoke the bonus player2 · Sorry bonus' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked player2 · Sorry bonus.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ target: 'grant', id: 5, reason: 'abuse' });
  });

  it('hides granting and revoking from read-only staff', async () => {
    fakeServer({ 'GET /backoffice/api/promotions/grants': ok({ list: [grant()], total: 1 }) });
    renderAdmin(<GrantsPage />, { me: { role: 'read-only', staff: { ...OWNER, role: 'read-only' } } });
    expect(await screen.findByText('player2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grant a bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
