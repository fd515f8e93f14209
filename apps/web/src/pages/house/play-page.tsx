import { useSearchParams } from 'react-router';
import { HouseGame } from '../../features/house/components/house-game.tsx';
import { useT } from '../../i18n/i18n.tsx';

/**
 * /house/play: the house vendor's game page, opened by its launch adapter in the game popup frame or
 * the /game page (query: v vendor, game node id, token launch token).
 */
export default function HousePlayPage() {
  const t = useT();
  const [q] = useSearchParams();
  const token = q.get('token');
  const game = q.get('game');
  if (!token || !game) return <p className="house__alert">{t('house_no_game')}</p>;
  return <HouseGame token={token} nodeId={game} />;
}
