import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser is idle: for extras that must not slow the first paint. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const go = () => {
      idle = window.setTimeout(() => setReady(true), 300);
    };
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      window.removeEventListener('load', go);
      if (idle !== undefined) window.clearTimeout(idle);
    };
  }, []);
  return ready;
}
