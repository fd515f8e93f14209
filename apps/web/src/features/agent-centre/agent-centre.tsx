import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { type LazyScreen, lazyScreen } from '../../lib/lazy-page.ts';
import { ModalRouteDialog, useCloseModalRoute } from '../../lib/modal-route.tsx';
import { useErrorText } from '../../ui/page-kit.tsx';
import { openAuthDialog, useMember } from '../auth/index.ts';
import { useAgentCentre } from './api/get-centre.ts';
import { AgentMenu } from './components/menu.tsx';
import {
  AGENT_CENTRE_PAGES,
  type AgentCentrePage,
  agentCentrePageAt,
  agentCentrePath,
  DEFAULT_AGENT_CENTRE_PAGE,
  useOpenAgentCentre,
} from './open-agent-centre.ts';
import { AGENT_CENTRE_REGISTRY, type AgentCentrePageProps, entryShown } from './pages.ts';
import '../../ui/centre-shell.css';
import './agent-centre.css';

const COMPONENTS = Object.fromEntries(
  AGENT_CENTRE_PAGES.map((key) => [key, lazyScreen(AGENT_CENTRE_REGISTRY[key].load)]),
) as Record<AgentCentrePage, LazyScreen<ComponentType<AgentCentrePageProps>>>;

/** SPEC §5: a trial account gets the same warning as any gated action, and the centre closes. */
function TrialGate({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    openAuthDialog({ kind: 'trial' });
    onClose();
  }, [onClose]);
  return null;
}

/**
 * Who may see the agent centre (SPEC §2, §6): a visitor is sent to sign in and comes back to the same
 * address; a trial account is told it needs a real one; a member who is not an agent is told so;
 * an address naming no page moves to the team overview.
 */
function Gate({ children, notAgent }: { children: ReactNode; notAgent: ReactNode }) {
  const location = useLocation();
  const { token, member, loading, isTrial, isAgent } = useMember();
  const close = useCloseModalRoute();
  if (!token) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (!member && loading) return null;
  if (isTrial) return <TrialGate onClose={close} />;
  if (!isAgent) return notAgent;
  if (!agentCentrePageAt(location.pathname)) {
    return <Navigate to={agentCentrePath(DEFAULT_AGENT_CENTRE_PAGE)} replace state={location.state} />;
  }
  return children;
}

/** The title bar of the menu: the centre's name and its close button. */
function Head({ asPage }: { asPage: boolean }) {
  const t = useT();
  const close = useCloseModalRoute();
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <div className="centre__menu-head">
      <Heading id="agent-centre-title" className="centre__title">
        {t('ac_title')}
      </Heading>
      <button type="button" className="centre__close" onClick={close} aria-label={t('ac_close')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The menu (shown once the centre's answer is in: it decides the contract entries) and the page the
 * address names. A contract entry the agent may not see moves to the team overview.
 */
export function AgentCentreFrame({ page, asPage }: { page: AgentCentrePage; asPage: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const location = useLocation();
  const close = useCloseModalRoute();
  const open = useOpenAgentCentre();
  const centre = useAgentCentre();
  const info = centre.data;
  const def = AGENT_CENTRE_REGISTRY[page];
  if (info && !entryShown(def, info)) {
    return <Navigate to={agentCentrePath(DEFAULT_AGENT_CENTRE_PAGE)} replace state={location.state} />;
  }
  const Page = COMPONENTS[page];
  return (
    <div className="centre__frame">
      <nav className="centre__menu" aria-label={t('ac_menu_label')}>
        <Head asPage={asPage} />
        {info ? <AgentMenu page={page} info={info} /> : null}
      </nav>
      <section className="centre__page" aria-label={t(def.labelKey)}>
        {info ? (
          <Suspense fallback={<p className="centre__loading">{t('loading')}</p>}>
            <Page open={open} close={close} />
          </Suspense>
        ) : centre.error ? (
          <p className="agent-centre__error" role="alert">
            {errorText(centre.error)}
          </p>
        ) : (
          <p className="centre__loading" role="status">
            {t('loading')}
          </p>
        )}
      </section>
    </div>
  );
}

/** What a signed-in member who is not an agent sees instead of an empty centre. */
function NotAgent({ asPage }: { asPage: boolean }) {
  const t = useT();
  const close = useCloseModalRoute();
  return (
    <div className="agent-centre__not-agent">
      <Head asPage={asPage} />
      <p role="alert">{t('ac_not_agent')}</p>
      <button type="button" className="mc-button mc-button--primary" onClick={close}>
        {t('close')}
      </button>
    </div>
  );
}

/** The centre as a modal dialog over the page behind it (desktop). */
function CentreDialog({ children }: { children: ReactNode }) {
  return (
    <ModalRouteDialog className="centre agent-centre" labelledBy="agent-centre-title">
      {children}
    </ModalRouteDialog>
  );
}

/**
 * The agent centre over the current page (SPEC §2 "modal"), shown while the address is one of its own
 * (/agent/<page>, see open-agent-centre.ts): on wide screens only; on phones the route's page shows it.
 */
export function AgentCentreOverlay() {
  const { pathname } = useLocation();
  const page = agentCentrePageAt(pathname);
  if (page === null) return null;
  return (
    <Gate
      notAgent={
        <CentreDialog>
          <NotAgent asPage={false} />
        </CentreDialog>
      }
    >
      {page ? (
        <CentreDialog>
          <AgentCentreFrame page={page} asPage={false} />
        </CentreDialog>
      ) : null}
    </Gate>
  );
}

/** The agent centre as a full page (phones): the same menu and pages, inside the site's layout. */
export function AgentCentrePageView() {
  const { pathname } = useLocation();
  const page = agentCentrePageAt(pathname);
  useEffect(() => {
    if (page) window.scrollTo(0, 0);
  }, [page]);
  return (
    <Gate
      notAgent={
        <div className="centre centre--page agent-centre agent-centre--page">
          <NotAgent asPage />
        </div>
      }
    >
      {page ? (
        <div className="centre centre--page agent-centre agent-centre--page">
          <AgentCentreFrame page={page} asPage />
        </div>
      ) : null}
    </Gate>
  );
}
