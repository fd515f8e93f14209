import { Suspense } from 'react';
import { lazyScreen } from '../../lib/lazy-page.ts';

const PopupNotices = lazyScreen(() => import('./components/popup-notices.tsx'));

/** The popup notices, loaded only once the page is up (see useAfterLoad). */
export function LazyPopupNotices() {
  return (
    <Suspense fallback={null}>
      <PopupNotices />
    </Suspense>
  );
}
