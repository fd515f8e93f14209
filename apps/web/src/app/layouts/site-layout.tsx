import { Outlet } from 'react-router';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Home-style pages: header, content, footer. */
export function SiteLayout() {
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** Embedded game pages (/seamless, /fbsports, /game): header only. */
export function HeaderOnlyLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** Member-centre help (/helpmc): no header. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
