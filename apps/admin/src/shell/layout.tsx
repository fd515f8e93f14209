import { Suspense, useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useT } from '../i18n/i18n.tsx';
import { boot } from '../lib/boot.ts';
import { useMe, useSession } from '../lib/session.tsx';
import { navGroups, type PageDef } from '../registry.ts';
import { LanguageSwitch, ThemeSwitch } from './switches.tsx';

/**
 * The signed-in frame: a skip link, the header (brand, who is acting and as what, language, theme,
 * sign out), the navigation built from the pages the role may open (a menu on phones) and the page.
 */
export function Layout({ pages }: { pages: PageDef[] }) {
  const t = useT();
  const me = useMe();
  const { signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="top">
        <button
          type="button"
          className="btn ghost menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? t('app.closeMenu') : t('app.menu')}
        </button>
        <div className="brand">
          <span className="brand-name">{boot.name}</span>
          <span className="brand-sub">{t('app.title')}</span>
        </div>
        <p className="acting">
          {t('app.actingAs', { name: me.staff.username, role: t(`role.${me.role}`) })}
          <span className="acting-brand"> · {t('app.brand', { code: me.brand })}</span>
        </p>
        <div className="top-tools">
          <LanguageSwitch />
          <ThemeSwitch />
          <button type="button" className="btn" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
        </div>
      </header>
      <div className="body">
        <nav id={navId} className={`side${menuOpen ? ' open' : ''}`} aria-label={t('app.nav')}>
          <ul>
            <li>
              <NavLink to="/" end>
                {t('app.home')}
              </NavLink>
            </li>
          </ul>
          {navGroups(pages).map((g) => (
            <section key={g.area} className="nav-group" aria-labelledby={`${navId}-${g.area}`}>
              <h2 id={`${navId}-${g.area}`} className="nav-group-title">
                {t(`app.area.${g.area}`)}
              </h2>
              <ul>
                {g.pages.map((p) => (
                  <li key={p.path}>
                    {/* A page whose sub-pages are listed too is current only at its own address. */}
                    <NavLink to={p.path} end={pages.some((o) => o.path.startsWith(`${p.path}/`))}>
                      {t(p.navKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main id="main" className="content" tabIndex={-1}>
          <Suspense
            fallback={
              <p className="table-state" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
