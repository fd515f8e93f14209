import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import DrawPage from './draw-page.tsx';
import { parseGroups } from './result-dialog.tsx';

const draw = (over: Record<string, unknown> = {}) => ({
  id: 41,
  gameCode: 'ELOTT_5D5',
  name: '5-Minute 5D',
  drawNo: '20320101-0101',
  status: 'open',
  source: 'house',
  opensAt: Date.UTC(2032, 0, 1, 8, 20),
  closesAt: Date.UTC(2032, 0, 1, 8, 24),
  drawsAt: Date.UTC(2032, 0, 1, 8, 25),
  drawnAt: null,
  settledAt: null,
  tickets: 12,
  stake: 120,
  payout: 0,
  awaitingConfirm: false,
  seedHash: 'ab'.repeat(32),
  seed: null,
  result: null,
  pendingResult: null,
  enteredBy: '',
  confirmedBy: '',
  voidReason: '',
  voidedBy: '',
  exposure: 3500,
  maxPayoutDraw: 100_000,
  maxPayoutNumber: 5000,
  topExposure: [
    { numberKey: 'd1:3', amount: 2500 },
    { numberKey: 'd1:7', amount: 1000 },
  ],
  ...over,
});
const PATH = '/lottery/draw?id=41';
const RISK = { role: 'risk' as const, staff: { ...OWNER, role: 'risk' as const } };

describe('a lottery draw', () => {
  it('reads result lines as groups and refuses a line without a group', () => {
    expect(parseGroups('digits: 1 2 3 4 5\nfirst: 1234')).toEqual([
      { key: 'digits', numbers: ['1', '2', '3', '4', '5'] },
      { key: 'first', numbers: ['1234'] },
    ]);
    expect(parseGroups('1 2 3')).toBeNull();
    expect(parseGroups('digits: a b')).toBeNull();
    expect(parseGroups('  ')).toBeNull();
  });

  it('shows the seed hash, hides the seed, lists the top exposure against the maximum, and voids with a reason', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/draw': ok(draw()),
      'POST /backoffice/api/lottery/draw/void': ok(
        draw({ status: 'void', voidReason: 'feed down', voidedBy: 'risk1' }),
      ),
    });
    renderAdmin(<DrawPage />, { path: PATH, me: RISK });
    expect(await screen.findByText('ab'.repeat(32))).toBeTruthy();
    expect(screen.getByText('Revealed with the result')).toBeTruthy();
    const top = screen.getByText('d1:3').closest('tr') as HTMLElement;
    expect(within(top).getByText('50.0%')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Void the draw' }));
    const dialog = screen.getByRole('dialog', { name: 'Void the draw' });
    expect(dialog.textContent).toContain('every one of its 12 tickets is refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the draw' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'feed down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the draw' }));
    expect((await screen.findByText(/is void; its tickets are being refunded/)).getAttribute('role')).toBe('status');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 41, reason: 'feed down' });
  });

  it('enters an outside result as groups with a reason', async () => {
    const closed = draw({ status: 'closed', source: 'outside' });
    const server = fakeServer({
      'GET /backoffice/api/lottery/draw': ok(closed),
      'POST /backoffice/api/lottery/draw/result': ok({ ...closed, pendingResult: [{ key: 'digits', numbers: ['1'] }] }),
    });
    renderAdmin(<DrawPage />, { path: PATH, me: RISK });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the result' }));
    expect(screen.queryByRole('button', { name: 'Confirm the result' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Enter the result' });
    const box = within(dialog).getByRole('textbox', { name: 'Result' });
    await userEvent.type(box, 'nonsense');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'official sheet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter the result' }));
    expect(within(dialog).getByText('Write each line as group: numbers.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'digits: 1 2 3 4 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter the result' }));
    expect(await screen.findByText('Result entered; a second operator must confirm it.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: 41,
      groups: [{ key: 'digits', numbers: ['1', '2', '3', '4', '5'] }],
      reason: 'official sheet',
    });
  });

  it('keeps the confirm dialog open with the refusal when the same operator confirms', async () => {
    fakeServer({
      'GET /backoffice/api/lottery/draw': ok(
        draw({
          status: 'closed',
          source: 'outside',
          pendingResult: [{ key: 'digits', numbers: ['1', '2'] }],
          enteredBy: 'risk1',
        }),
      ),
      'POST /backoffice/api/lottery/draw/confirm': fail(
        409,
        'lottery.result.same.operator',
        'The result must be confirmed by a different operator.',
      ),
    });
    renderAdmin(<DrawPage />, { path: PATH, me: RISK });
    expect(await screen.findByText('Entered result (by risk1), waiting for a second operator')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the result' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the result' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the result' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('confirmed by a different operator');
  });

  it('support reads a drawn draw with its seed and result but cannot act', async () => {
    fakeServer({
      'GET /backoffice/api/lottery/draw': ok(
        draw({
          status: 'settled',
          seed: 'cd'.repeat(32),
          result: [{ key: 'digits', numbers: ['9', '8', '7', '6', '5'] }],
        }),
      ),
    });
    renderAdmin(<DrawPage />, { path: PATH, me: { role: 'support', staff: { ...OWNER, role: 'support' } } });
    expect(await screen.findByText('cd'.repeat(32))).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent === 'digits: 9 8 7 6 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void the draw' })).toBeNull();
  });
});
