import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { errorText } from './error-text.ts';

export interface Column<T> {
  /** Stable id of the column. */
  id: string;
  /** The header text (already translated). */
  header: string;
  cell(row: T): ReactNode;
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** Accessible name of the table (already translated). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Text when there are no rows (default: ui.empty). */
  empty?: string;
  /** Paging: current page (1-based), whether there is a next page, and the page change. */
  paging?: { page: number; hasNext: boolean; onPage(page: number): void };
}

/**
 * A table with loading, empty and error states and optional paging. On a phone each row becomes a
 * card (the header text is shown beside each value through data-label).
 */
export function DataTable<T>(p: DataTableProps<T>) {
  const t = useT();
  let state: ReactNode = null;
  if (p.error) {
    state = (
      <div className="table-state" role="alert">
        <p>{t('ui.error', { message: errorText(t, p.error) })}</p>
        {p.onRetry ? (
          <button type="button" className="btn" onClick={p.onRetry}>
            {t('ui.retry')}
          </button>
        ) : null}
      </div>
    );
  } else if (p.loading && !p.rows) {
    state = (
      <div className="table-state" role="status">
        {t('ui.loading')}
      </div>
    );
  } else if (p.rows && p.rows.length === 0) {
    state = (
      <div className="table-state" role="status">
        {p.empty ?? t('ui.empty')}
      </div>
    );
  }
  return (
    <div className="data-table" aria-busy={p.loading ? true : undefined}>
      <div className="table-scroll">
        <table>
          <caption className="sr-only">{p.caption}</caption>
          <thead>
            <tr>
              {p.columns.map((c) => (
                <th key={c.id} scope="col" className={c.align === 'end' ? 'end' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!p.error &&
              p.rows?.map((row) => (
                <tr key={p.rowKey(row)}>
                  {p.columns.map((c) => (
                    <td key={c.id} data-label={c.header} className={c.align === 'end' ? 'end' : undefined}>
                      <div className="cell">{c.cell(row)}</div>
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {state}
      {p.paging && !p.error ? (
        <nav className="pager" aria-label={p.caption}>
          <button
            type="button"
            className="btn"
            disabled={p.paging.page <= 1 || p.loading}
            onClick={() => p.paging?.onPage(p.paging.page - 1)}
          >
            {t('ui.prev')}
          </button>
          <span aria-live="polite">{t('ui.page', { n: p.paging.page })}</span>
          <button
            type="button"
            className="btn"
            disabled={!p.paging.hasNext || p.loading}
            onClick={() => p.paging?.onPage(p.paging.page + 1)}
          >
            {t('ui.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
