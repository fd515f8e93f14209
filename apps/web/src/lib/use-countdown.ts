import { useCallback, useEffect, useState } from 'react';
import { countdownSeconds, secondsLeft } from './countdown.ts';

/**
 * A send-code countdown: `start(expiredMinutes)` runs it for expiredMinutes x 60 seconds; `left` is the
 * seconds remaining (0 when a code may be sent again). Requests are refused while it runs (SPEC §5).
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [left]);
  const start = useCallback((expiredMinutes: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + countdownSeconds(expiredMinutes) * 1000);
  }, []);
  return { left, running: left > 0, start };
}
