import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import AgentsPage from './agents-page.tsx';
import { CreateAgentForm } from './create-agent-form.tsx';
import { AgentNoticeForm } from './notices-page.tsx';
import ReportPage from './report-page.tsx';

const NODE = {
  id: 9,
  username: 'boss01',
  nickname: 'boss01',
  type: 41,
  parentUsername: '',
  depth: 0,
  status: 'active',
  createdAt: '2026-11-20T04:00:00.000Z',
  teamSize: 0,
  directCount: 0,
};

describe('CreateAgentForm', () => {
  it('checks the fields with the contract, then sends the username, password and the chosen type', async () => {
    const { requests } = fakeServer({ 'POST /backoffice/api/agents': ok(NODE) });
    const onDone = vi.fn();
    renderAdmin(<CreateAgentForm onDone={onDone} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make agent' }));
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true');
    // Each marked field says which it is and what is wrong, not only "Check this field."
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter a username.', 'Enter a password.']);
    expect(requests).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'boss01');
    await userEvent.type(screen.getByLabelText('Password'), 'Summit2025x');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agent type' }), '41');
    await userEvent.click(screen.getByRole('button', { name: 'Make agent' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(NODE));
    expect(requests[0]?.body).toEqual({ username: 'boss01', password: 'Summit2025x', type: 41 });
  });

  it("shows the server's refusal in words and keeps the dialog open", async () => {
    fakeServer({
      'POST /backoffice/api/agents': fail(409, 'username.taken', 'This username is already taken.'),
    });
    const onDone = vi.fn();
    renderAdmin(<CreateAgentForm onDone={onDone} onCancel={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'boss01');
    await userEvent.type(screen.getByLabelText('Password'), 'Summit2025x');
    await userEvent.click(screen.getByRole('button', { name: 'Make agent' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says why the server refused a field: a common password', async () => {
    fakeServer({
      'POST /backoffice/api/agents': fail(
        400,
        'request_param_err',
        'Some of the information you entered is not valid.',
        {
          fields: [{ field: 'password', reason: 'err_password_weak' }],
        },
      ),
    });
    renderAdmin(<CreateAgentForm onDone={() => undefined} onCancel={() => undefined} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'boss01');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Make agent' }));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This password is too common: choose another.')).toBeTruthy();
    expect(screen.getByText('Some of the information you entered is not valid.')).toBeTruthy();
  });

  it('offers only the top agent types', () => {
    fakeServer({});
    renderAdmin(<CreateAgentForm onDone={() => undefined} onCancel={() => undefined} />);
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['1', '41', '42']);
  });
});

describe('AgentsPage', () => {
  it('lists agents and opens a node to its direct downlines', async () => {
    const top = { ...NODE, id: 1, username: 'top01', type: 1, teamSize: 3, directCount: 2 };
    fakeServer({
      'GET /backoffice/api/agents': ok({ list: [top], pageNo: 1, pageSize: 20, total: 1 }),
      'GET /backoffice/api/agents/children': ok({
        list: [
          {
            ...NODE,
            id: 2,
            username: 'sub01',
            type: 2,
            depth: 1,
            parentUsername: 'top01',
            teamSize: 1,
            directCount: 1,
          },
          { ...NODE, id: 3, username: 'mem01', type: 0, depth: 1, parentUsername: 'top01' },
        ],
        pageNo: 1,
        pageSize: 20,
        total: 2,
      }),
    });
    renderAdmin(<AgentsPage />, { path: '/agents' });
    // One agent is counted in the singular.
    expect(await screen.findByText('1 agent')).toBeTruthy();
    const open = await screen.findByRole('button', { name: 'Show downlines of top01' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    expect(await screen.findByRole('table', { name: 'Direct downlines of top01' })).toBeTruthy();
    expect(await screen.findByText('mem01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide downlines of top01' }).getAttribute('aria-expanded')).toBe('true');
    // Making agents is for owners and admins: the owner sees the button and its dialog.
    await userEvent.click(screen.getByRole('button', { name: 'Make a top agent' }));
    expect(screen.getByRole('dialog', { name: 'Make a top agent' })).toBeTruthy();
  });

  it('hides making agents from roles that may not', async () => {
    fakeServer({ 'GET /backoffice/api/agents': ok({ list: [], pageNo: 1, pageSize: 20, total: 0 }) });
    renderAdmin(<AgentsPage />, { path: '/agents', me: { role: 'support' } });
    expect(await screen.findByText('0 agents')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a top agent' })).toBeNull();
  });
});

describe('AgentNoticeForm', () => {
  it('needs a title and a text, then publishes them', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/agents/notices': ok({
        id: 1,
        title: 'Wages',
        body: 'Monday',
        createdAt: '2026-11-20T00:00:00Z',
      }),
    });
    const onDone = vi.fn();
    renderAdmin(<AgentNoticeForm onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Text' }).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' Wages ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ title: 'Wages', body: 'Monday' });
  });
});

describe('ReportPage', () => {
  it('refuses a reversed range before sending, then asks for the chosen days of an agent', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/agents/report': ok({
        list: [
          {
            id: 2,
            username: 'sub01',
            type: 2,
            teamSize: 4,
            newMembers: 1,
            activeMembers: 2,
            depositCount: 3,
            depositAmount: 1500.5,
            withdrawAmount: 200,
            validBet: 900,
            profitLoss: -120.25,
          },
        ],
        pageNo: 1,
        pageSize: 50,
        total: 1,
        currency: 'PHP',
        minorUnits: 2,
        totals: {
          teamSize: 5,
          newMembers: 1,
          activeMembers: 2,
          depositCount: 3,
          depositAmount: 1500.5,
          withdrawAmount: 200,
          validBet: 900,
          profitLoss: -120.25,
        },
      }),
    });
    renderAdmin(<ReportPage />, { path: '/agents/report?parentId=1&from=2026-11-01&to=2026-11-07' });
    expect(await screen.findByRole('link', { name: 'sub01' })).toBeTruthy();
    expect(screen.getAllByText('1,500.50').length).toBeGreaterThan(0);
    expect(requests.at(-1)?.url).toContain('parentId=1');
    const asked = requests.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a period of at most 92 days that does not end before it starts.',
    );
    expect(requests).toHaveLength(asked);
  });
});
