import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { openAuthDialog, useAuthDialog } from './auth-dialogs.ts';

const AuthDialogsView = lazy(() => import('./components/auth-dialogs-view.tsx'));

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
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogsView key={dialog.kind} dialog={dialog} />
    </Suspense>
  );
}
