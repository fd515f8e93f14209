import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { HelpForm } from './help-page.tsx';
import { NoticeForm } from './notices-page.tsx';

describe('NoticeForm', () => {
  it('needs a title, then sends a popup with its rich text', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/content/notices': ok({
        id: 3,
        type: 'PU',
        imageUrl: '',
        sort: 0,
        enabled: true,
        publishedAt: '2026-01-01T00:00:00.000Z',
        startsAt: null,
        endsAt: null,
        texts: [{ lang: 'EN', title: 'Welcome', contentHtml: '<p>Hi</p>' }],
      }),
    });
    const onDone = vi.fn();
    renderAdmin(<NoticeForm notice={null} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'PU');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Welcome');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Hi</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({ type: 'PU', lang: 'EN', title: 'Welcome', content: '<p>Hi</p>' });
  });
});

describe('HelpForm', () => {
  it('refuses a tag the schema does not allow, and shows a refusal of the server', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/content/help': fail(400, 'request_param_err', 'The tag "vip" already exists.', {
        field: 'tag',
        reason: '"vip" already exists',
      }),
    });
    const onDone = vi.fn();
    renderAdmin(<HelpForm item={null} onDone={onDone} />);
    const tag = screen.getByRole('textbox', { name: 'Tag' });
    await userEvent.type(tag, 'VIP Club');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'VIP');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), '<p>Levels</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
    await userEvent.clear(tag);
    await userEvent.type(tag, 'vip');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tag.getAttribute('aria-invalid')).toBe('true'));
    expect(requests[0]?.body).toMatchObject({ tag: 'vip', title: 'VIP', content: '<p>Levels</p>' });
    expect(onDone).not.toHaveBeenCalled();
  });
});
