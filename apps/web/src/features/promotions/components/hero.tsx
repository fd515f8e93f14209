import type { TBanner } from '@app/contracts/calls/content';
import type { TPromotionCard } from '@app/contracts/calls/promotions';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { hideBroken } from './art.ts';

interface Slide {
  key: string;
  image: string;
  title: string;
  subtitle: string;
  /** The promotion's page. */
  to: string;
}

/**
 * The hero's slides. The site's banner strip already shows the brand's w_promotion banners above the
 * page (the content area's route banners); only when the brand has none (the answer is in and empty)
 * do the live promotions' own art make the hero.
 */
export function heroSlides(banners: TBanner[] | undefined, promotions: TPromotionCard[] | undefined): Slide[] {
  if (!banners || banners.length > 0) return [];
  return (promotions ?? [])
    .filter((p) => p.state !== 'closed')
    .slice(0, 5)
    .map((p) => ({
      key: `p${p.id}`,
      image: p.artUrl,
      title: p.title,
      subtitle: p.summary,
      to: `/promoDetail?id=${p.id}`,
    }));
}

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The top of /promotions: one slide at a time with previous / next buttons and a position per slide. */
export function PromotionsHero({ slides }: { slides: Slide[] }) {
  const t = useT();
  const [at, setAt] = useState(0);
  if (slides.length === 0) return null;
  const i = at % slides.length;
  const slide = slides[i] as Slide;
  const caption = (
    <span className="pm-hero__text">
      {slide.title ? <span className="pm-hero__title">{slide.title}</span> : null}
      {slide.subtitle ? <span className="pm-hero__subtitle">{slide.subtitle}</span> : null}
    </span>
  );
  const img = <img className="pm-hero__img" src={slide.image} alt="" width={1200} height={400} onError={hideBroken} />;
  return (
    <section className="pm-hero" aria-roledescription="carousel" aria-label={t('pm_hero_label')}>
      <div className="pm-hero__slide">
        <Link to={slide.to} className="pm-hero__link">
          {img}
          {caption}
        </Link>
      </div>
      {slides.length > 1 ? (
        <div className="pm-hero__controls">
          <button
            type="button"
            className="pm-hero__btn"
            aria-label={t('pm_hero_prev')}
            onClick={() => setAt((i - 1 + slides.length) % slides.length)}
          >
            <Chevron back />
          </button>
          <span className="pm-hero__dots" aria-hidden="true">
            {slides.map((s, n) => (
              <span key={s.key} className={`pm-hero__dot${n === i ? ' pm-hero__dot--on' : ''}`} />
            ))}
          </span>
          <span className="visually-hidden" aria-live="polite">
            {t('pm_hero_slide', { n: i + 1, count: slides.length })}
          </span>
          <button
            type="button"
            className="pm-hero__btn"
            aria-label={t('pm_hero_next')}
            onClick={() => setAt((i + 1) % slides.length)}
          >
            <Chevron />
          </button>
        </div>
      ) : null}
    </section>
  );
}
