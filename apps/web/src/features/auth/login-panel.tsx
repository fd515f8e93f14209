import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useSession } from '../session/index.ts';
import { LoginForm } from './components/login-form.tsx';
import './components/auth.css';

/** A redirect target inside this site only (no other origin, no protocol-relative path). */
export function safeRedirect(raw: string | null): string {
  return raw?.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

/** The /login page's form: the same login form as the popup; afterwards goes to ?redirect= or /. */
export function LoginPanel() {
  const t = useT();
  const { token } = useSession();
  const [params] = useSearchParams();
  const goTo = safeRedirect(params.get('redirect'));
  if (token) return <Navigate to={goTo} replace />;
  return (
    <section className="auth-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title">{t('auth_login_title')}</h1>
      <LoginForm goTo={goTo} />
    </section>
  );
}
