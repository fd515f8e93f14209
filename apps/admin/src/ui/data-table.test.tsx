import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffApiError } from '../lib/api.ts';
import { renderAdmin } from '../test/render.tsx';
import { type Column, DataTable } from './data-table.tsx';

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { id: 'id', header: 'Id', cell: (r) => r.id },
  { id: 'name', header: 'Name', cell: (r) => r.name },
];

describe('DataTable', () => {
  it('shows loading, then rows under their headers', () => {
    const { rerender } = renderAdmin(
      <DataTable caption="People" columns={columns} rows={undefined} rowKey={(r) => r.id} loading />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    rerender(<DataTable caption="People" columns={columns} rows={[{ id: 7, name: 'Ann' }]} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Ann' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there is nothing, and shows an error with a retry', async () => {
    const retry = vi.fn();
    const { unmount } = renderAdmin(
      <DataTable caption="People" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No people yet." />,
    );
    expect(screen.getByRole('status').textContent).toContain('No people yet.');
    unmount();
    renderAdmin(
      <DataTable
        caption="People"
        columns={columns}
        rows={[{ id: 1, name: 'Old' }]}
        rowKey={(r) => r.id}
        error={new StaffApiError('staff.role.forbidden', 403, undefined, 'Your role may not do this.')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your role may not do this.');
    // Stale rows are not shown under an error.
    expect(screen.queryByRole('cell', { name: 'Old' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('pages forward and back, and cannot go before the first page or past the last', async () => {
    const onPage = vi.fn();
    const rows = [{ id: 1, name: 'A' }];
    const { rerender } = renderAdmin(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        paging={{ page: 1, hasNext: true, onPage }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(
      <DataTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        paging={{ page: 2, hasNext: false, onPage }}
      />,
    );
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
