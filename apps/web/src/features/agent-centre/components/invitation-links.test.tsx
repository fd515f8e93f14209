import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { link } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { InvitationLinks } = await import('./invitation-links.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

const ELEVENTH = 'You already have 10 invitation links. Retire one first.';

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the invitation links', () => {
  it('list each link with its figures and draw its QR code here', async () => {
    fakeServer.reset((id) =>
      id === 'agents.invitationLinks' ? { max: 10, list: [link(1), link(2, { kind: 'agent', label: '' })] } : undefined,
    );
    await renderInLanguage(<InvitationLinks canCreateAgents />);
    const user = userEvent.setup();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('2 of 10 links in use.')).toBeTruthy();
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Link 1' })).toBeTruthy();
    expect(within(first).getByText('https://demo.example/register?affiliateCode=CODE1')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'CODE2' })).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Show QR code of Link 1' }));
    const qr = within(first).getByRole('img', { name: 'QR code of invitation link Link 1' });
    expect(qr.getAttribute('data-qr')).toBe('https://demo.example/register?affiliateCode=CODE1');
    expect(qr.querySelector('svg')).not.toBeNull();
  });

  it('adds a link with its kind and label', async () => {
    const list = [link(1)];
    fakeServer.reset((id, input) => {
      if (id === 'agents.invitationLinks') return { max: 10, list };
      if (id === 'agents.createInvitationLink') {
        const made = link(5, { kind: input.kind as 'agent', label: String(input.label) });
        list.push(made);
        return made;
      }
      return undefined;
    });
    await renderInLanguage(<InvitationLinks canCreateAgents />);
    const user = userEvent.setup();
    await screen.findByText('1 of 10 links in use.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'The link registers' }), 'Agent');
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), 'Facebook');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Link CODE5 added.');
    expect(fakeServer.calls.find((c) => c.id === 'agents.createInvitationLink')?.input).toEqual({
      kind: 'agent',
      label: 'Facebook',
    });
    expect(await screen.findByRole('heading', { name: 'Facebook' })).toBeTruthy();
  });

  it("shows the server's refusal of an eleventh link in its own words", async () => {
    const list = Array.from({ length: 10 }, (_, i) => link(i + 1));
    fakeServer.reset((id) => {
      if (id === 'agents.invitationLinks') return { max: 10, list };
      if (id === 'agents.createInvitationLink')
        throw new ApiError('agents.links.limit', 'err_unknown', 400, {}, ELEVENTH);
      return undefined;
    });
    await renderInLanguage(<InvitationLinks canCreateAgents={false} />);
    const user = userEvent.setup();
    expect(await screen.findByText('You have 10 links, the most allowed. Retire one to add another.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ELEVENTH);
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(10);
  });

  it('retires a link only after the confirmation', async () => {
    let list = [link(1), link(2)];
    fakeServer.reset((id, input) => {
      if (id === 'agents.invitationLinks') return { max: 10, list };
      if (id === 'agents.deleteInvitationLink') {
        list = list.filter((l) => l.id !== input.id);
        return { id: input.id };
      }
      return undefined;
    });
    await renderInLanguage(<InvitationLinks canCreateAgents={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Link 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire this link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeServer.calls.some((c) => c.id === 'agents.deleteInvitationLink')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Retire Link 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retire' }));
    expect(fakeServer.calls.find((c) => c.id === 'agents.deleteInvitationLink')?.input).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Link 2' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
