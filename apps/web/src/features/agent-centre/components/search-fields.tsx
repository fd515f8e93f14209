import { useT } from '../../../i18n/i18n.tsx';

/** A username search field of an agent-centre filter form (at most 40 characters, like usernames). */
export function UsernameSearch({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="mc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} maxLength={40} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The Search button that ends an agent-centre filter form. */
export function SearchSubmit() {
  const t = useT();
  return (
    <div className="mc-row ac-filters-submit">
      <button type="submit" className="mc-button mc-button--primary">
        {t('ac_search')}
      </button>
    </div>
  );
}
