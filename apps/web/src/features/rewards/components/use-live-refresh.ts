import { useEffect } from 'react';

/** How often a page that shows live progress asks again while it is on screen. */
export const LIVE_REFRESH_MS = 3_000;

/** Calls `refresh` every few seconds while the tab is visible (and once when it becomes visible again). */
export function useLiveRefresh(refresh: () => void, ms = LIVE_REFRESH_MS): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(refresh, ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        refresh();
        start();
      } else stop();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, ms]);
}
