import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { PHONE_QUERY, useMedia } from '../../../lib/use-media.ts';
import { AccountArea } from '../../auth/index.ts';
import { isGamePage, isHomePage } from '../nav-model.ts';
import { BrandLogo } from './brand-logo.tsx';
import { Icon } from './icons.tsx';
import { NavBar } from './nav-bar.tsx';
import { PhoneAccount } from './phone-account.tsx';
import { TopStrip } from './top-strip.tsx';
import './site-header.css';
import { lazyScreen } from '../../../lib/lazy-page.ts';

const PhoneMenu = lazyScreen(() => import('./phone-menu.tsx'));
const VendorCarousel = lazyScreen(() => import('./vendor-carousel.tsx'));

/**
 * The header: the top strip; the brand row with the logo and the account area (on phones log in and
 * register, or the balance and deposit, with the rest in the phone menu); the navigation bar (the phone
 * menu and the bottom tab bar on phones); the vendor carousel on the home page.
 * On game pages the strip's toggle hides the brand row and the navigation.
 */
export function SiteHeader() {
  const t = useT();
  const { pathname } = useLocation();
  const phone = useMedia(PHONE_QUERY);
  const [navHidden, setNavHidden] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const home = isHomePage(pathname);
  const game = isGamePage(pathname);
  const hidden = game && navHidden;
  return (
    <header className="site-header">
      <TopStrip home={home} game={game} navHidden={hidden} onToggleNav={() => setNavHidden((v) => !v)} />
      <div id="site-header-bar" className="site-header__bar" hidden={hidden}>
        <div className="site-header__inner site-header__brand-row">
          {phone ? (
            <button
              type="button"
              className="site-header__menu-button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size={24} />
              <span className="visually-hidden">{t('shell_menu')}</span>
            </button>
          ) : null}
          <BrandLogo />
          <div className="site-header__account">{phone ? <PhoneAccount /> : <AccountArea inlineLogin />}</div>
        </div>
        {phone ? null : (
          <div className="site-header__nav-row">
            <div className="site-header__inner">
              <NavBar />
            </div>
          </div>
        )}
      </div>
      {home && !hidden ? (
        <div className="vendor-carousel-slot">
          <Suspense fallback={null}>
            <VendorCarousel />
          </Suspense>
        </div>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <PhoneMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
