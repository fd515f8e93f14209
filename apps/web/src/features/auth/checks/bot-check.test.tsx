import type { TBotCheckAction } from '@app/contracts/calls/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { useBotCheck } = await import('./bot-check.tsx');
const { zeroBits } = await import('@app/contracts/bot-check');
const { invalidateCalls } = await import('../../../lib/use-call.ts');

const BITS = 6;

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The site's answers: the brand's provider, and the local puzzle (checked as the server checks it). */
function site(provider: 'off' | 'local') {
  let n = 0;
  fakeServer.reset(async (id, input) => {
    if (id === 'auth.signInChecks') return { botCheck: { provider, siteKey: '' }, firebase: null };
    if (id === 'auth.botCheckChallenge') return { challenge: `c-${input.action}-${++n}`, bits: BITS, expiresIn: 120 };
    if (id === 'auth.botCheckSolve') {
      const ok = zeroBits(await digest(`${input.challenge}:${input.nonce}`)) >= BITS;
      if (!ok) throw new Error('unsolved puzzle');
      return { token: `token-for-${input.challenge}`, expiresIn: 300 };
    }
    throw new Error(`unexpected call ${id}`);
  });
}

/** A form of the test's own with the box and a button that takes a token for an action. */
function Harness({ action, taken }: { action: TBotCheckAction; taken(token: string | undefined): void }) {
  const bot = useBotCheck('login');
  const [missing, setMissing] = useState(false);
  return (
    <div>
      {bot.element}
      <button
        type="button"
        onClick={async () => {
          if (!(await bot.gate())) {
            setMissing(true);
            return;
          }
          taken(await bot.take(action));
        }}
      >
        Send
      </button>
      {missing ? <span>missing</span> : null}
    </div>
  );
}

beforeEach(() => invalidateCalls());
afterEach(cleanup);

describe('the bot check box', () => {
  it('shows nothing and gives no token when the brand does not check', async () => {
    site('off');
    const taken = vi.fn();
    await renderInLanguage(<Harness action="login" taken={taken} />);
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.signInChecks')).toBe(true));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(taken).toHaveBeenCalledWith(undefined));
  });

  it('asks for the tick first, then solves the puzzle and gives a fresh token for each call', async () => {
    site('local');
    const taken = vi.fn();
    await renderInLanguage(<Harness action="login" taken={taken} />);
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect(box).toHaveProperty('checked', false);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please tick “I am not a robot” first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(taken).not.toHaveBeenCalled();

    await user.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(taken).toHaveBeenCalledTimes(1));
    expect(taken).toHaveBeenLastCalledWith('token-for-c-login-1');

    // The token was spent: the next call gets a new puzzle, solved again.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(taken).toHaveBeenCalledTimes(2));
    expect(taken).toHaveBeenLastCalledWith('token-for-c-login-2');
    expect(fakeServer.calls.filter((c) => c.id === 'auth.botCheckSolve')).toHaveLength(2);
  });

  it('makes the token for the action of the call (the code request of a login form)', async () => {
    site('local');
    const taken = vi.fn();
    await renderInLanguage(<Harness action="login_code" taken={taken} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(screen.getByRole('checkbox')).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(taken).toHaveBeenCalledWith('token-for-c-login_code-2'));
  });

  it('says so when the check fails, and the box can be ticked again', async () => {
    site('local');
    const answer = fakeServer.answer;
    fakeServer.answer = (id, input) => {
      if (id === 'auth.botCheckChallenge') throw new Error('network');
      return answer(id, input);
    };
    await renderInLanguage(<Harness action="login" taken={() => undefined} />);
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The check did not work. Please tick the box again.',
    );
    expect(box).toHaveProperty('checked', false);
    fakeServer.answer = answer;
    await user.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', true));
  });
});
