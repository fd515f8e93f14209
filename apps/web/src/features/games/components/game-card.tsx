import type { TGame } from '@app/contracts/calls/games';
import { useT } from '../../../i18n/i18n.tsx';
import './game-card.css';

/** One game tile: lazy art, name, vendor, badges; the tile plays, the heart toggles the favourite. */
export function GameCard({
  game,
  onPlay,
  isFavourite,
  onToggleFavourite,
}: {
  game: TGame;
  onPlay: (game: TGame) => void;
  isFavourite?: boolean;
  onToggleFavourite?: (game: TGame) => void;
}) {
  const t = useT();
  return (
    <li className="game-card" data-testid="game-card" data-node-id={game.nodeId}>
      <button type="button" className="game-card__play" onClick={() => onPlay(game)}>
        <img
          className="game-card__art"
          src={game.imgUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width="320"
          height="240"
        />
        <span className="game-card__name">{game.gameName}</span>
        <span className="game-card__vendor">{game.vendor}</span>
        <span className="game-card__badges">
          {game.isHot === 1 && <span className="game-card__badge game-card__badge--hot">{t('games_badge_hot')}</span>}
          {game.gameClassify === 'JP' && (
            <span className="game-card__badge game-card__badge--jp">{t('games_classify_JP')}</span>
          )}
          {game.maintenance && (
            <span className="game-card__badge game-card__badge--down">{t('games_badge_maintenance')}</span>
          )}
        </span>
      </button>
      {onToggleFavourite && game.isGame !== 'VASSALAGE' && (
        <button
          type="button"
          className="game-card__fav"
          aria-pressed={!!isFavourite}
          aria-label={t(isFavourite ? 'games_fav_remove' : 'games_fav_add', { name: game.gameName })}
          onClick={() => onToggleFavourite(game)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
            <path
              d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4C11.8 6.1 13.2 5 15.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
              fill={isFavourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      )}
    </li>
  );
}
