import type { TMenuVendor } from '@app/contracts/calls/games';
import { VENDOR_ARROWS_ABOVE } from '@app/contracts/constants';
import { useRef, useState } from 'react';
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
          <VendorButton
            key={v.vassalage}
            vendor={v}
            selected={selected === v.vassalage}
            onSelect={() => onSelect(v.vassalage)}
          />
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

/**
 * One vendor's button. The colour logo (shown on hover and when chosen) loads only for the chosen
 * vendor and once the pointer or focus reaches the button: each logo is an SVG document the browser
 * builds on the main thread, and a home page of lobby sections held about 40 colour logos few visits
 * ever show.
 */
function VendorButton({ vendor: v, selected, onSelect }: { vendor: TMenuVendor; selected: boolean; onSelect(): void }) {
  const t = useT();
  const [approached, setApproached] = useState(false);
  const approach = approached ? undefined : () => setApproached(true);
  return (
    <li>
      <button
        type="button"
        className="vendor-menu__item"
        aria-pressed={selected}
        onClick={onSelect}
        onPointerEnter={approach}
        onFocus={approach}
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
        {approached || selected ? (
          <img
            className="vendor-menu__logo vendor-menu__logo--color"
            src={v.logoColor}
            alt=""
            width="150"
            height="60"
          />
        ) : null}
        {v.isHot === 1 && <span className="vendor-menu__hot">{t('games_badge_hot')}</span>}
        {v.maintenance && <span className="vendor-menu__down">{t('games_badge_maintenance')}</span>}
      </button>
    </li>
  );
}
