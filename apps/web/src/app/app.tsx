import type { Language } from '@app/contracts/languages';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AuthHost } from '../features/auth/auth-host.tsx';
import { MemberCentre } from '../features/member-centre/member-centre.tsx';
import { SessionProvider, useSession } from '../features/session/session.tsx';
import { SiteGate } from '../features/system/components/site-gate.tsx';
import { ThemeProvider } from '../features/theme/theme.tsx';
import { I18nProvider, useI18n } from '../i18n/i18n.tsx';
import { clientState } from '../lib/api-client.ts';
import { invalidateCalls } from '../lib/use-call.ts';
import { LoginGuard } from './guards.tsx';
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

function Routed() {
  const router = useMemo(
    () =>
      createBrowserRouter([
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
      ]),
    [],
  );
  return <RouterProvider router={router} />;
}

function RouterOutletRoot() {
  return (
    <>
      <Outlet />
      <MemberCentre />
      <AuthHost />
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
        </SessionProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
