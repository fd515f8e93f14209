import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInstallableApp } from '../../../lib/install-app.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { InstallButton } from './download-app.tsx';

// The download page's install button: the browser's own install dialog when the browser offers it
// (beforeinstallprompt), else the manual steps for iPhone, Android and computers.

startInstallableApp();
afterEach(cleanup);

/** Chromium's install offer, as the browser fires it. */
function offer(outcome: 'accepted' | 'dismissed') {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt(): Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  const prompt = vi.fn(async () => undefined);
  e.prompt = prompt;
  e.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(e);
  });
  return { prompt, prevented: e.defaultPrevented };
}

describe('the install button', () => {
  it('explains the manual steps when the browser offers no install dialog', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<InstallButton />);
    const button = screen.getByRole('button', { name: 'Install the app' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('iPhone and iPad (Safari): tap Share, then Add to Home Screen.')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('iPhone and iPad (Safari): tap Share, then Add to Home Screen.')).toBeTruthy();
    expect(screen.getByText('Android (Chrome): open the ⋮ menu, then Install app or Add to Home screen.')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByText('iPhone and iPad (Safari): tap Share, then Add to Home Screen.')).toBeNull();
  });

  it("opens the browser's install dialog when offered, and says so once installed", async () => {
    const user = userEvent.setup();
    await renderInLanguage(<InstallButton />);
    const { prompt, prevented } = offer('accepted');
    // The page keeps the offer for its button instead of the browser's own mini bar.
    expect(prevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Install the app' });
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    await user.click(button);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe(
      'The app is installed. Open it from its icon on your home screen.',
    );
  });
});
