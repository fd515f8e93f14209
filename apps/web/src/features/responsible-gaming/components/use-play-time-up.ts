import { useEffect, useRef, useState } from 'react';
import { fetchPlaySession, type PlaySession } from '../api/get-play-session.ts';
import { localTime, MAX_TIMER_MS } from './play-clock.ts';

const MINUTE = 60_000;
// When this device's clock runs ahead, the timer fires before the server ends play: ask again after
// at least this long rather than at once.
const RETRY_MS = 15_000;

/** Play ended by a time limit: when it may resume (null when the server could not be asked). */
export interface TimeUp {
  resumesAt: number | null;
}

/**
 * Whether the answer says a time limit has ended play: the server names when play resumes, or the end
 * is at or before the server's time of the answer (its start plus the whole minutes since).
 */
export function hasEnded(s: Pick<PlaySession, 'startedAt' | 'minutes' | 'playEndsAt' | 'playResumesAt'>): boolean {
  return s.playResumesAt !== null || (s.playEndsAt !== null && s.playEndsAt <= s.startedAt + s.minutes * MINUTE);
}

/**
 * Watches the sign-in's time limit: a timer for `playEndsAt` asks the server again when it comes (the
 * only fetch it adds), and play has ended when an answer says so. Closing what it reports ends the
 * report for this sign-in and end; a new sign-in or a later end reports again.
 */
export function usePlayTimeUp(
  data: PlaySession | undefined,
  token: string | null,
): { timeUp: TimeUp | null; close(): void } {
  // The timer fired but the server could not be asked: play ends on this device's word.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const askedAt = useRef(Number.NEGATIVE_INFINITY);
  const endsAt = data?.playEndsAt ?? null;
  const key = token ? `${token}:${endsAt}` : null;
  const ended = !!data && hasEnded(data);

  useEffect(() => {
    if (!data || !token || data.playEndsAt === null || ended) return;
    const now = Date.now();
    const wait = Math.max(localTime(data, data.playEndsAt) - now, askedAt.current + RETRY_MS - now);
    const timer = setTimeout(
      async () => {
        askedAt.current = Date.now();
        try {
          await fetchPlaySession();
        } catch {
          if (tokenRef.current === token) setUnconfirmed(`${token}:${data.playEndsAt}`);
        }
      },
      Math.min(Math.max(0, wait), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [data, token, ended]);

  const isUp = key !== null && key !== closed && (ended || unconfirmed === key);
  return {
    timeUp: isUp ? { resumesAt: ended ? (data?.playResumesAt ?? null) : null } : null,
    close: () => setClosed(key),
  };
}
