import { Suspense } from 'react';
import { HomeHighlights } from '../../features/content/components/home-highlights.tsx';
import { JackpotTicker } from '../../features/content/components/jackpot-ticker.tsx';
import { HomePromotions } from '../../features/promotions/index.ts';
import { useAfterLoad } from '../../features/shell/shell.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import './home-page.css';
import { lazyScreen } from '../../lib/lazy-page.ts';
import { useBehindModal } from '../../lib/modal-route.tsx';

const HomeLobbySections = lazyScreen(() =>
  import('../../features/games/home-sections.tsx').then((m) => ({ default: m.HomeLobbySections })),
);

/**
 * The home page: jackpot, the lobby sections of the games area, and the site's highlights. The lobby
 * sections (many game lists and images) start once the page has loaded, so the banner and the header
 * come first; their place is kept meanwhile, so nothing jumps. Behind a member or agent centre opened
 * by its address they wait until it closes: on a small machine rendering them beside the centre's page
 * held that page back by seconds.
 */
export default function HomePage() {
  const t = useT();
  const loaded = useAfterLoad(0, useBehindModal());
  return (
    <>
      <h1 className="visually-hidden">{t('content_home_title', { brand: boot.name })}</h1>
      <JackpotTicker />
      <div className="home-lobby">
        {loaded ? (
          <Suspense fallback={null}>
            <HomeLobbySections />
          </Suspense>
        ) : null}
      </div>
      {loaded ? <HomePromotions /> : null}
      <HomeHighlights />
    </>
  );
}
