import { fieldRule, LIMITS } from '@app/contracts/rules';
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

/** The brand's register rules (system.registerSettings), as the server applies them to a downline. */
const RULES = [
  fieldRule('username', 'LETTER_FIRST_ALNUM', LIMITS.username),
  fieldRule('password', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('confirmPassword', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
];
const USERNAME_RULE = '6-16 characters, starting with a letter, letters and numbers only';
const PASSWORD_RULE = '8-20 characters, combining letters and numbers';

/** Answers the form's calls: the rules, and agents.createDownline with `create`. */
function answer(create: (input: Record<string, unknown>) => unknown) {
  fakeServer.reset((id, input) => {
    if (id === 'system.registerSettings') return RULES;
    if (id === 'agents.createDownline') return create(input);
    return undefined;
  });
}
const createCalls = () => fakeServer.calls.filter((c) => c.id === 'agents.createDownline');

/** The texts an input's aria-describedby points at. */
function descriptions(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

async function fill(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Repeat the password'), confirm);
}

describe('registering a downline', () => {
  it('sends a sub-agent with its nickname and offers its first contract', async () => {
    answer(() => ({ id: 77, username: 'newbie01', type: 2 }));
    await renderInLanguage(<CreateDownlineForm canCreateAgents contractKinds={['dailyWage']} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await fill(user, 'secret123');
    await user.type(screen.getByRole('textbox', { name: 'Nickname (optional)' }), 'Newbie');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe('Agent newbie01 is registered in your team.');
    expect(createCalls()[0]?.input).toEqual({
      kind: 'agent',
      username: 'newbie01',
      password: 'secret123',
      nickname: 'Newbie',
    });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Offer newbie01 a first contract' })).toBeTruthy();
  });

  it("shows the brand's username and password rules as hints before anything is typed", async () => {
    answer(() => undefined);
    await renderInLanguage(<CreateDownlineForm canCreateAgents={false} contractKinds={[]} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(await screen.findByText(USERNAME_RULE)).toBeTruthy();
    expect(descriptions(username)).toEqual([USERNAME_RULE]);
    expect(descriptions(screen.getByLabelText('Password'))).toEqual([PASSWORD_RULE]);
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it("marks each field the server refuses with that field's own reason", async () => {
    answer(() => {
      throw new ApiError(
        'request_param_err',
        'err_request_param',
        400,
        {
          fields: [
            { field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' },
            { field: 'password', reason: 'pattern_LETTERS_AND_DIGITS' },
          ],
        },
        'Some of the information you entered is not valid.',
      );
    });
    await renderInLanguage(<CreateDownlineForm canCreateAgents contractKinds={[]} />);
    await screen.findByText(USERNAME_RULE);
    const user = userEvent.setup();
    const username = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Repeat the password');
    await user.type(username, 'ab');
    await user.type(password, '1');
    await user.type(confirm, '1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Some of the information you entered is not valid.');
    expect(createCalls()[0]?.input).toMatchObject({ username: 'ab', password: '1' });
    // Each refused field: invalid, and described by its own reason (the rule it breaks, shown once).
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(username)).toEqual([USERNAME_RULE]);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(password)).toEqual([PASSWORD_RULE]);
    // The fields the server did not name stay as they were, and what was typed is kept.
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nickname (optional)' }).getAttribute('aria-invalid')).toBeNull();
    expect(username).toHaveProperty('value', 'ab');

    // Fixed and sent again: the marks go with the refusal.
    answer(() => ({ id: 78, username: 'goodname1', type: 0 }));
    await user.clear(username);
    await user.type(username, 'goodname1');
    await user.clear(password);
    await user.type(password, 'secret123');
    await user.clear(confirm);
    await user.type(confirm, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe('Member goodname1 is registered in your team.');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses two different passwords without asking the server, under the repeated password', async () => {
    answer(() => undefined);
    await renderInLanguage(<CreateDownlineForm canCreateAgents={false} contractKinds={[]} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('radio')).toBeNull();
    await fill(user, 'secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    const confirm = screen.getByLabelText('Repeat the password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(confirm)).toEqual(['The two passwords are not the same.']);
    expect(createCalls()).toHaveLength(0);
  });

  it("shows the server's refusal in its own words and keeps what was typed", async () => {
    answer(() => {
      throw new ApiError('agents.username.taken', 'err_unknown', 400, {}, 'This username is already taken.');
    });
    await renderInLanguage(<CreateDownlineForm canCreateAgents contractKinds={[]} />);
    const user = userEvent.setup();
    await fill(user, 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'newbie01');
    expect(createCalls()[0]?.input).toMatchObject({ kind: 'member' });
  });
});
