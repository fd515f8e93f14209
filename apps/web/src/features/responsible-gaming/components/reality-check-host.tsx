import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyScreen } from '../../../lib/lazy-page.ts';
import { useMember } from '../../auth/index.ts';
import { fetchPlaySession, type PlaySession, usePlaySession } from '../api/get-play-session.ts';
import { startOf } from './play-clock.ts';
import { minutesSince, nextReminder } from './reality-schedule.ts';
import { usePlayTimeUp } from './use-play-time-up.ts';

const RealityCheckDialog = lazyScreen(() => import('./reality-check-dialog.tsx'));
const PlayTimeUpDialog = lazyScreen(() => import('./play-time-up-dialog.tsx'));

/** What a reminder shows: the minutes played, and the session's figures unless they could not be loaded. */
export interface RealityCheck {
  minutes: number;
  figures: Pick<PlaySession, 'stake' | 'win' | 'net'> | null;
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
 * session's stakes, wins and result. It also watches the member's play-time limit: when it ends play,
 * a dialog says when play resumes and takes the member out of the game (no reminder comes over it).
 * The figures load once at sign-in (or start), whatever the interval, when the interval changes, when a
 * reminder is due and when the time limit is due to end play; never on a poll. The dialogs' code loads
 * when first shown.
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
  const { timeUp, close: closeTimeUp } = usePlayTimeUp(enabled ? data : undefined, token);
  const isTimeUp = timeUp !== null;

  useEffect(() => {
    if (data) startOf(data);
  }, [data]);

  useEffect(() => {
    if (!data || every === null || open || !token || isTimeUp) return;
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
  }, [data, every, open, token, isTimeUp]);

  if (!enabled) return null;
  if (timeUp) {
    return (
      <Suspense fallback={null}>
        <PlayTimeUpDialog
          timeUp={timeUp}
          onClose={() => {
            closeTimeUp();
            setShown(null);
          }}
        />
      </Suspense>
    );
  }
  if (!shown || shown.token !== token) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog check={shown.check} onClose={() => setShown(null)} />
    </Suspense>
  );
}
