import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { PHONE_QUERY, useMedia, useReducedMotion } from '../../../lib/use-media.ts';
import { useGameMenus } from '../../games/api/get-game-menus.ts';
import { allVendors, vendorPath } from '../nav-model.ts';
import { Icon } from './icons.tsx';
import './vendor-carousel.css';

/** SPEC §2: 10 slides in view, 10 px apart, each slide passing in 3000 ms. */
export const CAROUSEL = { perView: 10, perViewPhone: 4, spacing: 10, speedMs: 3000 } as const;

/**
 * The header's vendor carousel: every vendor's logo moving steadily; it pauses on hover, on focus and
 * with its pause button, and stands still for visitors who prefer less motion.
 */
export default function VendorCarousel() {
  const t = useT();
  const { data } = useGameMenus();
  const vendors = allVendors(data ?? []);
  const phone = useMedia(PHONE_QUERY);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  // The viewport appears only once the vendors are in, so it is measured from its ref callback.
  const viewport = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    observer.current = ro;
    setWidth(el.clientWidth);
  }, []);
  if (vendors.length === 0) return null;
  const perView = phone ? CAROUSEL.perViewPhone : CAROUSEL.perView;
  const slide = width ? (width - (perView - 1) * CAROUSEL.spacing) / perView : 0;
  const moving = vendors.length > perView && !reduced;
  const loop = moving ? [...vendors, ...vendors] : vendors;
  const style = {
    ['--slide' as string]: `${slide}px`,
    ['--gap' as string]: `${CAROUSEL.spacing}px`,
    ['--distance' as string]: `${-vendors.length * (slide + CAROUSEL.spacing)}px`,
    ['--duration' as string]: `${vendors.length * CAROUSEL.speedMs}ms`,
  };
  return (
    <section className="vendor-carousel" aria-label={t('shell_vendors')}>
      <div className="site-header__inner vendor-carousel__inner">
        <div ref={viewport} className="vendor-carousel__viewport">
          <ul
            className={`vendor-carousel__track${moving ? ' vendor-carousel__track--moving' : ''}${paused ? ' vendor-carousel__track--paused' : ''}`}
            style={style}
          >
            {loop.map(({ category, vendor }, i) => {
              const copy = i >= vendors.length;
              return (
                <li
                  key={`${vendor.vassalage}-${copy ? 'copy' : 'main'}`}
                  className="vendor-carousel__slide"
                  aria-hidden={copy || undefined}
                >
                  <Link to={vendorPath(category, vendor.vassalage)} tabIndex={copy ? -1 : undefined}>
                    <img src={vendor.logoWhite} alt={vendor.name} width={168} height={56} loading="lazy" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
        {moving ? (
          <button
            type="button"
            className="vendor-carousel__pause"
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            <Icon name={paused ? 'play' : 'pause'} size={16} />
            <span className="visually-hidden">{t('shell_pause_vendors')}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
