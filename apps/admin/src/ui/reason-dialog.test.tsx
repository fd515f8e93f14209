import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StaffApiError } from '../lib/api.ts';
import { renderAdmin } from '../test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function Harness({ onConfirm, error }: { onConfirm(reason: string): Promise<boolean>; error?: unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Lock fin1
      </button>
      <ReasonDialog
        open={open}
        title="Lock fin1"
        confirmLabel="Lock"
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={async (r) => {
          const done = await onConfirm(r);
          if (done) setOpen(false);
          return done;
        }}
      />
    </>
  );
}

describe('ReasonDialog', () => {
  it('requires a reason, sends it trimmed, closes and gives focus back', async () => {
    const onConfirm = vi.fn(async () => true);
    renderAdmin(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Lock fin1' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Lock fin1' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(document.activeElement).toBe(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('alert').textContent).toContain('Give a reason.');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, ' left the company ');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(onConfirm).toHaveBeenCalledWith('left the company');
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open showing the failure when the act fails, and Escape closes it', async () => {
    const err = new StaffApiError('staff.self', 400, undefined, 'You cannot do this to your own account.');
    renderAdmin(<Harness onConfirm={async () => false} error={err} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lock fin1' }));
    expect(screen.getByRole('alert').textContent).toContain('You cannot do this to your own account.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'test');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('dialog', { name: 'Lock fin1' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
