import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { useGameMenus } from '../../games/api/get-game-menus.ts';
import { type NavCategory, navCategories, vendorPath } from '../nav-model.ts';
import { useOpenVendor } from '../use-start-vendor.ts';
import { Icon } from './icons.tsx';
import './nav-bar.css';

function CategoryIcon({ category }: { category: string }) {
  return (
    <span className="nav-icon" aria-hidden="true" style={{ ['--icon' as string]: `url(/art/icons/${category}.svg)` }} />
  );
}

/**
 * A category's dropdown. Its logos (two images a vendor: white, and colour on hover) load only once the
 * menu has been approached (`armed`): every menu's images at page load meant about 90 SVG documents
 * decoded on the main thread for menus most visits never open. The cards keep their size meanwhile.
 */
function Dropdown({ entry, armed }: { entry: NavCategory; armed: boolean }) {
  const t = useT();
  const open = useOpenVendor();
  return (
    <div className="nav-dropdown" data-testid={`dropdown-${entry.category}`}>
      <ul className={`nav-dropdown__list${entry.centred ? ' nav-dropdown__list--centred' : ''}`}>
        {entry.vendors.map((v) => (
          <li key={v.vassalage}>
            <a
              className="vendor-card"
              href={vendorPath(entry.category, v.vassalage)}
              onClick={(e) => {
                e.preventDefault();
                open(entry, v);
              }}
            >
              <span className="vendor-card__logo">
                {armed ? (
                  <>
                    <img className="vendor-card__white" src={v.logoWhite} alt="" width={126} height={42} />
                    <img className="vendor-card__color" src={v.logoColor} alt="" width={126} height={42} />
                  </>
                ) : null}
              </span>
              <span className="vendor-card__name">{v.name}</span>
              {v.isHot === 1 ? <span className="hot-icon" role="img" aria-label={t('shell_hot')} /> : null}
            </a>
          </li>
        ))}
        {entry.hasMore ? (
          <li>
            <Link className="vendor-card vendor-card--more" to={entry.path}>
              <span className="vendor-card__name">{t('shell_more')}</span>
              <span className="visually-hidden">{t(entry.labelKey)}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function CategoryEntry({ entry }: { entry: NavCategory }) {
  const t = useT();
  const open = useOpenVendor();
  const first = entry.vendors[0];
  // Pointer over the entry or focus inside it: the dropdown is about to show, so its logos load now.
  const [armed, setArmed] = useState(false);
  const arm = armed ? undefined : () => setArmed(true);
  const label = (
    <>
      <CategoryIcon category={entry.category} />
      <span>{t(entry.labelKey)}</span>
    </>
  );
  return (
    <li className="nav-bar__item nav-bar__item--menu" onPointerEnter={arm} onFocus={arm}>
      {entry.directStart && first ? (
        <button type="button" className="nav-bar__link" onClick={() => open(entry, first)}>
          {label}
        </button>
      ) : (
        <NavLink to={entry.path} className="nav-bar__link">
          {label}
        </NavLink>
      )}
      <Dropdown entry={entry} armed={armed} />
    </li>
  );
}

/** The desktop navigation bar: Home, one entry per category with vendors, Promotions. */
export function NavBar() {
  const t = useT();
  const { data } = useGameMenus();
  const entries = navCategories(data ?? []);
  return (
    <nav className="nav-bar" aria-label={t('nav_main_label')}>
      <ul className="nav-bar__list">
        <li className="nav-bar__item">
          <NavLink to="/" end className="nav-bar__link">
            <Icon name="home" />
            <span>{t('nav_home')}</span>
          </NavLink>
        </li>
        {entries.map((e) => (
          <CategoryEntry key={e.category} entry={e} />
        ))}
        <li className="nav-bar__item">
          <NavLink to="/promotions" className="nav-bar__link">
            <Icon name="promo" />
            <span>{t('nav_promotions')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
