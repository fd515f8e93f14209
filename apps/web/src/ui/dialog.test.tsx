import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../test/render.tsx';
import { Dialog, type DialogButton } from './dialog.tsx';

// SPEC §4 dialog helper: a modal with an optional icon, title, content and buttons; it closes on a
// button or a click on the cover unless cover is false, and can close by itself after a time-out.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The dialog as a page uses it: open until it asks to close. */
function Harness(props: { cover?: boolean; timeoutMs?: number; buttons?: DialogButton[]; onClosed?(): void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Dialog
      title="Notice"
      icon={<svg viewBox="0 0 10 10" />}
      cover={props.cover}
      timeoutMs={props.timeoutMs}
      buttons={props.buttons}
      onClose={() => {
        setOpen(false);
        props.onClosed?.();
      }}
    >
      <p>Your deposit arrived.</p>
    </Dialog>
  ) : (
    <p>closed</p>
  );
}

describe('the dialog helper', () => {
  it('closes on a click on the cover by default', async () => {
    await renderInLanguage(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Your deposit arrived.');
    // A click inside the panel is not on the cover.
    fireEvent.click(screen.getByText('Your deposit arrived.'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('stays open on a click on the cover when cover is false, and still closes by its close button', async () => {
    await renderInLanguage(<Harness cover={false} />);
    fireEvent.click(screen.getByRole('dialog', { name: 'Notice' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes by itself after the time-out, not before', async () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    await renderInLanguage(<Harness timeoutMs={3000} onClosed={onClosed} />);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('runs a button and closes, or stays open when the button says so', async () => {
    const confirmed = vi.fn();
    const user = userEvent.setup();
    await renderInLanguage(
      <Harness
        buttons={[
          { label: 'Not yet', onClick: () => false },
          { label: 'Confirm', primary: true, onClick: () => void confirmed() },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, even with cover false', async () => {
    const onClosed = vi.fn();
    await renderInLanguage(<Harness cover={false} onClosed={onClosed} />);
    const user = userEvent.setup();
    // showModal puts the focus in the dialog (its first button), as the browser does.
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
