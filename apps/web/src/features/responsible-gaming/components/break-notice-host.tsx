import { Suspense } from 'react';
import { lazyScreen } from '../../../lib/lazy-page.ts';
import { closeBreakNotice, useBreakNotice } from './break-notice.ts';

const BreakNoticeDialog = lazyScreen(() => import('./break-notice-dialog.tsx'));

/**
 * Hosts the notice that a break started, for the whole site (rendered once beside the routes): the
 * member is signed out as the break starts, so it cannot live in the member centre.
 */
export function BreakNoticeHost() {
  const block = useBreakNotice();
  if (!block) return null;
  return (
    <Suspense fallback={null}>
      <BreakNoticeDialog block={block} onClose={closeBreakNotice} />
    </Suspense>
  );
}
