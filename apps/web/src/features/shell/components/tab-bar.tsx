import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useGameMenus } from '../../games/api/get-game-menus.ts';
import { useMemberCentreLink } from '../../member-centre/index.ts';
import { currentTab, navCategories, type Tab } from '../nav-model.ts';
import { Icon, type IconName } from './icons.tsx';
import './tab-bar.css';

/** The first category with a lobby page (not one that starts a game): the Games tab's target. */
function useGamesPath(): string {
  const { data } = useGameMenus();
  return navCategories(data ?? []).find((c) => !c.directStart)?.path ?? '/rng';
}

/**
 * The phone's bottom tab bar: Home, Games (the first game lobby), Promotions, Deposit and Me (the
 * member centre's addresses). A spacer of its height ends the page, so it never covers content.
 */
export function TabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const centre = useMemberCentreLink();
  const games = useGamesPath();
  const current = currentTab(pathname);
  const tabs: { tab: Tab; labelKey: TKey; icon: IconName; link: { to: string; state?: unknown; replace?: boolean } }[] =
    [
      { tab: 'home', labelKey: 'nav_home', icon: 'home', link: { to: '/' } },
      { tab: 'games', labelKey: 'tabs_games', icon: 'games', link: { to: games } },
      { tab: 'promotions', labelKey: 'nav_promotions', icon: 'promo', link: { to: '/promotions' } },
      { tab: 'deposit', labelKey: 'wl_deposit_button', icon: 'wallet', link: centre('depositv2') },
      { tab: 'me', labelKey: 'tabs_me', icon: 'user', link: centre() },
    ];
  return (
    <>
      <div className="tab-bar-spacer" aria-hidden="true" />
      <nav className="tab-bar" aria-label={t('tabs_label')}>
        <ul className="tab-bar__list">
          {tabs.map(({ tab, labelKey, icon, link }) => (
            <li key={tab}>
              <Link {...link} className="tab-bar__tab" aria-current={current === tab ? 'page' : undefined}>
                <Icon name={icon} size={22} />
                <span className="tab-bar__label">{t(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
