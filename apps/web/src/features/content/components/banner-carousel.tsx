import type { TBanner } from '@app/contracts/calls/content';
import { BANNER_AUTOPLAY_MS } from '@app/contracts/constants';
import type { BannerGroup } from '@app/contracts/content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { useBanners } from '../api/get-banners.ts';
import { bannerTarget } from '../banner-link.ts';
import './banner-carousel.css';

function SlideBody({ banner, first }: { banner: TBanner; first: boolean }) {
  return (
    <>
      <img
        className="banner__image"
        src={banner.url}
        alt=""
        width={1200}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
      />
      {banner.title || banner.subtitle ? (
        <span className="banner__text">
          {banner.title ? <span className="banner__title">{banner.title}</span> : null}
          {banner.subtitle ? <span className="banner__subtitle">{banner.subtitle}</span> : null}
        </span>
      ) : null}
    </>
  );
}

function Slide({ banner, first }: { banner: TBanner; first: boolean }) {
  const target = bannerTarget(banner);
  if (target?.kind === 'route') {
    return (
      <Link className="banner__link" to={target.to}>
        <SlideBody banner={banner} first={first} />
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a className="banner__link" href={target.href} target="_blank" rel="noopener noreferrer">
        <SlideBody banner={banner} first={first} />
      </a>
    );
  }
  return (
    <div className="banner__link banner__link--static">
      <SlideBody banner={banner} first={first} />
    </div>
  );
}

/**
 * The banner carousel of a route's group (SPEC §2): autoplay every 5000 ms, clickable pagination only
 * with more than one banner, a click on a banner with a linkageType opens its target. It pauses on
 * hover, on focus and with its pause button.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  const t = useT();
  const { data, loading } = useBanners(group);
  const list = data ?? [];
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = list.length;
  const current = count ? active % count : 0;
  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = setInterval(() => setActive((a) => (a + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused, held]);
  if (!loading && count === 0) return null;
  return (
    <section
      className="banner"
      aria-roledescription={t('content_carousel')}
      aria-label={t('content_banners')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className="banner__viewport">
        {list.map((b, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slides are groups, not form fieldsets
          <div
            key={b.bannerId}
            className={`banner__slide${i === current ? ' banner__slide--active' : ''}`}
            role="group"
            aria-roledescription={t('content_slide')}
            aria-label={t('content_slide_of', { n: i + 1, total: count })}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
          >
            <Slide banner={b} first={i === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner__controls">
          <button type="button" className="banner__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            <span aria-hidden="true" className={paused ? 'banner__play-icon' : 'banner__pause-icon'} />
            <span className="visually-hidden">{t('content_pause_banners')}</span>
          </button>
          <ol className="banner__dots">
            {list.map((b, i) => (
              <li key={b.bannerId}>
                <button
                  type="button"
                  className="banner__dot"
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t('content_show_slide', { n: i + 1 })}
                  onClick={() => setActive(i)}
                />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
