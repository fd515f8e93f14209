import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';

const REGIONS: { code: string; key: TKey }[] = [
  { code: 'VN_SOUTH', key: 'lottery_region_south' },
  { code: 'VN_CENTRAL', key: 'lottery_region_central' },
  { code: 'VN_NORTH', key: 'lottery_region_north' },
];

/** The three Vietnam regions; the chosen one is the current page. */
export function RegionPicker({ gameCode }: { gameCode: string }) {
  const t = useT();
  return (
    <nav className="lott-regions" aria-label={t('lottery_regions')}>
      {REGIONS.map((r) => (
        <Link
          key={r.code}
          to={`/vnLottery?gameCode=${r.code}`}
          className="lott-tab"
          aria-current={r.code === gameCode ? 'page' : undefined}
        >
          {t(r.key)}
        </Link>
      ))}
    </nav>
  );
}
