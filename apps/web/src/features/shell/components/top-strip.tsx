import { Suspense, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { lazyScreen } from '../../../lib/lazy-page.ts';
import { LanguageSwitcher } from '../../i18n/index.ts';
import { ThemeSwitch } from '../../theme/index.ts';
import { HeaderClock } from './header-clock.tsx';
import { Icon } from './icons.tsx';

const LicenceDialog = lazyScreen(() => import('./licence-dialog.tsx'));

/**
 * The header's top strip (SPEC §2): clock, the licence button on the home page, the navigation
 * toggle on game pages, then the language switcher and the Black/Blue theme switch.
 */
export function TopStrip({
  home,
  game,
  navHidden,
  onToggleNav,
}: {
  home: boolean;
  game: boolean;
  navHidden: boolean;
  onToggleNav(): void;
}) {
  const t = useT();
  const [licence, setLicence] = useState(false);
  return (
    <div className="top-strip">
      <div className="site-header__inner top-strip__inner">
        <HeaderClock />
        {home ? (
          <button type="button" className="top-strip__button" onClick={() => setLicence(true)}>
            <Icon name="licence" size={16} />
            <span>{t('shell_licence')}</span>
          </button>
        ) : null}
        {game ? (
          <button
            type="button"
            className="top-strip__button"
            aria-pressed={navHidden}
            aria-controls="site-header-bar"
            onClick={onToggleNav}
          >
            <Icon name="eye" size={16} />
            <span>{navHidden ? t('shell_show_nav') : t('shell_hide_nav')}</span>
          </button>
        ) : null}
        <span className="top-strip__spacer" />
        <LanguageSwitcher />
        <ThemeSwitch />
      </div>
      {licence ? (
        <Suspense fallback={null}>
          <LicenceDialog onClose={() => setLicence(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
