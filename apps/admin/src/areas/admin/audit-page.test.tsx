import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import AuditPage from './audit-page.tsx';

const ENTRY = {
  id: 3,
  at: '2026-11-27T01:00:00.000Z',
  actorKind: 'staff',
  actorId: '1',
  actorName: 'boss',
  role: 'owner',
  action: 'staff.lock',
  targetKind: 'staff',
  targetId: '5',
  before: { status: 'active', role: 'finance' },
  after: { status: 'locked', role: 'finance' },
  reason: 'on leave',
  ip: '127.0.0.1',
  channel: 'ua',
};

describe('audit log page', () => {
  it('shows entries with what changed, filters with checked input, and verifies the chain', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/audit': ok({ rows: [ENTRY], page: 1, hasNext: false }),
      'GET /backoffice/api/audit/verify': ok({ ok: true, count: 3, head: 'a'.repeat(64) }),
    });
    renderAdmin(<AuditPage />);
    expect(await screen.findByRole('cell', { name: 'on leave' })).toBeTruthy();
    expect(screen.getByText('status: "active" → "locked"')).toBeTruthy();
    // Unchanged fields are not listed.
    expect(screen.queryByText(/role: "finance"/)).toBeNull();

    await userEvent.type(screen.getByLabelText('Action (e.g. staff.* )'), 'DROP TABLE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Action (e.g. staff.* )').getAttribute('aria-invalid')).toBe('true');
    const sent = requests.length;
    await userEvent.clear(screen.getByLabelText('Action (e.g. staff.* )'));
    await userEvent.type(screen.getByLabelText('Action (e.g. staff.* )'), 'staff.*');
    await userEvent.type(screen.getByLabelText('Who (name or id)'), 'boss');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests.length).toBeGreaterThan(sent));
    expect(requests.at(-1)?.url).toBe('/backoffice/api/audit?actor=boss&action=staff.*&page=1&size=50');

    await userEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect((await screen.findByRole('status')).textContent).toContain('The chain is intact: 3 entries');
  });
});
