import { PAGINATION_MARGIN, PAGINATION_RANGE } from '@app/contracts/constants';
import { useT } from '../i18n/i18n.tsx';
import { ChevronIcon, DotsIcon } from './icons.tsx';
import './pagination.css';

/** The pages to show: `margin` at each end, `range` around the current one, gaps as null. */
export function pageItems(current: number, total: number, range = PAGINATION_RANGE, margin = PAGINATION_MARGIN) {
  const keep = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) keep.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) keep.add(i);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  for (let i = start; i < start + range && i <= total; i++) keep.add(i);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Page jumps (range 3, margin 1); the caller scrolls to the top. */
export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const t = useT();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('games_pagination_label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('games_prev_page')}>
        <ChevronIcon dir="left" />
      </button>
      {pageItems(page, total).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap${i}`} className="pagination__gap" aria-hidden="true">
            <DotsIcon />
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('games_page', { page: p })}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= total} onClick={() => onPage(page + 1)} aria-label={t('games_next_page')}>
        <ChevronIcon dir="right" />
      </button>
    </nav>
  );
}
