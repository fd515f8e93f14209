import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { ModalRouteDialog, useCloseModalRoute } from '../../lib/modal-route.tsx';
import { openAuthDialog, useMember } from '../auth/index.ts';
import { MenuEntry } from './components/menu-entry.tsx';
import {
  announceMemberCentreClosed,
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
  memberCentrePageAt,
  memberCentrePath,
  useOpenMemberCentre,
} from './open-member-centre.ts';
import { MEMBER_CENTRE_REGISTRY, type MemberCentrePageDef } from './pages.ts';
import '../../ui/centre-shell.css';
import { lazyScreen } from '../../lib/lazy-page.ts';

const PAGES = MEMBER_CENTRE_PAGES.flatMap((key) => {
  const def = MEMBER_CENTRE_REGISTRY[key];
  return def ? [{ key, def: def as MemberCentrePageDef, Component: lazyScreen(def.load) }] : [];
});

/** The page the address names, when it is one that is built; otherwise none. */
function builtPage(pathname: string): MemberCentrePage | undefined {
  const wanted = memberCentrePageAt(pathname);
  return PAGES.some((p) => p.key === wanted) ? (wanted ?? undefined) : undefined;
}

/** SPEC §5: a trial account gets the same warning as any gated action (with its way on to registration). */
function TrialGate({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    openAuthDialog({ kind: 'trial' });
    onClose();
  }, [onClose]);
  return null;
}

/**
 * Who may see the member centre (SPEC §4): a visitor is sent to sign in and comes back to the same
 * address; a trial account is told it needs a real one, and the centre closes; an address naming no
 * page moves to the default page's address.
 */
function Gate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { token, member, loading, isTrial } = useMember();
  const close = useCloseModalRoute();
  // The page the address names starts loading now, beside the member info it waits for.
  const wanted = token ? builtPage(location.pathname) : undefined;
  useEffect(() => {
    if (wanted) PAGES.find((p) => p.key === wanted)?.Component.preload();
  }, [wanted]);
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  // The account type decides: wait for the member info unless it failed (then the type stored at sign-in).
  if (!member && loading) return null;
  if (isTrial) return <TrialGate onClose={close} />;
  if (!builtPage(location.pathname)) {
    return <Navigate to={memberCentrePath(DEFAULT_MEMBER_CENTRE_PAGE)} replace state={location.state} />;
  }
  return children;
}

/** The side menu with the title and close button, and the page the address names. */
function Frame({ page, asPage }: { page: MemberCentrePage; asPage: boolean }) {
  const t = useT();
  const close = useCloseModalRoute();
  const open = useOpenMemberCentre();
  const active = PAGES.find((p) => p.key === page);
  const Heading = asPage ? 'h1' : 'h2';
  useEffect(() => () => announceMemberCentreClosed(), []);
  return (
    <div className="centre__frame">
      <nav className="centre__menu" aria-label={t('mc_menu_label')}>
        <div className="centre__menu-head">
          <Heading id="member-centre-title" className="centre__title">
            {t('mc_title')}
          </Heading>
          <button type="button" className="centre__close" onClick={close} aria-label={t('mc_close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul>
          {PAGES.map((p) => (
            <MenuEntry key={p.key} page={p.key} def={p.def} current={p.key === page} />
          ))}
        </ul>
      </nav>
      <section className="centre__page" aria-label={active ? t(active.def.labelKey) : undefined}>
        <Suspense fallback={<p className="centre__loading">{t('loading')}</p>}>
          {active ? <active.Component open={open} close={close} /> : null}
        </Suspense>
      </section>
    </div>
  );
}

/** The centre as a modal dialog over the page behind it (desktop). */
function CentreDialog({ page }: { page: MemberCentrePage }) {
  return (
    <ModalRouteDialog className="centre member-centre" labelledBy="member-centre-title">
      <Frame page={page} asPage={false} />
    </ModalRouteDialog>
  );
}

/**
 * The member centre over the current page (SPEC §2), shown while the address is one of its own
 * (/member/<page>, see open-member-centre.ts): on wide screens only; on phones the route's page shows it.
 */
export function MemberCentreOverlay() {
  const { pathname } = useLocation();
  if (memberCentrePageAt(pathname) === null) return null;
  const page = builtPage(pathname);
  return <Gate>{page ? <CentreDialog page={page} /> : null}</Gate>;
}

/** The member centre as a full page (phones): the same menu and pages, inside the site's layout. */
export function MemberCentrePageView() {
  const { pathname } = useLocation();
  const page = builtPage(pathname);
  useEffect(() => {
    if (page) window.scrollTo(0, 0);
  }, [page]);
  return (
    <Gate>
      {page ? (
        <div className="centre centre--page member-centre member-centre--page">
          <Frame page={page} asPage />
        </div>
      ) : null}
    </Gate>
  );
}
