import { useEffect } from 'react';

/** SPEC §4: the page behind a modal route (the member or agent centre) does not scroll while it is open; its position comes back after. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const y = window.scrollY;
    const body = document.body.style;
    const saved = { position: body.position, top: body.top, width: body.width, overflow: body.overflow };
    body.position = 'fixed';
    body.top = `-${y}px`;
    body.width = '100%';
    body.overflow = 'hidden';
    return () => {
      Object.assign(body, saved);
      window.scrollTo(0, y);
    };
  }, [locked]);
}
