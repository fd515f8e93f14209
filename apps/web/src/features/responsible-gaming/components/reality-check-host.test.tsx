import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});
vi.mock('../../games/index.ts', async (real) => ({
  ...(await real<typeof import('../../games/index.ts')>()),
  closeGameOverlays: vi.fn(),
}));

const { RealityCheckHost } = await import('../index.ts');
const { reloadPlaySession } = await import('../api/get-play-session.ts');
const { closeGameOverlays } = await import('../../games/index.ts');
const { SessionProvider } = await import('../../session/index.ts');
const { queryClient } = await import('../../../lib/query-client.ts');
const { sessionKeys, writeSession } = await import('../../../lib/storage.ts');

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 29, 8);

function member(isAgent: number) {
  return { id: 1, account: 'player1', username: 'player1', isAgent, accountType: isAgent, trial: isAgent === 4 };
}

/** When the period whose time limit ended play is over, in the fake server's answers. */
const RESUMES = Date.UTC(2026, 10, 30);

/**
 * A server whose member signed in `before` minutes before the test began and plays at these figures;
 * with `endsAfter`, a time limit ends play that many minutes after the test began.
 */
function serve(opts: { type?: number; every: 15 | 30 | 60 | null; before?: number; endsAfter?: number }) {
  const startedAt = T0 - (opts.before ?? 0) * MIN;
  const playEndsAt = opts.endsAfter === undefined ? null : T0 + opts.endsAfter * MIN;
  let every = opts.every;
  fakeServer.reset((id) => {
    if (id === 'auth.memberInfo') return member(opts.type ?? 0);
    if (id === 'rg.session') {
      return {
        startedAt,
        minutes: Math.floor((Date.now() - startedAt) / MIN),
        stake: 40,
        win: 27.5,
        net: -12.5,
        realityCheckMinutes: every,
        playEndsAt,
        playResumesAt: playEndsAt !== null && Date.now() >= playEndsAt ? RESUMES : null,
      };
    }
    return undefined;
  });
  return {
    choose(next: 15 | 30 | 60 | null) {
      every = next;
    },
  };
}

const sessionCalls = () => fakeServer.calls.filter((c) => c.id === 'rg.session').length;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A game's popup as the lobby opens it: a native modal dialog with the game's frame and focus inside. */
function OpenGame() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} aria-label="Lucky Slots">
      <button type="button">Spin</button>
    </dialog>
  );
}

