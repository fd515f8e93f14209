import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { CreateDownlineForm } = await import('./create-downline-form.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

async function fill(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Repeat the password'), confirm);
}

describe('registering a downline', () => {
  it('sends a sub-agent with its nickname and offers its first contract', async () => {
    fakeServer.reset((id) => {
      if (id === 'agents.createDownline') return { id: 77, username: 'newbie01', type: 2 };
      return undefined;
    });
    await renderInLanguage(<CreateDownlineForm canCreateAgents contractKinds={['dailyWage']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await fill(user, 'secret123');
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'Newbie');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe('Agent newbie01 is registered in your team.');
    expect(fakeServer.calls.find((c) => c.id === 'agents.createDownline')?.input).toEqual({
      kind: 'agent',
      username: 'newbie01',
      password: 'secret123',
      nickname: 'Newbie',
    });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Offer newbie01 a first contract' })).toBeTruthy();
  });

  it('refuses two different passwords without asking the server', async () => {
    fakeServer.reset(() => undefined);
    await renderInLanguage(<CreateDownlineForm canCreateAgents={false} contractKinds={[]} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('radio')).toBeNull();
    await fill(user, 'secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The two passwords are not the same.');
    expect(screen.getByLabelText('Repeat the password').getAttribute('aria-invalid')).toBe('true');
    expect(fakeServer.calls).toHaveLength(0);
  });

  it("shows the server's refusal in its own words and keeps what was typed", async () => {
    fakeServer.reset((id) => {
      if (id === 'agents.createDownline') {
        throw new ApiError('agents.username.taken', 'err_unknown', 400, {}, 'This username is already taken.');
      }
      return undefined;
    });
    await renderInLanguage(<CreateDownlineForm canCreateAgents contractKinds={[]} />);
    const user = userEvent.setup();
    await fill(user, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'newbie01');
    expect(fakeServer.calls.find((c) => c.id === 'agents.createDownline')?.input).toMatchObject({ kind: 'member' });
  });
});
