import { HomeHighlights } from '../../features/content/components/home-highlights.tsx';
import { JackpotTicker } from '../../features/content/components/jackpot-ticker.tsx';
import { HomeLobbySections } from '../../features/games/home-sections.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';

/** The home page: jackpot, the lobby sections of the games area, and the site's highlights. */
export default function HomePage() {
  const t = useT();
  return (
    <>
      <h1 className="visually-hidden">{t('content_home_title', { brand: boot.name })}</h1>
      <JackpotTicker />
      <HomeLobbySections />
      <HomeHighlights />
    </>
  );
}
