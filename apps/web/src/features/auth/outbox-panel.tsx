import { useT } from '../../i18n/i18n.tsx';
import { useOutbox } from './api/outbox.ts';
import './components/auth.css';

/**
 * /dev/outbox (outside production only): the SMS and e-mails the development adapters kept, so a
 * person trying the site can read their codes and links. In production the API is absent and the page
 * says so.
 */
export function OutboxPanel() {
  const t = useT();
  const { data, error, refetch } = useOutbox();
  return (
    <section className="auth-page auth-page--wide" aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t('auth_outbox_title')}</h1>
      <p className="auth-form__text">{t('auth_outbox_info')}</p>
      <button type="button" className="auth-button auth-button--secondary" onClick={() => void refetch()}>
        {t('auth_outbox_refresh')}
      </button>
      {error ? <p className="auth-form__text">{t('auth_outbox_unavailable')}</p> : null}
      {data && data.length === 0 ? <p className="auth-form__text">{t('auth_outbox_empty')}</p> : null}
      <ul className="auth-outbox">
        {(data ?? []).map((m) => (
          <li key={m.id} className="auth-outbox__item">
            <p className="auth-outbox__meta">
              <span>{m.channel === 'sms' ? t('auth_outbox_sms') : t('auth_outbox_email')}</span>
              <span>{m.to}</span>
              <time dateTime={new Date(m.createdAt).toISOString()}>{new Date(m.createdAt).toLocaleString()}</time>
            </p>
            {m.subject ? <p className="auth-outbox__subject">{m.subject}</p> : null}
            <p className="auth-outbox__body">{m.body}</p>
            {m.code ? <p className="auth-outbox__code">{t('auth_outbox_code', { code: m.code })}</p> : null}
            {m.link ? (
              <a className="auth-outbox__link" href={m.link}>
                {t('auth_outbox_open_link')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
