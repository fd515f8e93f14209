import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/session/session.tsx';
import { usePermission } from '../features/system/api/get-permission.ts';
import { boot } from '../lib/boot.ts';

/** Paths open without a token when loginedToHomePage is on (SPEC §2). */
export const OPEN_PATHS = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];

/** The page type: the path without its leading slash (SPEC §2), first segment only. */
export function pageTypeOf(pathname: string): string {
  return pathname.replace(/^\//, '').split('/')[0] ?? '';
}

/** With the brand's loginedToHomePage on, everything but the open paths needs a token. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  const { data } = usePermission();
  const required = data?.brand.loginedToHomePage ?? boot.loginedToHomePage;
  if (required && !token && !OPEN_PATHS.includes(pathname)) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return children;
}

/** Pages that need a signed-in player (/seaLottery). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}
