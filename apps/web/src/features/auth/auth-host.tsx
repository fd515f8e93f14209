import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { clientState } from '../../lib/api-client.ts';
import { lazyScreen } from '../../lib/lazy-page.ts';
import { openAuthDialog, useAuthDialog } from './auth-dialogs.ts';
import { requestReauth, useReauthOpen } from './reauth.ts';

const AuthDialogsView = lazyScreen(() => import('./components/auth-dialogs-view.tsx'));
const ReauthDialog = lazyScreen(() => import('./components/reauth-dialog.tsx'));

/**
 * Asks the member to confirm who they are again when a sensitive call needs it (issue 20 item 4), above
 * any dialog: the api client hands over the refusal's value, which names the way (password, code, sign-in).
 */
function ReauthHost() {
  const open = useReauthOpen();
  useEffect(() => {
    clientState.onReauthRequired = requestReauth;
    return () => {
      clientState.onReauthRequired = async () => false;
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  );
}

/** Paths that open the register modal (SPEC §2 /register, /register.html). */
const REGISTER_PATHS = ['/register', '/register.html'];

/**
 * Hosts the account dialogs for the whole site (rendered once beside the routes). Visiting /register
 * opens the register modal over the home page.
 */
export function AuthHost() {
  const dialog = useAuthDialog();
  const { pathname } = useLocation();
  useEffect(() => {
    if (REGISTER_PATHS.includes(pathname)) openAuthDialog({ kind: 'register' });
  }, [pathname]);
  return (
    <>
      {dialog && (
        <Suspense fallback={null}>
          <AuthDialogsView key={dialog.kind} dialog={dialog} />
        </Suspense>
      )}
      <ReauthHost />
    </>
  );
}
