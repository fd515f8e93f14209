import { useEffect, useState } from 'react';

/**
 * True a moment after the page has loaded (its first images included): for extras and below-the-fold
 * content whose requests must not compete with what the visitor sees first.
 */
export function useAfterLoad(delayMs = 300): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
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
  }, [delayMs]);
  return ready;
}
