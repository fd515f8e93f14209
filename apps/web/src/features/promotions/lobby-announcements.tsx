import type { BET_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useGameAnnouncements } from './api/get-game-announcements.ts';
import './promotions.css';

/**
 * A game lobby's announcement line: the live promotions that concern its category, as links to their
 * detail pages. One line tall, so the games stay above the fold; phones show the first link only.
 */
export function LobbyAnnouncements({ gameType }: { gameType: (typeof BET_CATEGORIES)[number] }) {
  const t = useT();
  const { data } = useGameAnnouncements(gameType);
  const list = data?.promotion ?? [];
  if (list.length === 0) return null;
  return (
    <nav className="pm-strip" aria-label={t('pm_lobby_strip')}>
      <svg className="pm-strip__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 10h18v4H3zM5 14h14v7H5zM12 10v11M12 10c-2-5-7-5-6-1.5S12 10 12 10zm0 0c2-5 7-5 6-1.5S12 10 12 10z" />
      </svg>
      <ul className="pm-strip__list">
        {list.map((p) => (
          <li key={p.id}>
            <Link to={`/promoDetail?id=${p.id}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
      <Link className="pm-strip__all" to="/promotions">
        {t('pm_home_more')}
      </Link>
    </nav>
  );
}
