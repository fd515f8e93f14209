import { Link } from 'react-router';
import { GLANCE_ROLES, TodayGlance } from '../areas/reports/index.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMe } from '../lib/session.tsx';
import type { PageDef } from '../registry.ts';
import { Page } from '../ui/page.tsx';

/** Home: the sections this role can use, each with what it is for (from the page registry). */
export function Home({ pages }: { pages: PageDef[] }) {
  const t = useT();
  const me = useMe();
  const listed = pages.filter((p) => p.nav !== false);
  return (
    <Page title={t('app.home.title')}>
      {GLANCE_ROLES.includes(me.role) ? <TodayGlance /> : null}
      <p>{t('app.home.lead', { role: t(`role.${me.role}`) })}</p>
      {listed.length === 0 ? (
        <p>{t('app.home.none')}</p>
      ) : (
        <ul className="area-list">
          {listed.map((p) => (
            <li key={p.path} className="area-card">
              <h2>
                <Link to={p.path}>{t(p.navKey)}</Link>
              </h2>
              <p>{t(p.descriptionKey)}</p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <Page title={t('app.notFound')}>
      <p>
        <Link to="/">{t('app.home')}</Link>
      </p>
    </Page>
  );
}
