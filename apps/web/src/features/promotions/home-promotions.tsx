import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { usePromotions } from './api/get-promotions.ts';
import { PromotionCard } from './components/promotion-card.tsx';
import './promotions.css';

/** The home lobby's "promotion" section: the live promotions (none: the section is left out). */
export function HomePromotions() {
  const t = useT();
  const { data } = usePromotions();
  const live = data?.list.filter((p) => p.state !== 'closed' && p.state !== 'coming_soon').slice(0, 4);
  if (!live || live.length === 0) return null;
  return (
    <section className="pm-home" aria-labelledby="home-promotions">
      <div className="pm-home__head">
        <h2 id="home-promotions">{t('pm_home_title')}</h2>
        <Link to="/promotions" className="pm-home__more" aria-label={t('pm_home_more_label')}>
          {t('pm_home_more')}
        </Link>
      </div>
      <ul className="pm-grid pm-grid--home">
        {live.map((p) => (
          <PromotionCard key={p.id} promotion={p} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}
