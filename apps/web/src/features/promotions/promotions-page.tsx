import { PROMOTION_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Tabs } from '../../ui/form-kit.tsx';
import { useErrorText } from '../../ui/page-kit.tsx';
import { useBanners } from '../content/api/get-banners.ts';
import { usePromotions } from './api/get-promotions.ts';
import { heroSlides, PromotionsHero } from './components/hero.tsx';
import { CATEGORY_KEYS } from './components/labels.ts';
import { PromotionCard } from './components/promotion-card.tsx';
import './promotions.css';

type Tab = 'all' | (typeof PROMOTION_CATEGORIES)[number];
const TABS: Tab[] = ['all', ...PROMOTION_CATEGORIES];

/**
 * /promotions (SPEC §2): the w_promotion banners (or the promotions' own art), the category tabs and
 * the cards with each promotion's state for the reader. ?category= keeps the tab in the address.
 */
export default function PromotionsPage() {
  const t = useT();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const fromUrl = search.get('category') as Tab | null;
  const [tab, setTab] = useState<Tab>(fromUrl && TABS.includes(fromUrl) ? fromUrl : 'all');
  const all = usePromotions();
  const banners = useBanners('w_promotion');
  const shown = tab === 'all' ? all.data?.list : all.data?.list.filter((p) => p.category === tab);
  const present = new Set(all.data?.list.map((p) => p.category));
  const tabs = TABS.filter((k) => k === 'all' || present.has(k)).map((k) => ({ key: k, label: t(CATEGORY_KEYS[k]) }));
  const choose = (k: Tab) => {
    setTab(k);
    setSearch(k === 'all' ? {} : { category: k }, { replace: true });
  };
  return (
    <div className="pm-page">
      <h1 className="pm-page__title">{t('pm_title')}</h1>
      <PromotionsHero slides={heroSlides(banners.data, all.data?.list)} />
      <div className="pm-tabs">
        <Tabs label={t('pm_categories')} tabs={tabs} active={tab} onChange={choose} idPrefix="pm" />
      </div>
      <div id="pm-panel" role="tabpanel" aria-label={t(CATEGORY_KEYS[tab])}>
        {all.error ? (
          <Empty>{errorText(all.error)}</Empty>
        ) : !shown ? (
          <Loading />
        ) : shown.length === 0 ? (
          <Empty>{t('pm_empty')}</Empty>
        ) : (
          <ul className="pm-grid">
            {shown.map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
