import { Component, type ReactNode, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useT } from '../i18n/i18n.tsx';
import { ChunkLoadError } from '../lib/lazy-page.ts';
import './route-error.css';

/** Route errors: a page group that did not load (SPEC §8) offers a reload; anything else a way home. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  if (error instanceof ChunkLoadError) {
    return (
      <div className="route-error" role="alert">
        <h1>{t('chunk_load_error')}</h1>
        {error.reason === 'timeout' ? <p>{t('chunk_load_timeout')}</p> : null}
        <button type="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  }
  return (
    <div className="route-error" role="alert">
      <h1>{t('error_title')}</h1>
      <p>{t('err_unknown')}</p>
      <Link to="/">{t('back_home')}</Link>
    </div>
  );
}

interface BoundaryProps {
  /** The address shown; the boundary forgets its error when it changes. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering (a page group that did not load, a defect). */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** An error boundary that starts afresh on every new address. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/**
 * Where a layout shows its page: pages load lazily, and the boundary waiting for them stays mounted,
 * so moving to a page not loaded yet keeps the current one on screen until it arrives (navigations
 * are transitions); a page that fails shows RouteError in its place, under the layout.
 */
export function PageOutlet() {
  return (
    <RouteBoundary>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteBoundary>
  );
}

/** The page for paths no route matches. */
export function NotFoundPage() {
  const t = useT();
  return (
    <div className="route-error">
      <h1>{t('page_not_found')}</h1>
      <p>{t('page_not_found_info')}</p>
      <Link to="/">{t('back_home')}</Link>
    </div>
  );
}
