import type { TGame } from '@app/contracts/calls/games';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { useSession } from '../session/index.ts';
import { useFavouriteGames } from './api/get-favourites.ts';
import { useGameList } from './api/get-game-list.ts';
import { useHotGames } from './api/get-hot-games.ts';
import { usePopularLottery } from './api/get-popular-lottery.ts';
import { GameCard } from './components/game-card.tsx';
import { GameOverlays } from './components/game-overlays.tsx';
import { LatestWinners } from './components/latest-winners.tsx';
import { useFavourites } from './hooks/use-favourites.ts';
import { useLaunchGame } from './launch.ts';
import './components/home-sections.css';

const ROW = 12;

function Section({ id, titleKey, to, games }: { id: string; titleKey: TKey; to?: string; games: TGame[] | undefined }) {
  const t = useT();
  const launch = useLaunchGame();
  const { ids: favs, toggle } = useFavourites();
  if (games && games.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={`home-${id}`}>
      <div className="home-section__head">
        <h2 id={`home-${id}`}>{t(titleKey)}</h2>
        {to && (
          <Link
            to={to}
            className="home-section__more"
            aria-label={t('games_home_more_label', { section: t(titleKey) })}
          >
            {t('games_home_more')}
          </Link>
        )}
      </div>
      <ul className="game-grid home-section__row">
        {(games ?? []).slice(0, ROW).map((g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            onPlay={launch}
            isFavourite={favs.has(g.nodeId)}
            onToggleFavourite={toggle}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page's lobby sections (SPEC §2): live casino, sports, slots, lottery, fishing, poker,
 * sabong, favourites, jackpot, table games, featured games and the latest winners.
 */
export function HomeLobbySections() {
  const { token } = useSession();
  const hot = useHotGames();
  const byType = (type: string) =>
    hot.data?.list.find((g) => g.gameType === type)?.games ?? (hot.data ? [] : undefined);
  const sports = hot.data ? [...(byType('SPORTS') ?? []), ...(byType('ESPORTS') ?? [])] : undefined;
  const featured = hot.data?.list.flatMap((g) => g.games.slice(0, 2));
  const jackpot = useGameList({ gameType: 'RNG', gameClassify: 'JP', pageSize: ROW });
  const table = useGameList({ gameType: 'LIVE', gameClassify: 'TG', pageSize: ROW });
  const lottery = usePopularLottery();
  const favourites = useFavouriteGames(!!token);
  return (
    <div className="home-sections">
      <Section id="live" titleKey="games_home_live" to="/live" games={byType('LIVE')} />
      <Section id="sports" titleKey="games_home_sports" to="/sports" games={sports} />
      <Section id="slots" titleKey="games_home_slots" to="/rng" games={byType('RNG')} />
      <Section id="lottery" titleKey="games_home_lottery" to="/lott" games={lottery.data} />
      <Section id="fish" titleKey="games_home_fish" to="/fish" games={byType('FISH')} />
      <Section id="poker" titleKey="games_home_poker" to="/pvp" games={byType('PVP')} />
      <Section id="sabong" titleKey="games_home_sabong" to="/ds88" games={byType('DS88')} />
      {token && <Section id="favourites" titleKey="games_home_favourites" games={favourites.data?.content} />}
      <Section id="jackpot" titleKey="games_home_jackpot" to="/rng" games={jackpot.data?.games} />
      <Section id="table" titleKey="games_home_table" to="/live" games={table.data?.games} />
      <Section id="featured" titleKey="games_home_featured" games={featured} />
      <LatestWinners />
      <GameOverlays />
    </div>
  );
}
