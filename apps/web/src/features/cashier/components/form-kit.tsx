import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice } from '../../../ui/page-kit.tsx';
import type { useSubmit } from './use-submit.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled input with an optional hint under it. */
export function McField({
  id,
  label,
  value,
  onValue,
  hint,
  ...input
}: InputProps & { id: string; label: string; value: string; onValue(v: string): void; hint?: string }) {
  return (
    <div className="mc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      {hint ? <span className="mc-field__hint">{hint}</span> : null}
    </div>
  );
}

/** The 6-digit payment password (digits only). */
export function PaymentPasswordField({
  id,
  label,
  value,
  onValue,
  hint,
  invalid,
}: {
  id: string;
  label?: string;
  value: string;
  onValue(v: string): void;
  hint?: string;
  invalid?: boolean;
}) {
  const t = useT();
  return (
    <McField
      id={id}
      label={label ?? t('wl_payment_password')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      pattern="\d{6}"
      required
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, ''))}
      hint={hint}
      aria-invalid={invalid ? true : undefined}
    />
  );
}

/** A member-centre form: the fields, its submit button, and what the submit answered. */
export function McForm({
  submit,
  label,
  onSubmit,
  children,
  error,
  disabled,
}: {
  submit: ReturnType<typeof useSubmit>;
  label: string;
  onSubmit(): void;
  children: ReactNode;
  /** An error of the form's own (shown instead of the submit's). */
  error?: string;
  disabled?: boolean;
}) {
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={submit.pending || disabled}>
          {label}
        </button>
      </div>
      <McNotice error={error ?? submit.error} success={submit.success} />
    </form>
  );
}
