import type { Language } from '@app/contracts/languages';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { isAgentCentrePath } from '../features/agent-centre/open-agent-centre.ts';
import { AuthHost } from '../features/auth/auth-host.tsx';
import { isMemberCentrePath } from '../features/member-centre/open-member-centre.ts';
import { BreakNoticeHost, RealityCheckHost } from '../features/responsible-gaming/index.ts';
import { SessionProvider, useSession } from '../features/session/session.tsx';
import { SiteGate } from '../features/system/components/site-gate.tsx';
import { ThemeProvider } from '../features/theme/theme.tsx';
import { I18nProvider, useI18n } from '../i18n/i18n.tsx';
import { clientState } from '../lib/api-client.ts';
import { lazyScreen } from '../lib/lazy-page.ts';
import { ModalRouteOutlet } from '../lib/modal-route.tsx';
import { invalidateCalls } from '../lib/use-call.ts';
import { PHONE_QUERY, useMedia } from '../lib/use-media.ts';
import { LoginGuard } from './guards.tsx';
import { RouteBoundary } from './route-error.tsx';
import { routes } from './routes.tsx';

/** Keeps the api client's language and 401 reaction in step with the app. */
function ClientBridge() {
  const { lang } = useI18n();
  const { signOut } = useSession();
  useEffect(() => {
    clientState.language = lang;
    invalidateCalls();
  }, [lang]);
  useEffect(() => {
    clientState.onUnauthorized = () => signOut();
  }, [signOut]);
  return null;
}

const TREE: RouteObject[] = [
  {
    element: (
      <SiteGate>
        <LoginGuard>
          <RouterOutletRoot />
        </LoginGuard>
      </SiteGate>
    ),
    children: routes,
  },
];

function RouteTree() {
  return useRoutes(TREE);
}

/**
 * The router: browser history and the route table (declarative routing: the site loads no data
 * through the router, so the data router's weight is left out of the entry).
 */
function Routed() {
  return (
    <BrowserRouter>
      <RouteBoundary>
        <RouteTree />
      </RouteBoundary>
    </BrowserRouter>
  );
}

const MemberCentreDialog = lazyScreen(() =>
  import('../features/member-centre/member-centre.tsx').then((m) => ({ default: m.MemberCentreOverlay })),
);

/** The member centre's overlay, loaded the first time one of its addresses shows. */
function MemberCentreOverlay() {
  const { pathname } = useLocation();
  if (!isMemberCentrePath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentreDialog />
    </Suspense>
  );
}

const AgentCentreDialog = lazyScreen(() =>
  import('../features/agent-centre/agent-centre.tsx').then((m) => ({ default: m.AgentCentreOverlay })),
);

/** The agent centre's overlay, loaded the first time one of its addresses shows. */
function AgentCentreOverlay() {
  const { pathname } = useLocation();
  if (!isAgentCentrePath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <AgentCentreDialog />
    </Suspense>
  );
}

/** Modal routes (lib/modal-route.tsx): their addresses, and what shows over the page on wide screens. */
const MODAL_ROUTES = [
  { name: 'member-centre', matches: isMemberCentrePath, Overlay: MemberCentreOverlay },
  { name: 'agent-centre', matches: isAgentCentrePath, Overlay: AgentCentreOverlay },
];
const isModalPath = (pathname: string) => MODAL_ROUTES.some((m) => m.matches(pathname));

function RouterOutletRoot() {
  // On phones a modal route is a full page of its own; wider, it shows over the page behind.
  const overlay = !useMedia(PHONE_QUERY);
  return (
    <>
      <ModalRouteOutlet isModalPath={isModalPath} overlay={overlay} />
      {overlay ? MODAL_ROUTES.map(({ name, Overlay }) => <Overlay key={name} />) : null}
      <AuthHost />
      <RealityCheckHost />
    </>
  );
}

/** The whole app with its providers. */
export function App({ initial }: { initial: { lang: Language; catalogue: Record<string, string> } }) {
  return (
    <I18nProvider initial={initial}>
      <ThemeProvider>
        <SessionProvider>
          <ClientBridge />
          <Routed />
          <BreakNoticeHost />
        </SessionProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
