import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});
const uploads: string[] = [];
vi.mock('../api/upload-feedback-image.ts', () => ({
  uploadFeedbackImage: async (file: File) => {
    uploads.push(file.name);
    return `img-${uploads.length}`;
  },
}));

const { FeedbackForm } = await import('./feedback-form.tsx');
const { ApiError } = await import('../../../lib/api-client.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const sent = {
  id: 9,
  question: 'withdrawal',
  content: 'x',
  images: 1,
  status: 'open',
  reply: null,
  createdAt: 1,
  repliedAt: null,
};

beforeEach(() => {
  queryClient.clear();
  uploads.length = 0;
  fakeServer.reset((id) => (id === 'messages.submitFeedback' ? sent : undefined));
});
afterEach(cleanup);

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Images (up to 3)'), { target: { files } });
const send = () => userEvent.setup().click(screen.getByRole('button', { name: 'Send feedback' }));

describe('the feedback form', () => {
  it('counts live and refuses 9 and 501 characters before sending anything', async () => {
    const { container } = await renderInLanguage(<FeedbackForm />);
    expect(await axeProblems(container)).toEqual([]);
    const box = screen.getByRole('textbox', { name: 'Describe your question' });
    expect(screen.getByText('0 characters (10 to 500)')).toBeTruthy();
    fireEvent.change(box, { target: { value: '123456789' } });
    expect(screen.getByText('9 characters (10 to 500)')).toBeTruthy();
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Feedback must be between 10 and 500 characters.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'y'.repeat(501) } });
    expect(screen.getByText('501 characters (10 to 500)')).toBeTruthy();
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Feedback must be between 10 and 500 characters.');
    expect(fakeServer.calls).toEqual([]);
    expect(uploads).toEqual([]);
  });

  it('takes three images, refuses a fourth and a gif before uploading', async () => {
    await renderInLanguage(<FeedbackForm />);
    choose([png('a.png'), png('b.png'), png('c.png')]);
    expect(await screen.findByText('c.png')).toBeTruthy();
    choose([png('d.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('You can attach at most 3 images.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove a.png' }));
    choose([new File([new Uint8Array(GIF)], 'cat.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toBe('Images must be PNG or JPG files.');
    expect(screen.queryByText('cat.png')).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('uploads the images, then sends the question type, the text, their ids and a request id', async () => {
    const onSent = vi.fn();
    await renderInLanguage(<FeedbackForm onSent={onSent} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'withdrawal');
    await user.type(screen.getByRole('textbox', { name: 'Describe your question' }), 'My withdrawal is late.');
    choose([png('proof.png')]);
    expect(await screen.findByText('proof.png')).toBeTruthy();
    await send();
    expect((await screen.findByRole('status')).textContent).toContain('Your feedback has been sent');
    expect(uploads).toEqual(['proof.png']);
    const calls = fakeServer.calls.filter((c) => c.id === 'messages.submitFeedback');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toMatchObject({
      question: 'withdrawal',
      content: 'My withdrawal is late.',
      imageIds: ['img-1'],
    });
    expect(String(calls[0]?.input.requestId)).toMatch(/^[0-9a-f]{32}$/);
    expect(onSent).toHaveBeenCalled();
  });

  it('shows the server’s refusal in the member’s language', async () => {
    fakeServer.reset(() => {
      throw new ApiError('feedback.content.length', 'err_feedback_content_length', 400);
    });
    await renderInLanguage(<FeedbackForm />, 'CN');
    await userEvent.setup().type(screen.getByRole('textbox', { name: '描述您的问题' }), '这是一个足够长的问题描述');
    await userEvent.setup().click(screen.getByRole('button', { name: '提交反馈' }));
    expect((await screen.findByRole('alert')).textContent).toBe('反馈内容须为 10 至 500 个字符。');
  });
});
