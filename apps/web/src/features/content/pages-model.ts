import { PAGINATION_MARGIN, PAGINATION_RANGE } from '@app/contracts/constants';

/**
 * The page buttons of a pagination widget (SPEC §2: page range 3, margin pages 1): the first and last
 * `margin` pages, `range` pages around the current one, and gaps between them.
 */
export function pageItems(
  current: number,
  total: number,
  range = PAGINATION_RANGE,
  margin = PAGINATION_MARGIN,
): (number | 'gap')[] {
  const keep = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) keep.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) keep.add(p);
  const start = Math.max(1, Math.min(current - Math.floor(range / 2), total - range + 1));
  for (let p = start; p < start + range && p <= total; p++) keep.add(p);
  const out: (number | 'gap')[] = [];
  let last = 0;
  for (const p of [...keep].sort((a, b) => a - b)) {
    if (p - last > 1) out.push('gap');
    out.push(p);
    last = p;
  }
  return out;
}