async function renderSignedIn(opts: { game?: boolean } = {}) {
  writeSession(sessionKeys.token, 'member-token');
  await renderInLanguage(
    <MemoryRouter initialEntries={['/rng']}>
      <SessionProvider>
        {opts.game ? <OpenGame /> : null}
        <Where />
        <RealityCheckHost />
      </SessionProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Moves the clock (and the timers due) on by whole minutes. */
async function pass(minutes: number) {
  await act(() => vi.advanceTimersByTimeAsync(minutes * MIN));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(T0);
  sessionStorage.clear();
  queryClient.clear();
  vi.mocked(closeGameOverlays).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('reminds after the chosen minutes with the time played and the result, then again N minutes later', async () => {
    serve({ every: 30 });
    const user = await renderSignedIn();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));

    await pass(29);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(1);
    let dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 30 minutes since you signed in.');
    expect(within(dialog).getByText('You are behind by').parentElement?.textContent).toBe('You are behind byP 12.50');
    expect(within(dialog).getByText('Stakes').parentElement?.textContent).toBe('StakesP 40.00');
    expect(within(dialog).getByText('Wins').parentElement?.textContent).toBe('WinsP 27.50');
    expect(sessionCalls()).toBe(2);

    await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/rng');
    await pass(29);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionCalls()).toBe(2);
    await pass(1);
    dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 1 hour since you signed in.');
    expect(sessionCalls()).toBe(3);
  });

  it('counts from the start of the sign-in, in hours and minutes, and says when the member is ahead or even', async () => {
    serve({ every: 15, before: 64 });
    let figures = { stake: 10, win: 35, net: 25 };
    fakeServer.answer = ((base) => (id: string, input: Record<string, unknown>) => {
      const a = base(id, input) as Record<string, unknown> | undefined;
      return id === 'rg.session' ? { ...a, ...figures } : a;
    })(fakeServer.answer);
    const user = await renderSignedIn();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await pass(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(1);
    let dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 1 hour 15 minutes since you signed in.');
    expect(within(dialog).getByText('You are ahead by').parentElement?.textContent).toBe('You are ahead byP 25.00');

    figures = { stake: 35, win: 35, net: 0 };
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(15);
    dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 1 hour 30 minutes since you signed in.');
    expect(within(dialog).getByText('Even')).toBeTruthy();
    expect(within(dialog).queryByText(/ahead|behind/)).toBeNull();
  });

  it('shows above an open game and takes the focus; "Stop playing" closes the game and goes home', async () => {
    serve({ every: 15 });
    const user = await renderSignedIn({ game: true });
    const game = screen.getByRole('dialog', { name: 'Lucky Slots' });
    within(game).getByRole('button', { name: 'Spin' }).focus();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await pass(15);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Opened after the game's modal, it is above it in the top layer; the game stays open behind.
    expect((game as HTMLDialogElement).open).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    expect(closeGameOverlays).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('plans nothing without a chosen interval, and starts when the member chooses one', async () => {
    const server = serve({ every: null });
    await renderSignedIn();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await pass(120);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionCalls()).toBe(1);

    server.choose(15);
    act(() => reloadPlaySession());
    await vi.waitFor(() => expect(sessionCalls()).toBe(2));
    await pass(14);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(1);
    expect((await screen.findByRole('dialog', { name: 'Reality check' })).textContent).toContain(
      'You have been playing for 2 hours 15 minutes since you signed in.',
    );
  });

  it('never asks for a trial account', async () => {
    serve({ type: 4, every: 15 });
    await renderSignedIn();
    await vi.waitFor(() => expect(fakeServer.calls.map((c) => c.id)).toContain('auth.memberInfo'));
    await pass(60);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionCalls()).toBe(0);
  });
});

describe('the play-time limit', () => {
  it('asks once at sign-in without a reality check, again when the limit ends play, and takes the member out of the game', async () => {
    serve({ every: null, endsAfter: 40 });
    const user = await renderSignedIn({ game: true });
    const game = screen.getByRole('dialog', { name: 'Lucky Slots' });
    within(game).getByRole('button', { name: 'Spin' }).focus();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await pass(39);
    expect(screen.queryByRole('dialog', { name: 'Your play-time limit is reached' })).toBeNull();
    expect(sessionCalls()).toBe(1);

    await pass(1);
    const dialog = await screen.findByRole('dialog', { name: 'Your play-time limit is reached' });
    expect(sessionCalls()).toBe(2);
    const resumes = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(RESUMES);
    expect(dialog.textContent).toContain(`You can play again from ${resumes}.`);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Leave the game' }));
    expect(screen.queryByRole('dialog', { name: 'Your play-time limit is reached' })).toBeNull();
    expect(closeGameOverlays).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/');
    // Closed, it stays closed, and nothing polls.
    await pass(120);
    expect(screen.queryByRole('dialog', { name: 'Your play-time limit is reached' })).toBeNull();
    expect(sessionCalls()).toBe(2);
  });

  it('says so at once when the member signs in after the limit ended play', async () => {
    serve({ every: 30, endsAfter: -5 });
    const user = await renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Your play-time limit is reached' });
    expect(dialog.textContent).toContain('You can play again from');
    expect(sessionCalls()).toBe(1);
    // Escape leaves the game too.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(closeGameOverlays).toHaveBeenCalledTimes(1);
  });

  it('still ends play when the server cannot be asked at the end, without a time to resume', async () => {
    serve({ every: null, endsAfter: 10 });
    const base = fakeServer.answer;
    let down = false;
    fakeServer.answer = (id, input) => {
      if (down && id === 'rg.session') throw new Error('offline');
      return base(id, input);
    };
    await renderSignedIn();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    down = true;
    await pass(10);
    const dialog = await screen.findByRole('dialog', { name: 'Your play-time limit is reached' });
    expect(dialog.textContent).toContain('You can play again when the period of your limit is over.');
  });

  it('shows nothing and asks nothing more without a time limit', async () => {
    serve({ every: null });
    await renderSignedIn();
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await pass(24 * 60);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionCalls()).toBe(1);
  });
});
