import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMember } from '../../auth/index.ts';
import { fetchPlaySession, type PlaySession, usePlaySession } from '../api/get-play-session.ts';
import { localStart, minutesSince, nextReminder } from './reality-schedule.ts';

const RealityCheckDialog = lazy(() => import('./reality-check-dialog.tsx'));

/** What a reminder shows: the minutes played, and the session's figures unless they could not be loaded. */
export interface RealityCheck {
  minutes: number;
  figures: Pick<PlaySession, 'stake' | 'win' | 'net'> | null;
}

// Each answer's start on this device's clock, fixed when the answer is first seen (localStart needs the
// time it arrived, not the time a later reminder is planned).
const starts = new WeakMap<PlaySession, number>();
function startOf(s: PlaySession): number {
  let start = starts.get(s);
  if (start === undefined) {
    start = localStart(s, Date.now());
    starts.set(s, start);
  }
  return start;
}

// A game of our own origin (the house games) runs this app again inside its frame; the page around it
// reminds the member, once.
const inFrame = () => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};

/**
 * The reality check for the whole site (rendered once inside the router, beside the routes: "Stop
 * playing" goes to the home page). While a real (non-trial) member is signed in and has chosen an
 * interval, a reminder comes every N minutes since the sign-in began, with the time played and the
 * session's stakes, wins and result. The figures load once at sign-in (or start), when the interval
 * changes, and when a reminder is due; never on a poll. The dialog's code loads with the first reminder.
 */
export function RealityCheckHost() {
  const { token, member, loading, isTrial } = useMember();
  const enabled = !!token && !isTrial && (member !== undefined || !loading) && !inFrame();
  const { data } = usePlaySession(enabled);
  const [shown, setShown] = useState<{ token: string; check: RealityCheck } | null>(null);
  const open = shown !== null && shown.token === token;
  const every = enabled ? (data?.realityCheckMinutes ?? null) : null;
  const tokenRef = useRef(token);
  tokenRef.current = token;

  useEffect(() => {
    if (data) startOf(data);
  }, [data]);

  useEffect(() => {
    if (!data || every === null || open || !token) return;
    const start = startOf(data);
    const now = Date.now();
    const timer = setTimeout(
      async () => {
        let check: RealityCheck;
        try {
          const fresh = await fetchPlaySession();
          startOf(fresh);
          // Turned off meanwhile (another tab): the new answer stops the reminders.
          if (fresh.realityCheckMinutes === null) return;
          check = { minutes: fresh.minutes, figures: fresh };
        } catch {
          // The reminder still comes without the figures.
          check = { minutes: minutesSince(start, Date.now()), figures: null };
        }
        if (tokenRef.current === token) setShown({ token, check });
      },
      nextReminder(start, every, now) - now,
    );
    return () => clearTimeout(timer);
  }, [data, every, open, token]);

  if (!shown || shown.token !== token || !enabled) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog check={shown.check} onClose={() => setShown(null)} />
    </Suspense>
  );
}
