import { Link } from 'react-router';
import { boot } from '../../../lib/boot.ts';
import { AccountArea } from '../../auth/account-area.tsx';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { ThemeSwitch } from '../../theme/theme-switch.tsx';
import './site-header.css';

/** The header: top strip with language and theme, then the brand bar. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__strip">
        <div className="site-header__inner">
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
      </div>
      <div className="site-header__bar">
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            {boot.name}
          </Link>
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
