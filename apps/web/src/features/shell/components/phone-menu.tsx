import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { AccountArea, useAuthDialog } from '../../auth/index.ts';
import { useGameMenus } from '../../games/api/get-game-menus.ts';
import { type NavCategory, navCategories } from '../nav-model.ts';
import { useOpenVendor } from '../use-start-vendor.ts';
import { Icon } from './icons.tsx';
import { Shortcuts } from './shortcuts.tsx';
import './phone-menu.css';

function CategoryGroup({ entry, onDone }: { entry: NavCategory; onDone(): void }) {
  const t = useT();
  const open = useOpenVendor();
  const [expanded, setExpanded] = useState(false);
  const listId = `phone-menu-${entry.category}`;
  return (
    <li>
      <button
        type="button"
        className="phone-menu__link phone-menu__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        <span
          className="nav-icon"
          aria-hidden="true"
          style={{ ['--icon' as string]: `url(/art/icons/${entry.category}.svg)` }}
        />
        <span>{t(entry.labelKey)}</span>
        <Icon name={expanded ? 'prev' : 'next'} size={16} />
      </button>
      <ul id={listId} className="phone-menu__vendors" hidden={!expanded}>
        {entry.vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className="phone-menu__vendor"
              onClick={() => {
                onDone();
                open(entry, v);
              }}
            >
              <span>{v.name}</span>
              {v.isHot === 1 ? <span className="hot-icon" role="img" aria-label={t('shell_hot')} /> : null}
            </button>
          </li>
        ))}
        {entry.directStart ? null : (
          <li>
            <Link className="phone-menu__vendor phone-menu__vendor--all" to={entry.path} onClick={onDone}>
              {t('shell_all_of', { name: t(entry.labelKey) })}
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}

/** The phone menu (collapsed navigation): account area, categories with vendors, pages and shortcuts. */
export default function PhoneMenu({ onClose }: { onClose(): void }) {
  const t = useT();
  const { data } = useGameMenus();
  const entries = navCategories(data ?? []);
  // An account dialog (login, register, logout) takes the menu's place.
  const authDialog = useAuthDialog();
  useEffect(() => {
    if (authDialog) onClose();
  }, [authDialog, onClose]);
  // Any link followed from the menu (the account area's member-centre links too) closes it.
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);
  return (
    <Dialog title={t('shell_menu')} onClose={onClose} side>
      <div className="phone-menu">
        <div className="phone-menu__account">
          <AccountArea inPhoneMenu />
        </div>
        <nav aria-label={t('nav_main_label')}>
          <ul className="phone-menu__list">
            <li>
              <Link className="phone-menu__link" to="/" onClick={onClose}>
                <Icon name="home" />
                <span>{t('nav_home')}</span>
              </Link>
            </li>
            {entries.map((e) => (
              <CategoryGroup key={e.category} entry={e} onDone={onClose} />
            ))}
            <li>
              <Link className="phone-menu__link" to="/noticePage" onClick={onClose}>
                <Icon name="chat" />
                <span>{t('nav_notices')}</span>
              </Link>
            </li>
            <li>
              <Link className="phone-menu__link" to="/help" onClick={onClose}>
                <Icon name="licence" />
                <span>{t('in_help_center')}</span>
              </Link>
            </li>
          </ul>
        </nav>
        <h3 className="phone-menu__heading">{t('shell_shortcuts')}</h3>
        <Shortcuts onDone={onClose} />
      </div>
    </Dialog>
  );
}
