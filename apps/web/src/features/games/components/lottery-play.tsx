import type { TGame } from '@app/contracts/calls/games';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useGameList } from '../api/get-game-list.ts';
import { usePopularLottery } from '../api/get-popular-lottery.ts';
import { useLaunchGame } from '../launch.ts';
import { GameCard } from './game-card.tsx';
import { PlayPanel } from './play-panel.tsx';
import './lobby.css';

/**
 * A lottery route (/lottery, /vnLottery, /seaLottery): the chosen lottery game in a frame, and the
 * lottery games to switch to (the vendor's own, or the popular ones of every lottery vendor).
 */
export function LotteryPlay({
  titleKey,
  vendor,
  gameCode,
}: {
  titleKey: TKey;
  vendor: string | undefined;
  gameCode: string | undefined;
}) {
  const t = useT();
  const launch = useLaunchGame();
  const popular = usePopularLottery();
  const own = useGameList({ vassalage: vendor, pageSize: 50 }, !!vendor);
  const games: TGame[] = (vendor ? own.data?.games : popular.data) ?? [];
  const chosen = gameCode ? games.find((g) => g.gameCode === gameCode) : undefined;
  const vassalage = vendor ?? chosen?.vassalage;
  return (
    <section className="lobby-page">
      <h1 className="lobby-page__title">{chosen ? `${t(titleKey)} · ${chosen.gameName}` : t(titleKey)}</h1>
      {gameCode && vassalage && <PlayPanel vassalage={vassalage} gameCode={gameCode} />}
      <h2 className="lobby-page__subtitle">{t('games_lottery_popular')}</h2>
      {(own.loading || popular.loading) && games.length === 0 && <p role="status">{t('games_loading')}</p>}
      <ul className="game-grid">
        {games.map((g) => (
          <GameCard key={g.nodeId} game={g} onPlay={launch} />
        ))}
      </ul>
    </section>
  );
}
