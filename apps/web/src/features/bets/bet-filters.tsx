import { GAME_CATEGORIES } from '@app/contracts/constants';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { type DateRange, lastDays } from '../../lib/date-range.ts';
import { DatePresets } from '../../ui/date-presets.tsx';
import { useVendorLanes } from '../games/api/get-game-vendors.ts';
import { usePermission } from '../system/api/get-permission.ts';

export type Category = (typeof GAME_CATEGORIES)[number];

/** What both bet pages filter by: category, vendor and an inclusive date range (the brand's days). */
export interface BetFilterState {
  gameType: Category | '';
  vassalage: string;
  range: DateRange;
}

/** The category's name as the navigation shows it (Slots, Live casino, ...). */
export function useCategoryLabel(): (c: string) => string {
  const t = useT();
  return (c) => t(`nav_${c.toLowerCase()}` as TKey);
}

/** The filters' state, starting at the last 7 days like the account records. */
export function useBetFilters(): [BetFilterState, (next: BetFilterState) => void] {
  const offset = usePermission().data?.brand.timezoneOffsetMinutes ?? 480;
  return useState<BetFilterState>(() => ({ gameType: '', vassalage: '', range: lastDays(new Date(), offset, 7) }));
}

/** The query parameters of the filters. */
export function filterQuery(f: BetFilterState) {
  return {
    ...(f.gameType ? { gameType: f.gameType } : {}),
    ...(f.vassalage ? { vassalage: f.vassalage } : {}),
    startDate: f.range.start,
    endDate: f.range.end,
  };
}

/**
 * Category, vendor and dates, with the date presets of the account records (DatePresets: today, this
 * week, the previous 7 and 30 days, and moving the range back or forward up to today). Any change goes
 * back to the first page.
 */
export function BetFilters({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BetFilterState;
  onChange(next: BetFilterState): void;
}) {
  const t = useT();
  const label = useCategoryLabel();
  const offset = usePermission().data?.brand.timezoneOffsetMinutes ?? 480;
  const { lanes } = useVendorLanes();
  const vendors = (lanes ?? []).filter((l) => !value.gameType || l.gameType === value.gameType);
  const categories = GAME_CATEGORIES.filter((c) => (lanes ?? []).some((l) => l.gameType === c));
  const setRange = (range: DateRange) => onChange({ ...value, range });
  return (
    <>
      <div className="mc-filters">
        <div className="mc-field">
          <label htmlFor={`${id}-cat`}>{t('bets_category')}</label>
          <select
            id={`${id}-cat`}
            value={value.gameType}
            onChange={(e) => {
              const gameType = GAME_CATEGORIES.find((c) => c === e.target.value) ?? '';
              const keep = (lanes ?? []).some(
                (l) => l.vassalage === value.vassalage && (!gameType || l.gameType === gameType),
              );
              onChange({ ...value, gameType, vassalage: keep ? value.vassalage : '' });
            }}
          >
            <option value="">{t('bets_all_categories')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {label(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-vendor`}>{t('bets_vendor')}</label>
          <select
            id={`${id}-vendor`}
            value={value.vassalage}
            onChange={(e) => onChange({ ...value, vassalage: e.target.value })}
          >
            <option value="">{t('bets_all_vendors')}</option>
            {vendors.map((v) => (
              <option key={`${v.gameType}-${v.vassalage}`} value={v.vassalage}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-start`}>{t('wl_start_date')}</label>
          <input
            id={`${id}-start`}
            type="date"
            value={value.range.start}
            max={value.range.end}
            onChange={(e) => e.target.value && setRange({ ...value.range, start: e.target.value })}
          />
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-end`}>{t('wl_end_date')}</label>
          <input
            id={`${id}-end`}
            type="date"
            value={value.range.end}
            min={value.range.start}
            onChange={(e) => e.target.value && setRange({ ...value.range, end: e.target.value })}
          />
        </div>
      </div>
      {/* Bets are history: past presets only (see DatePresets). */}
      <DatePresets value={value.range} onChange={setRange} offsetMinutes={offset} />
    </>
  );
}
