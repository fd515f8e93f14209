import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../i18n/i18n.tsx';
import { ChunkLoadError } from '../lib/lazy-page.ts';
import './route-error.css';

/** Route errors: a page group that did not load (SPEC §8) offers a reload; anything else a way home. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
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
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="route-error" role="alert">
      <h1>{missing ? t('page_not_found') : t('error_title')}</h1>
      <p>{missing ? t('page_not_found_info') : t('err_unknown')}</p>
      <Link to="/">{t('back_home')}</Link>
    </div>
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
