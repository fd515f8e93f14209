import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { ItemForm } from './item-form.tsx';

const CREATE = 'POST /backoffice/api/points/items';
const UPDATE = 'POST /backoffice/api/points/items/update';

const saved = {
  id: 9,
  kind: 'goods',
  names: { EN: 'Mug', CN: '杯子' },
  descriptions: {},
  points: 800,
  amount: 0,
  wageringMultiple: 0,
  stock: 20,
  perMemberLimit: 1,
  active: true,
  sort: 0,
  redeemed: 0,
  art: '/art/points/9.svg',
  updatedAt: 1,
};

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('the mall item form', () => {
  it('creates goods without an amount, with the names, points, stock and limit sent as the contract asks', async () => {
    const server = fakeServer({ [CREATE]: ok(saved) });
    const onDone = vi.fn();
    const { container } = renderAdmin(<ItemForm item={null} onDone={onDone} />);
    const form = await screen.findByRole('form', { name: 'New mall item' });
    expect(await axeProblems(container)).toEqual([]);
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Kind'), 'goods');
    expect(within(form).queryByLabelText('Amount per item')).toBeNull();
    await user.type(within(form).getByLabelText('Name (English)'), 'Mug');
    await user.type(within(form).getByLabelText('Name (Chinese)'), '杯子');
    await user.type(within(form).getByLabelText('Points price'), '800');
    await user.type(within(form).getByLabelText('Stock'), '20');
    await user.type(within(form).getByLabelText('Limit per member'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save item' }));
    const posts = server.requests.filter((r) => r.method === 'POST' && r.path === '/backoffice/api/points/items');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      kind: 'goods',
      names: { EN: 'Mug', CN: '杯子' },
      points: 800,
      amount: 0,
      stock: 20,
      perMemberLimit: 1,
      active: true,
    });
    expect(onDone).toHaveBeenCalledWith(saved);
  });

  it('marks a voucher without an amount or an English name and sends nothing', async () => {
    const server = fakeServer({ [CREATE]: ok(saved) });
    renderAdmin(<ItemForm item={null} onDone={() => {}} />);
    const form = await screen.findByRole('form', { name: 'New mall item' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Points price'), '100');
    await user.type(within(form).getByLabelText('Stock'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(within(form).getByLabelText('Name (English)').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Amount per item').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('edits an item and shows the server refusal', async () => {
    const server = fakeServer({
      [UPDATE]: fail(400, 'points.item.invalid', 'Check the item.'),
    });
    renderAdmin(<ItemForm item={{ ...saved, kind: 'voucher', amount: 10 }} onDone={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Edit mall item' });
    expect((within(form).getByLabelText('Amount per item') as HTMLInputElement).value).toBe('10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save item' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(server.requests.find((r) => r.path === '/backoffice/api/points/items/update')?.body).toMatchObject({
      id: 9,
      kind: 'voucher',
      amount: '10',
    });
  });
});
