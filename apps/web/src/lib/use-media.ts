import { useSyncExternalStore } from 'react';

/** Phone layout below this width: collapsed menu, no side bar. */
export const PHONE_QUERY = '(max-width: 959px)';

/** Whether a media query matches, kept in step with the window. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', notify);
      return () => m.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True while the visitor prefers less motion (carousels and tickers stop moving). */
export function useReducedMotion(): boolean {
  return useMedia('(prefers-reduced-motion: reduce)');
}
