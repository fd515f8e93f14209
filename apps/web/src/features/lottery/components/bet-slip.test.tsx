import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import type { SlipBet } from '../slip-model.ts';
import { BetSlip } from './bet-slip.tsx';

afterEach(cleanup);

const BETS: SlipBet[] = [
  { id: 'a', playType: 'pos', selection: { p1: ['3', '5'] }, units: 2, unit: 1.5 },
  { id: 'b', playType: 'sumbs', selection: { sum: ['big'] }, units: 1, unit: 10 },
];

function slip(onConfirm: (drawNo: string) => Promise<void>, onRemove = vi.fn(), drawNo = '20261127-0042') {
  return (
    <BetSlip
      bets={BETS}
      drawNo={drawNo}
      playName={(c) => c.toUpperCase()}
      onRemove={onRemove}
      onClear={vi.fn()}
      onConfirm={onConfirm}
    />
  );
}

describe('the bet slip', () => {
  it('shows each bet with its units and the total, and asks before buying', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => undefined);
    await renderInLanguage(slip(onConfirm));
    expect(screen.getByText('Units: 2')).toBeTruthy();
    expect(screen.getByText(/Total/).textContent).toMatch(/13\.00/);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your tickets' });
    expect(within(dialog).getByText('Buy 2 bet(s) on draw 20261127-0042?')).toBeTruthy();
    expect(within(dialog).getByText(/Total/).textContent).toMatch(/13\.00/);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('20261127-0042');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Tickets bought. Good luck!');
  });

  it("keeps the dialog open with the server's message when buying fails", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {
      throw new ApiError('lottery.draw.closed', 'err_lottery_draw_closed', 409, undefined, 'Betting has closed.');
    });
    await renderInLanguage(slip(onConfirm));
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your tickets' });
    expect(within(dialog).getByRole('alert').textContent).toContain('Betting has closed.');
    expect(screen.queryByText('Tickets bought. Good luck!')).toBeNull();
  });

  it('buys on the draw the dialog named, even when the open draw moves on while it is open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_drawNo: string) => undefined);
    const view = await renderInLanguage(slip(onConfirm));
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    view.rerender(slip(onConfirm, vi.fn(), '20261127-0043'));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your tickets' });
    expect(within(dialog).getByText('Buy 2 bet(s) on draw 20261127-0042?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('20261127-0042');
  });

  it('offers no Buy while there is no open draw', async () => {
    await renderInLanguage(slip(vi.fn(), vi.fn(), ''));
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes one bet', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    await renderInLanguage(slip(async () => undefined, onRemove));
    await user.click(screen.getByRole('button', { name: 'Remove bet SUMBS' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });
});
