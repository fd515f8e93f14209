import type { TMallItem, TPointConfig } from '@app/contracts/calls/points';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { RedeemDialog } = await import('./redeem-dialog.tsx');
const { ConvertDialog } = await import('./convert-dialog.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');
const { messageKeyOf } = await import('../../../lib/error-keys.ts');

const item = (over: Partial<TMallItem> = {}): TMallItem => ({
  id: 7,
  kind: 'voucher',
  name: 'Cash voucher 10',
  description: '',
  points: 100,
  amount: 10,
  wageringMultiple: 0,
  stock: 5,
  perMemberLimit: null,
  redeemed: 0,
  art: '/art/points/7.svg',
  ...over,
});

const CONFIG: TPointConfig = {
  enabled: true,
  earnBetPerPoint: 30,
  convertPoints: 100,
  convertAmount: 1,
  convertMinPoints: 100,
  currency: 'PHP',
};

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the redeem dialog', () => {
  it('asks for a delivery address for goods and sends it with the quantity and payment password', async () => {
    fakeServer.reset((id) =>
      id === 'points.redeem'
        ? {
            redemption: {
              id: 1,
              itemId: 7,
              itemName: 'Mug',
              kind: 'goods',
              quantity: 2,
              points: 200,
              amount: 0,
              status: 'in_process',
              remark: '',
              time: 1,
              decidedAt: null,
            },
            balance: { points: 100, earned: 300, spent: 200 },
          }
        : undefined,
    );
    const { container } = await renderInLanguage(
      <RedeemDialog item={item({ kind: 'goods', name: 'Mug', amount: 0 })} points={300} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Redeem: Mug' });
    expect(await axeProblems(container)).toEqual([]);
    const user = userEvent.setup();
    const qty = within(dialog).getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    expect(dialog.textContent).toContain('Total: 200 points');
    await user.type(within(dialog).getByLabelText('Recipient name'), 'Juan');
    await user.type(within(dialog).getByLabelText('Phone'), '09171234567');
    await user.type(within(dialog).getByLabelText('Delivery address'), '1 Rizal St, Manila');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 200 points' }));
    expect((await screen.findByRole('status')).textContent).toContain('Redeemed.');
    const sent = fakeServer.calls.filter((c) => c.id === 'points.redeem');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      itemId: 7,
      quantity: 2,
      paymentPassword: '123456',
      address: { name: 'Juan', phone: '09171234567', address: '1 Rizal St, Manila' },
    });
  });

  it('shows the server refusal in the member language and leaves the dialog open', async () => {
    fakeServer.reset((id) => {
      if (id === 'points.redeem')
        throw new ApiError('points.item.out.of.stock', messageKeyOf('points.item.out.of.stock'), 409);
      return undefined;
    });
    await renderInLanguage(<RedeemDialog item={item()} points={300} onClose={() => {}} />, 'CN');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('收货地址')).toBeNull();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('支付密码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '用 100 积分兑换' }));
    expect(await within(dialog).findByText('此商品已售罄。')).toBeTruthy();
  });
});

describe('the convert dialog', () => {
  it('shows what the points give, converts them with the payment password and says what was paid', async () => {
    fakeServer.reset((id) =>
      id === 'points.convert'
        ? { points: 250, amount: 2.5, balance: { points: 50, earned: 300, spent: 250 } }
        : undefined,
    );
    const { container } = await renderInLanguage(<ConvertDialog config={CONFIG} points={300} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Convert points to cash' });
    expect(await axeProblems(container)).toEqual([]);
    const user = userEvent.setup();
    const pts = within(dialog).getByLabelText('Points to convert');
    await user.clear(pts);
    await user.type(pts, '250');
    expect(dialog.textContent).toContain('2.50');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('status')).textContent).toContain('2.50');
    expect(fakeServer.calls.find((c) => c.id === 'points.convert')?.input).toMatchObject({
      points: 250,
      paymentPassword: '123456',
    });
  });

  it('tells a conversion below the minimum apart, in the member language', async () => {
    fakeServer.reset((id) => {
      if (id === 'points.convert') {
        throw new ApiError('points.convert.below.min', messageKeyOf('points.convert.below.min'), 400);
      }
      return undefined;
    });
    await renderInLanguage(<ConvertDialog config={CONFIG} points={300} onClose={() => {}} />, 'VI');
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Mật khẩu thanh toán'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Đổi' }));
    expect(await within(dialog).findByText('Số điểm quy đổi không được ít hơn mức tối thiểu.')).toBeTruthy();
  });
});
