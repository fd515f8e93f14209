import { RESET_PASSWORD_PATH } from '@app/contracts/auth';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { AGENT_CENTRE_BASE, LEGACY_AGENT_CENTRE_PATH } from '../features/agent-centre/open-agent-centre.ts';
import { MEMBER_CENTRE_BASE } from '../features/member-centre/open-member-centre.ts';
import { isLazyScreen, lazyScreen } from '../lib/lazy-page.ts';
import HomePage from '../pages/index/home-page.tsx';
import { RequireAuth } from './guards.tsx';
import { BareLayout, HeaderOnlyLayout, SiteLayout } from './layouts/site-layout.tsx';
import { NotFoundPage } from './route-error.tsx';

type PageModule = { default: React.ComponentType };

/**
 * A lazily loaded page of one page group (SPEC §2), failing as ChunkLoadError after 120 s; the
 * layout's PageOutlet waits for it and shows the error.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element'> {
  const Page = lazyScreen(load);
  return { element: <Page /> };
}

// Page groups: index, pointMall, game, lottery, live, egame, promo, promoDetail, seamless, fbSports,
// byIframe (the /game frame), download, joinus. Each import below becomes its own chunk.
// The home page is the first screen most visitors see: it comes with the site, not after it.
const home = { element: <HomePage /> };
const lobby = page(() => import('../pages/egame/lobby-page.tsx'));
const category = page(() => import('../pages/game/category-page.tsx'));
const lottery = page(() => import('../pages/lottery/lottery-page.tsx'));
const live = page(() => import('../pages/live/live-lobby-page.tsx'));
const seaLottery = page(() => import('../pages/lottery/sea-lottery-page.tsx'));

const LOBBY_PARAMS = ':type?/:vassalage?';

/** SPEC §2's /agentCenter opens the agent centre at its own address (its default page). */
function ToAgentCentre() {
  const location = useLocation();
  return <Navigate to={AGENT_CENTRE_BASE} replace state={location.state} />;
}

/** The route table of SPEC §2. */
export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...['/', '/index', '/index.html', '/home', '/register', '/register.html'].map((path) => ({ path, ...home })),
          { path: '/noticePage', ...page(() => import('../pages/index/notice-page.tsx')) },
          { path: '/help', ...page(() => import('../pages/index/help-page.tsx')) },
          { path: '/login', ...page(() => import('../pages/index/login-page.tsx')) },
          ...[RESET_PASSWORD_PATH, '/resetPassword'].map((path) => ({
            path,
            ...page(() => import('../pages/index/reset-password-page.tsx')),
          })),
          { path: '/dev/outbox', ...page(() => import('../pages/index/outbox-page.tsx')) },
          { path: '/pointMall', ...page(() => import('../pages/pointMall/point-mall-page.tsx')) },
          ...['/sports', '/esports', '/ds88'].map((p) => ({ path: `${p}/${LOBBY_PARAMS}`, ...category })),
          ...['/lott', '/elott'].map((p) => ({ path: `${p}/${LOBBY_PARAMS}`, ...lottery })),
          { path: '/lottery', ...lottery },
          { path: '/lottery/results', ...page(() => import('../pages/lottery/results-page.tsx')) },
          { path: '/lottery/verify', ...page(() => import('../pages/lottery/verify-page.tsx')) },
          {
            path: '/lottery/tickets',
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [{ index: true, ...page(() => import('../pages/lottery/tickets-page.tsx')) }],
          },
          {
            path: '/seaLottery',
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [{ index: true, ...seaLottery }],
          },
          { path: '/vnLottery', ...page(() => import('../pages/lottery/vn-lottery-page.tsx')) },
          { path: `/live/${LOBBY_PARAMS}`, ...live },
          ...['/pvp', '/fish', '/rng'].map((p) => ({ path: `${p}/${LOBBY_PARAMS}`, ...lobby })),
          { path: `/lobby/:games/${LOBBY_PARAMS}`, ...lobby },
          { path: '/promotions', ...page(() => import('../pages/promo/promotions-page.tsx')) },
          { path: '/promoDetail', ...page(() => import('../pages/promoDetail/promo-detail-page.tsx')) },
          { path: '/down', ...page(() => import('../pages/download/download-page.tsx')) },
          { path: '/join', ...page(() => import('../pages/joinus/join-page.tsx')) },
          { path: '/house/verify', ...page(() => import('../pages/house/verify-page.tsx')) },
          // The member centre's addresses (open-member-centre.ts): a modal route, see lib/modal-route.tsx.
          ...[MEMBER_CENTRE_BASE, `${MEMBER_CENTRE_BASE}/:page`].map((path) => ({
            path,
            ...page(() => import('../pages/member/member-centre-page.tsx')),
          })),
          // The agent centre's addresses (open-agent-centre.ts): a modal route like the member centre.
          ...[AGENT_CENTRE_BASE, `${AGENT_CENTRE_BASE}/:page`].map((path) => ({
            path,
            ...page(() => import('../pages/agent/agent-centre-page.tsx')),
          })),
          { path: LEGACY_AGENT_CENTRE_PATH, element: <ToAgentCentre /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <HeaderOnlyLayout />,
        children: [
          { path: '/seamless', ...page(() => import('../pages/seamless/seamless-page.tsx')) },
          { path: '/fbsports', ...page(() => import('../pages/fbSports/fb-sports-page.tsx')) },
          { path: '/game', ...page(() => import('../pages/byIframe/game-frame-page.tsx')) },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: '/helpmc', ...page(() => import('../pages/index/help-page.tsx')) },
          { path: '/support/:channel', ...page(() => import('../pages/support/support-page.tsx')) },
          { path: '/house/play', ...page(() => import('../pages/house/play-page.tsx')) },
        ],
      },
    ],
  },
];

/**
 * Starts fetching the page of an address typed or reloaded (a lobby, a member-centre page) beside the
 * site's own start, instead of after the first render has matched it.
 */
export function preloadPageOf(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && isLazyScreen(route.element.type)) route.element.type.preload();
  }
}
