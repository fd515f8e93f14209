import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render.tsx';
import { RowActions } from './row-actions.tsx';

describe('RowActions', () => {
  it('names each button after the row and calls its handler; the first row cannot move up', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    const onToggle = vi.fn();
    const onDown = vi.fn();
    renderAdmin(
      <RowActions
        name="Summer offer"
        onEdit={onEdit}
        onRemove={onRemove}
        toggle={{ enabled: true, onToggle }}
        move={{ onUp: vi.fn(), onDown, upDisabled: true, downDisabled: false }}
      />,
    );
    const buttons = screen.getAllByRole('button');
    for (const b of buttons) expect(b.getAttribute('aria-label')).toContain('Summer offer');
    expect(buttons).toHaveLength(5);
    expect((buttons[2] as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(buttons[0] as HTMLElement);
    await userEvent.click(buttons[1] as HTMLElement);
    await userEvent.click(buttons[3] as HTMLElement);
    await userEvent.click(buttons[4] as HTMLElement);
    expect([onEdit, onToggle, onDown, onRemove].map((f) => f.mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  it('leaves out show/hide and up/down for rows that have neither', () => {
    renderAdmin(<RowActions name="Bonus rules" onEdit={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
