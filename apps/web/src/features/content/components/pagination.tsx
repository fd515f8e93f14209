import { useT } from '../../../i18n/i18n.tsx';
import { pageItems } from '../pages-model.ts';
import './pagination.css';

/** Page buttons with previous and next; the current page is marked for assistive technology. */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage(p: number): void }) {
  const t = useT();
  if (total < 2) return null;
  return (
    <nav className="pagination" aria-label={t('content_pages')}>
      <button type="button" className="pagination__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('content_previous')}
      </button>
      <ul className="pagination__list">
        {pageItems(page, total).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its position
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('content_page_n', { n: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pagination__step" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('content_next')}
      </button>
    </nav>
  );
}
