import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { CodeField } from './code-field.tsx';

// SPEC §8: a code the server could not send (binding a mobile number) is a warning popup with the
// server's message and a confirm button; the form's own checks stay beside the field.

afterEach(cleanup);

const FAILED = 'The text message could not be sent. Please try again later.';

describe('the binding code field', () => {
  it('shows a failed send as a warning popup', async () => {
    let sends = 0;
    await renderInLanguage(
      <CodeField
        id="bind-code"
        value=""
        onValue={() => undefined}
        sending={{
          check: () => undefined,
          send: async () => {
            sends++;
            throw new ApiError('sms.send.failed', 'err_sms_send_failed', 503, undefined, FAILED);
          },
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const popup = await screen.findByRole('dialog', { name: 'Warning' });
    expect(popup.textContent).toContain(FAILED);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends).toBe(1);
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('keeps the form check (nothing to send to) as text beside the field, without a popup', async () => {
    await renderInLanguage(
      <CodeField
        id="bind-code"
        value=""
        onValue={() => undefined}
        sending={{ check: () => 'Please enter your phone number.', send: async () => ({ expiredMinutes: 5, to: '' }) }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your phone number.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
