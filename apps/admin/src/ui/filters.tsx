import type { FormEvent, ReactNode } from 'react';
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
