import type { TLaunchResponse } from '@app/contracts/calls/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { LaunchError } from './launch-error.tsx';
import './game-frame.css';

type Content = TLaunchResponse['content'];

/**
 * Launches a game and shows it in a frame: loading, the error in words (maintenance with its end
 * time), or the vendor's page. `launch` asks the server; it runs again on retry.
 */
export function GameFrame({
  launch,
  onLaunched,
}: {
  launch: (signal: AbortSignal) => Promise<{ content: Content }>;
  onLaunched?: (content: Content) => void;
}) {
  const t = useT();
  const [state, setState] = useState<{ attempt: number; content?: Content; error?: ApiError }>({ attempt: 0 });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const launchRef = useRef(launch);
  launchRef.current = launch;
  const launchedRef = useRef(onLaunched);
  launchedRef.current = onLaunched;
  useEffect(() => {
    const ctrl = new AbortController();
    setState({ attempt });
    launchRef.current(ctrl.signal).then(
      (r) => {
        setState({ attempt, content: r.content });
        launchedRef.current?.(r.content);
      },
      (e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setState({ attempt, error: e instanceof ApiError ? e : new ApiError('network', 'err_network', 0) });
      },
    );
    return () => ctrl.abort();
  }, [attempt]);
  if (state.error) return <LaunchError error={state.error} onRetry={retry} />;
  if (!state.content) {
    return (
      <p className="game-frame__loading" role="status">
        {t('games_launching')}
      </p>
    );
  }
  return (
    <div className="game-frame">
      {state.content.freePlay && <p className="game-frame__free">{t('games_free_play')}</p>}
      <iframe
        className="game-frame__iframe"
        src={state.content.game_url}
        title={state.content.gameName}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
