import { lazy, Suspense } from 'react';

const PopupNotices = lazy(() => import('./components/popup-notices.tsx'));

/** The popup notices, loaded only once the page is up (see useAfterLoad). */
export function LazyPopupNotices() {
  return (
    <Suspense fallback={null}>
      <PopupNotices />
    </Suspense>
  );
}
