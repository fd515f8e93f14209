import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { type DateRange, lastDays } from '../../../lib/date-range.ts';
import { DatePresets } from '../../../ui/date-presets.tsx';
import { usePermission } from '../../system/api/get-permission.ts';

/** A date range starting at the last 7 days in the brand's clock, as the member centre's records do. */
export function useRange(): [DateRange, (next: DateRange) => void] {
  const offset = usePermission().data?.brand.timezoneOffsetMinutes ?? 480;
  return useState<DateRange>(() => lastDays(new Date(), offset, 7));
}

/** From and to dates (inclusive, the brand's days) with the history presets (today, week, 7 and 30 days). */
export function RangeFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: DateRange;
  onChange(next: DateRange): void;
}) {
  const t = useT();
  const offset = usePermission().data?.brand.timezoneOffsetMinutes ?? 480;
  return (
    <>
      <div className="mc-filters">
        <div className="mc-field">
          <label htmlFor={`${id}-start`}>{t('wl_start_date')}</label>
          <input
            id={`${id}-start`}
            type="date"
            value={value.start}
            max={value.end}
            onChange={(e) => e.target.value && onChange({ ...value, start: e.target.value })}
          />
        </div>
        <div className="mc-field">
          <label htmlFor={`${id}-end`}>{t('wl_end_date')}</label>
          <input
            id={`${id}-end`}
            type="date"
            value={value.end}
            min={value.start}
            onChange={(e) => e.target.value && onChange({ ...value, end: e.target.value })}
          />
        </div>
      </div>
      <DatePresets value={value} onChange={onChange} offsetMinutes={offset} />
    </>
  );
}
