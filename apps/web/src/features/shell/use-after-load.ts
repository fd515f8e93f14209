import { useEffect, useState } from 'react';

/**
 * True a moment after the page has loaded (its first images included): for extras and below-the-fold
 * content whose requests must not compete with what the visitor sees first. While `hold` is true it
 * waits (a page behind a modal route's overlay); once true it stays true.
 */
export function useAfterLoad(delayMs = 300, hold = false): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || hold) return;
    let idle: number | undefined;
    const go = () => {
      idle = window.setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      if (idle !== undefined) window.clearTimeout(idle);
    };
  }, [delayMs, hold, ready]);
  return ready;
}
