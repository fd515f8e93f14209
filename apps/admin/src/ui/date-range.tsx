import { useId } from 'react';
import { useT } from '../i18n/i18n.tsx';

export interface DayRange {
  /** yyyy-MM-dd or '' */
  from: string;
  /** yyyy-MM-dd or '' (inclusive) */
  to: string;
}

/** Two day fields (from, to inclusive); `to` cannot be before `from`. */
export function DateRange({ value, onChange }: { value: DayRange; onChange(next: DayRange): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="date-range">
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('ui.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('ui.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
    </div>
  );
}

/** The ISO instant range of a day range in the reader's time zone: [from 00:00, day after `to` 00:00). */
export function dayRangeToInstants(r: DayRange): { from?: string; to?: string } {
  const out: { from?: string; to?: string } = {};
  if (r.from) out.from = new Date(`${r.from}T00:00:00`).toISOString();
  if (r.to) {
    const end = new Date(`${r.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    out.to = end.toISOString();
  }
  return out;
}
