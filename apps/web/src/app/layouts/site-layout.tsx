import { useLocation } from 'react-router';
import { LazyPopupNotices } from '../../features/content/popup.tsx';
import { PageTop } from '../../features/content/site-content.tsx';
import {
  PHONE_QUERY,
  SideBars,
  SiteFooter,
  SiteHeader,
  TabBar,
  useAfterLoad,
  useMedia,
} from '../../features/shell/shell.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { PageOutlet } from '../route-error.tsx';

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('skip_to_content')}
    </a>
  );
}

/**
 * Home-style pages: header, the route's banners and the notice marquee, content, footer, side bars;
 * on phones the bottom tab bar instead of the side bars.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const loaded = useAfterLoad(1500);
  const phone = useMedia(PHONE_QUERY);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PageTop pathname={pathname} />
        <PageOutlet />
      </main>
      <SiteFooter />
      <SideBars />
      {phone ? <TabBar /> : null}
      {loaded ? <LazyPopupNotices /> : null}
    </>
  );
}

/** Embedded game pages (/seamless, /fbsports, /game): header only. */
export function HeaderOnlyLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PageOutlet />
      </main>
    </>
  );
}

/** Member-centre help (/helpmc) and the support chat windows: no header. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1}>
      <PageOutlet />
    </main>
  );
}
