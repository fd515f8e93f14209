import { useT } from '../../../i18n/i18n.tsx';
import { useGate } from '../../auth/index.ts';
import { useSession } from '../../session/index.ts';
import { requestFbLaunch, requestLaunch } from '../api/launch-game.ts';
import { GameFrame } from './game-frame.tsx';
import './play-panel.css';

/**
 * A game played on its own page (/game, /seamless, the lottery routes, /fbsports): the frame fills
 * the page; without a session the player is asked to sign in first (the FB vendor lets visitors watch).
 */
export function PlayPanel({
  vassalage,
  gameCode,
  fb = false,
}: {
  vassalage?: string;
  gameCode?: string;
  fb?: boolean;
}) {
  const t = useT();
  const gate = useGate();
  const { token } = useSession();
  if (!fb && (!vassalage || !gameCode)) return <p className="play-panel__message">{t('games_choose_game')}</p>;
  if (!fb && !token) {
    return (
      <div className="play-panel__message">
        <p>{t('games_login_to_play')}</p>
        <button type="button" className="games-button" onClick={() => gate(() => undefined)}>
          {t('games_login_button')}
        </button>
      </div>
    );
  }
  return (
    <div className="play-panel">
      <GameFrame
        key={`${token ?? ''}|${vassalage}|${gameCode}`}
        launch={(signal) =>
          fb
            ? requestFbLaunch(gameCode, signal)
            : requestLaunch({ vassalage: vassalage ?? '', gameCode: gameCode ?? '' }, signal)
        }
      />
    </div>
  );
}
