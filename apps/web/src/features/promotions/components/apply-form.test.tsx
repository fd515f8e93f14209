import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});
const uploads: string[] = [];
vi.mock('../api/upload-image.ts', () => ({
  uploadPromotionImage: async (file: File) => {
    uploads.push(file.name);
    return `img-${uploads.length}`;
  },
}));

const { ApplyForm } = await import('./apply-form.tsx');
const { ApiError } = await import('../../../lib/api-client.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

const application = {
  id: 5,
  status: 'applying' as const,
  comment: 'hello',
  images: 1,
  reason: '',
  amount: null,
  createdAt: 1,
  reviewedAt: null,
};

beforeEach(() => {
  queryClient.clear();
  uploads.length = 0;
  fakeServer.reset((id) => (id === 'promotions.apply' ? application : undefined));
});
afterEach(cleanup);

function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText('Images (up to 3)'), { target: { files } });
}

describe('the application form', () => {
  it('counts the comment live and refuses the 141st character before sending anything', async () => {
    await renderInLanguage(<ApplyForm promotionId={7} maxImages={3} needsContact={false} onApplied={vi.fn()} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(screen.getByText('0/140')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(140) } });
    expect(screen.getByText('140/140')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('false');
    await user.type(box, 'y');
    expect(screen.getByText('141/140')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The comment may be at most 140 characters.');
    expect(fakeServer.calls).toEqual([]);
    expect(uploads).toEqual([]);
  });

  it('takes three images and refuses a fourth', async () => {
    await renderInLanguage(<ApplyForm promotionId={7} maxImages={3} needsContact={false} onApplied={vi.fn()} />);
    choose([png('a.png'), png('b.png')]);
    expect(await screen.findByText('b.png')).toBeTruthy();
    choose([png('c.png')]);
    expect(await screen.findByText('c.png')).toBeTruthy();
    choose([png('d.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('Attach at most 3 images.');
    expect(screen.queryByText('d.png')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(uploads).toEqual([]);
  });

  it('refuses a gif before uploading, by its type and by its bytes', async () => {
    await renderInLanguage(<ApplyForm promotionId={7} maxImages={3} needsContact={false} onApplied={vi.fn()} />);
    choose([new File([new Uint8Array(GIF)], 'cat.gif', { type: 'image/gif' })]);
    expect((await screen.findByRole('alert')).textContent).toBe('Images must be PNG or JPG.');
    expect(screen.queryByText('cat.gif')).toBeNull();
    // A gif named and typed as a png is caught by its first bytes.
    choose([new File([new Uint8Array(GIF)], 'cat.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toBe('Images must be PNG or JPG.');
    expect(screen.queryByText('cat.png')).toBeNull();
    expect(uploads).toEqual([]);
    expect(fakeServer.calls).toEqual([]);
  });

  it('refuses an image above 5 MB before uploading', async () => {
    await renderInLanguage(<ApplyForm promotionId={7} maxImages={3} needsContact={false} onApplied={vi.fn()} />);
    const big = new File([new Uint8Array(PNG), new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    choose([big]);
    expect((await screen.findByRole('alert')).textContent).toBe('Each image may be at most 5 MB.');
    expect(uploads).toEqual([]);
  });

  it('uploads the images, then applies with their ids, the comment, the contact and a request id', async () => {
    const onApplied = vi.fn();
    await renderInLanguage(<ApplyForm promotionId={7} maxImages={2} needsContact onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'my big win');
    fireEvent.change(screen.getByLabelText('Images (up to 2)'), { target: { files: [png('win.png')] } });
    expect(await screen.findByText('win.png')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contact app' }), 'whatsapp');
    await user.type(screen.getByRole('textbox', { name: 'Your ID' }), '+84123456');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith(application));
    expect(uploads).toEqual(['win.png']);
    const sent = fakeServer.calls.find((c) => c.id === 'promotions.apply')?.input;
    expect(sent).toMatchObject({
      promotionId: 7,
      comment: 'my big win',
      imageIds: ['img-1'],
      contact: { type: 'whatsapp', id: '+84123456' },
    });
    expect(String(sent?.requestId)).toMatch(/^[A-Za-z0-9]{8,64}$/);
  });

  it("shows the server's refusal in the member's language", async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.apply') {
        throw new ApiError('promotions.application.pending', 'err_promo_application_pending', 409);
      }
      return undefined;
    });
    const onApplied = vi.fn();
    await renderInLanguage(
      <ApplyForm promotionId={7} maxImages={0} needsContact={false} onApplied={onApplied} />,
      'CN',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '留言' }), '你好');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('您的申请正在审核中。');
    expect(onApplied).not.toHaveBeenCalled();
  });
});
