import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useGameList } from '../api/get-game-list.ts';
import { requestLaunch } from '../api/launch-game.ts';
import { useLaunchGame } from '../launch.ts';
import { launchStore } from '../launch-store.ts';
import type { LaunchTarget } from '../types.ts';
import { GameCard } from './game-card.tsx';
import { GameDialog } from './game-dialog.tsx';
import { GameFrame } from './game-frame.tsx';

function SubGames({ target, onClose }: { target: LaunchTarget; onClose: () => void }) {
  const t = useT();
  const launch = useLaunchGame();
  const { data, loading } = useGameList({ parentNodeId: target.nodeId, pageSize: 50 });
  return (
    <GameDialog title={`${target.gameName ?? ''} · ${t('games_sub_games')}`} onClose={onClose}>
      {loading && <p role="status">{t('games_loading')}</p>}
      <ul className="game-grid">
        {data?.games.map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            onPlay={(game) => {
              onClose();
              launch(game);
            }}
          />
        ))}
      </ul>
    </GameDialog>
  );
}

/** The game popup frame and the VASSALAGE sub-game popup; mounted by every page that launches games. */
export function GameOverlays() {
  const overlay = useSyncExternalStore(launchStore.subscribe, launchStore.get);
  useEffect(() => launchStore.mountHost(), []);
  useEffect(() => () => launchStore.set(null), []);
  const close = () => launchStore.set(null);
  if (!overlay) return null;
  if (overlay.kind === 'subGames') return <SubGames target={overlay.target} onClose={close} />;
  const { target } = overlay;
  return (
    <GameDialog title={target.gameName ?? target.gameCode} onClose={close} wide>
      <GameFrame
        launch={(signal) => requestLaunch({ vassalage: target.vassalage, gameCode: target.gameCode }, signal)}
      />
    </GameDialog>
  );
}
