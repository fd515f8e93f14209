import type { TMenuVendor } from '@app/contracts/calls/games';
import { VENDOR_ARROWS_ABOVE } from '@app/contracts/constants';
import { useRef } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ChevronIcon } from '../../../ui/icons.tsx';
import './vendor-menu.css';

/** The lobby's vendor menu: logos (colour on hover or when chosen), arrows above 8 vendors. */
export function VendorMenu({
  vendors,
  selected,
  onSelect,
}: {
  vendors: TMenuVendor[];
  selected: string | null;
  onSelect: (vassalage: string) => void;
}) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const arrows = vendors.length > VENDOR_ARROWS_ABOVE;
  const scroll = (dir: -1 | 1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <nav className="vendor-menu" aria-label={t('games_vendors_label')}>
      {arrows && (
        <button
          type="button"
          className="vendor-menu__arrow"
          onClick={() => scroll(-1)}
          aria-label={t('games_vendors_prev')}
        >
          <ChevronIcon dir="left" />
        </button>
      )}
      <ul className={`vendor-menu__track${arrows ? '' : ' vendor-menu__track--centred'}`} ref={track}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className="vendor-menu__item"
              aria-pressed={selected === v.vassalage}
              onClick={() => onSelect(v.vassalage)}
              data-vassalage={v.vassalage}
              title={v.name}
            >
              <img
                className="vendor-menu__logo vendor-menu__logo--white"
                src={v.logoWhite}
                alt={v.name}
                width="150"
                height="60"
              />
              <img
                className="vendor-menu__logo vendor-menu__logo--color"
                src={v.logoColor}
                alt=""
                width="150"
                height="60"
              />
              {v.isHot === 1 && <span className="vendor-menu__hot">{t('games_badge_hot')}</span>}
              {v.maintenance && <span className="vendor-menu__down">{t('games_badge_maintenance')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {arrows && (
        <button
          type="button"
          className="vendor-menu__arrow"
          onClick={() => scroll(1)}
          aria-label={t('games_vendors_next')}
        >
          <ChevronIcon dir="right" />
        </button>
      )}
    </nav>
  );
}
