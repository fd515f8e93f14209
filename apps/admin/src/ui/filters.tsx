import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../i18n/i18n.tsx';

/** A row of filter fields with Apply and Clear; Enter in any field applies. */
export function FiltersBar({
  label,
  onApply,
  onClear,
  children,
}: {
  /** Accessible name of the filter form (already translated). */
  label: string;
  onApply(): void;
  onClear?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <form className="filters" aria-label={label} onSubmit={submit}>
      <div className="filters-fields">{children}</div>
      <div className="filters-actions">
        <button type="submit" className="btn primary">
          {t('ui.apply')}
        </button>
        {onClear ? (
          <button type="button" className="btn" onClick={onClear}>
            {t('ui.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A text filter field of a FiltersBar (labels already translated). */
export function FilterText({
  label,
  value,
  onChange,
  numeric = false,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  numeric?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A choice filter of a FiltersBar: "all" (the empty value) and the options (labels already translated). */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange(value: V | ''): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
