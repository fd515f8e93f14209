import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import './form-kit.css';

/**
 * A labelled input with its hint and its error, tied together for screen readers. `labelHidden` (the
 * header's inline form) keeps the label for screen readers only and shows it as the placeholder.
 */
export function Field({
  label,
  labelHidden,
  hint,
  error,
  required,
  after,
  ...input
}: {
  label: string;
  labelHidden?: boolean;
  hint?: string;
  error?: string;
  after?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  // A failed pattern says what the hint says: show it once, as the error.
  if (hint && hint === error) hint = undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
        {required && !labelHidden ? (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="ui-field__control">
        <input
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={labelHidden ? label : undefined}
          {...input}
        />
        {after}
      </div>
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The field for a code sent by SMS or e-mail (one-time-code autofill, digits keyboard). */
export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const t = useT();
  return (
    <Field
      label={t('auth_verification_code')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={255}
      required
      error={error}
    />
  );
}

/** A password input with a show/hide toggle (SPEC §2 login form). */
export function PasswordField(props: Omit<Parameters<typeof Field>[0], 'type' | 'after'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      after={
        <button type="button" className="ui-field__toggle" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? t('auth_hide_password') : t('auth_show_password')}
        </button>
      }
    />
  );
}

/** Tabs (the login and register methods): arrow keys move between them. */
export function Tabs<K extends string>({
  label,
  tabs,
  active,
  onChange,
  idPrefix,
}: {
  label: string;
  tabs: { key: K; label: string }[];
  active: K;
  onChange(key: K): void;
  idPrefix: string;
}) {
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((x) => x.key === active);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = tabs[(i + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.key);
      document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
    }
  };
  if (tabs.length < 2) return null;
  return (
    <div className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((x) => (
        <button
          key={x.key}
          id={`${idPrefix}-tab-${x.key}`}
          type="button"
          role="tab"
          aria-selected={x.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={x.key === active ? 0 : -1}
          className="ui-tabs__tab"
          onClick={() => onChange(x.key)}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}

/** An error or success line of a form. */
export function FormNotice({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p className="ui-notice ui-notice--error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="ui-notice ui-notice--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
