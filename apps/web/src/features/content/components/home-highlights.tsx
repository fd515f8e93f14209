import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useImageUrl, useSwitch } from '../../system/index.ts';
import './home-highlights.css';

const PROMISES: { title: TKey; text: TKey; mark: string }[] = [
  { title: 'content_why_safe', text: 'content_why_safe_text', mark: 'RSA' },
  { title: 'content_why_fast', text: 'content_why_fast_text', mark: '✓' },
  { title: 'content_why_service', text: 'content_why_service_text', mark: '?' },
  { title: 'content_why_fair', text: 'content_why_fair_text', mark: '18+' },
];

/** The home page's closing sections: why play here, and the app and agent pages. */
export function HomeHighlights() {
  const t = useT();
  const download = useSwitch('CONTENT_DOWNLOAD');
  const join = useSwitch('CONTENT_JOIN');
  const img = useImageUrl();
  return (
    <>
      <section className="home-why" aria-labelledby="home-why-title">
        <h2 id="home-why-title" className="home-section-title">
          {t('content_why_title')}
        </h2>
        <ul className="home-why__list">
          {PROMISES.map((p) => (
            <li key={p.title} className="home-why__item">
              <span className="home-why__mark" aria-hidden="true">
                {p.mark}
              </span>
              <h3>{t(p.title)}</h3>
              <p>{t(p.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      {download || join ? (
        <section className="home-cards" aria-label={t('content_more_from_us')}>
          {download ? (
            <Link to="/down" className="home-card">
              <img src={img('/art/banner/w_down-1.svg')} alt="" width={1200} height={400} loading="lazy" />
              <span className="home-card__text">
                <span className="home-card__title">{t('content_app_title')}</span>
                <span>{t('content_app_text')}</span>
              </span>
            </Link>
          ) : null}
          {join ? (
            <Link to="/join" className="home-card">
              <img src={img('/art/banner/w_promotion-2.svg')} alt="" width={1200} height={400} loading="lazy" />
              <span className="home-card__text">
                <span className="home-card__title">{t('content_join_title')}</span>
                <span>{t('content_join_text')}</span>
              </span>
            </Link>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
