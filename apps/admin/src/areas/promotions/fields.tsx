import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n.tsx';

/** A labelled input of the promotion form; `error` marks it invalid with the text under it. */
export function Input({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  disabled,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: boolean;
  hint?: string;
  type?: 'text' | 'datetime-local' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'text';
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        inputMode={inputMode}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {t('promotions.form.invalid', { field: label })}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select. */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(v: V): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A group of fields with a visible legend. */
export function Group({ legend, children, error }: { legend: string; children: ReactNode; error?: string }) {
  return (
    <fieldset className="promo-group">
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="promo-grid">{children}</div>
    </fieldset>
  );
}

/** Tabs (WAI-ARIA): arrow keys, Home and End move between tabs and select them. */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { key: K; label: string; invalid?: boolean }[];
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const to = keys[e.key];
    const next = to === undefined ? undefined : tabs[to];
    if (!next) return;
    e.preventDefault();
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="promo-tabs">
      <div role="tablist" aria-label={label} className="promo-tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={`promo-tab${tab.invalid ? ' invalid' : ''}`}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
            {tab.invalid ? ' !' : ''}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="promo-panel">
        {children}
      </div>
    </div>
  );
}
