import type { InputHTMLAttributes } from 'react';
import { useT } from '../i18n/i18n.tsx';

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
