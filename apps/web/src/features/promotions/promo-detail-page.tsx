import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { Empty, Loading } from '../../ui/empty.tsx';
import { useErrorText } from '../../ui/page-kit.tsx';
import { useSession } from '../session/index.ts';
import { usePromotion } from './api/get-promotion.ts';
import { KIND_KEYS } from './components/labels.ts';
import { PromotionAction } from './components/promotion-action.tsx';
import { PeriodText } from './components/promotion-card.tsx';
import { StateChip } from './components/state-chip.tsx';
import './promotions.css';
import { hideBroken } from './components/art.ts';

/** The body HTML as the server sends it: sanitised when stored and again when served (decision 1300). */
function Body({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on the way in and out
  return <div className="pm-body rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** /promoDetail?id= (SPEC §2): the art, title, state, what to do (by kind), the body and the terms. */
export default function PromoDetailPage() {
  const t = useT();
  const errorText = useErrorText();
  const { token } = useSession();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = usePromotion(valid ? id : 0);
  const back = (
    <Link to="/promotions" className="pm-back">
      {t('pm_back')}
    </Link>
  );
  if (!valid || (error && !data)) {
    return (
      <div className="pm-page">
        {back}
        <h1 className="pm-page__title">{t('pm_title')}</h1>
        <Empty>{valid && error ? errorText(error) : t('err_promo_not_found')}</Empty>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="pm-page">
        {back}
        <Loading />
      </div>
    );
  }
  return (
    <article className="pm-page pm-detail">
      {back}
      <img className="pm-detail__art" src={data.artUrl} alt="" width={1200} height={400} onError={hideBroken} />
      <header className="pm-detail__head">
        <div className="pm-card__meta">
          <span className="pm-card__kind">{t(KIND_KEYS[data.kind])}</span>
          <StateChip state={data.state} />
        </div>
        <h1 className="pm-page__title">{data.title}</h1>
        <p className="pm-detail__summary">{data.summary}</p>
        <p className="pm-card__period">
          <PeriodText startsAt={data.startsAt} endsAt={data.endsAt} />
        </p>
      </header>
      <div className="pm-detail__grid">
        <div className="pm-panel">
          <PromotionAction promotion={data} signedIn={!!token} />
        </div>
        <div className="pm-detail__text">
          <Body html={data.bodyHtml} />
          {data.terms.length > 0 ? (
            <section aria-labelledby="pm-terms">
              <h2 id="pm-terms" className="pm-panel__sub">
                {t('pm_terms')}
              </h2>
              <ul className="pm-terms">
                {data.terms.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
