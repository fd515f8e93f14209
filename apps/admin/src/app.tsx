import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { I18nProvider, useT } from './i18n/i18n.tsx';
import { queryClient } from './lib/query.ts';
import { MeProvider, SessionProvider, useLoadMe, useSession } from './lib/session.tsx';
import { AREAS } from './pages.ts';
import { pagesFor } from './registry.ts';
import { Home, NotFound } from './shell/home.tsx';
import { Layout } from './shell/layout.tsx';
import { SignIn } from './shell/sign-in.tsx';
import { errorText } from './ui/error-text.ts';

/** Signed in: loads who this is, then the shell with the pages of their role. */
function SignedIn() {
  const t = useT();
  const { token } = useSession();
  const { me, error, refetch } = useLoadMe(Boolean(token));
  const pages = useMemo(() => (me ? pagesFor(AREAS, me.role) : []), [me]);
  if (error) {
    return (
      <div className="table-state" role="alert">
        <p>{errorText(t, error)}</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  if (!me) {
    return (
      <p className="table-state" role="status">
        {t('app.loading')}
      </p>
    );
  }
  return (
    <MeProvider value={me}>
      <Routes>
        <Route element={<Layout pages={pages} />}>
          <Route index element={<Home pages={pages} />} />
          {pages.map((p) => (
            <Route key={p.path} path={p.path.replace(/^\//, '')} element={<p.component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </MeProvider>
  );
}

function Gate() {
  const { token } = useSession();
  return token ? <SignedIn /> : <SignIn />;
}

/** The back office app: language, session, query cache and the router under /backoffice. */
export function App({ basename = '/backoffice' }: { basename?: string }) {
  return (
    <I18nProvider areas={AREAS}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter basename={basename}>
            <Gate />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
