import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import { oddsInput } from './odds-dialog.tsx';
import OddsPage from './odds-page.tsx';

const rows = [
  { playType: 'p3straight', tab: 'straight', defaultOdds: 9_000_000, brandOdds: null, rtp: 9000, defaultRtp: 9000 },
  {
    playType: 'p3box',
    tab: 'box',
    defaultOdds: { '6': 1_500_000, '3': 3_000_000 },
    brandOdds: { '6': 1_400_000, '3': 3_000_000 },
    rtp: 8800,
    defaultRtp: 9000,
  },
];
const table = (list = rows) => ok({ gameCode: 'LOTT_P3', name: 'Pick 3', list });
const lotteries = ok({ list: [{ gameCode: 'LOTT_P3', name: 'Pick 3' }], currency: 'PHP' });

describe('the odds page and its dialog', () => {
  it('reads odds as multipliers: 1.98 is 19800 basis points; refuses zero, words and five decimals', () => {
    expect(oddsInput('1.98')).toBe(19_800);
    expect(oddsInput(' 900 ')).toBe(9_000_000);
    expect(oddsInput('0')).toBeNull();
    expect(oddsInput('abc')).toBeNull();
    expect(oddsInput('1.00001')).toBeNull();
  });

  it('shows default and brand odds with the RTP, and saves a play’s odds with a reason', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/lotteries': lotteries,
      'GET /backoffice/api/lottery/odds': table(),
      'POST /backoffice/api/lottery/odds': ok({ gameCode: 'LOTT_P3', name: 'Pick 3', list: rows }),
    });
    renderAdmin(<OddsPage />, { path: '/lottery/odds?game=LOTT_P3' });
    const box = (await screen.findByText('Pick 3 box (p3box)')).closest('tr') as HTMLElement;
    expect(within(box).getByText('3: 300, 6: 150')).toBeTruthy();
    expect(within(box).getByText('3: 300, 6: 140')).toBeTruthy();
    expect(within(box).getByText('88.00%')).toBeTruthy();
    const straight = screen.getByText('Pick 3 straight (p3straight)').closest('tr') as HTMLElement;
    expect(within(straight).getByText('Default')).toBeTruthy();
    await userEvent.click(
      within(straight).getByRole('button', { name: 'Edit the odds of Pick 3 straight (p3straight)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Odds of Pick 3 straight (p3straight)' });
    const input = within(dialog).getByLabelText('Odds');
    expect((input as HTMLInputElement).value).toBe('900');
    await userEvent.clear(input);
    await userEvent.type(input, '850');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'margin review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save odds' }));
    expect((await screen.findByText('Saved the odds of Pick 3 straight (p3straight).')).getAttribute('role')).toBe(
      'status',
    );
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      gameCode: 'LOTT_P3',
      odds: { p3straight: 8_500_000 },
      reason: 'margin review',
    });
  });

  it('edits per-option odds, marks a bad one before sending, and shows an RTP refusal', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/lotteries': lotteries,
      'GET /backoffice/api/lottery/odds': table(),
      'POST /backoffice/api/lottery/odds': fail(
        400,
        'lottery.odds.invalid',
        'These odds are not valid: the return to player may not exceed 100%.',
      ),
    });
    renderAdmin(<OddsPage />, { path: '/lottery/odds?game=LOTT_P3' });
    const box = (await screen.findByText('Pick 3 box (p3box)')).closest('tr') as HTMLElement;
    await userEvent.click(within(box).getByRole('button', { name: 'Edit the odds of Pick 3 box (p3box)' }));
    const dialog = screen.getByRole('dialog', { name: 'Odds of Pick 3 box (p3box)' });
    const six = within(dialog).getByLabelText('Odds for 6');
    expect((six as HTMLInputElement).value).toBe('140');
    await userEvent.clear(six);
    await userEvent.type(six, 'x');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'raise');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save odds' }));
    expect(within(dialog).getByText('Enter a number above zero with at most four decimals.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(six);
    await userEvent.type(six, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save odds' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('These odds are not valid');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      gameCode: 'LOTT_P3',
      odds: { p3box: { '6': 4_000_000, '3': 3_000_000 } },
      reason: 'raise',
    });
  });

  it('finance reads the table without edit buttons', async () => {
    fakeServer({ 'GET /backoffice/api/lottery/lotteries': lotteries, 'GET /backoffice/api/lottery/odds': table() });
    renderAdmin(<OddsPage />, {
      path: '/lottery/odds?game=LOTT_P3',
      me: { role: 'finance', staff: { ...OWNER, role: 'finance' } },
    });
    expect(await screen.findByText('Pick 3 box (p3box)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit the odds of Pick 3 box (p3box)' })).toBeNull();
  });
});
