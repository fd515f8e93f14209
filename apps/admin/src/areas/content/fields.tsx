import { LANGUAGES } from '@app/contracts/languages';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { StaffApiError } from '../../lib/api.ts';
import type { ZodForm } from '../../ui/form.tsx';

/** An ISO instant as a datetime-local value (the browser's local time), or ''. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an ISO instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function Shell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t('ui.invalid')}
        </p>
      ) : null}
    </div>
  );
}

/** A date and time (local) bound to a form field holding an ISO instant or null. */
export function DateTimeField({ form, name, label }: { form: ZodForm; name: string; label: string }) {
  const id = useId();
  const error = Boolean(form.errors[name]);
  return (
    <Shell id={id} label={label} error={error}>
      <input
        id={id}
        type="datetime-local"
        value={toLocalInput(form.values[name])}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.set(name, fromLocalInput(e.target.value))}
      />
    </Shell>
  );
}

/** A checkbox bound to a boolean form field. */
export function CheckField({ form, name, label }: { form: ZodForm; name: string; label: string }) {
  return (
    <label className="check">
      <input type="checkbox" checked={form.values[name] === true} onChange={(e) => form.set(name, e.target.checked)} />
      {label}
    </label>
  );
}

/** The languages a text may be written in, labelled by their own names. */
export function languageOptions(t: (k: string) => string) {
  return LANGUAGES.map((l) => ({ value: l, label: t(`content.lang.${l}`) }));
}

/**
 * A service's refusal names one field in its own words ({ field, reason }); as the form's field
 * names, in the shape `serverErrors` marks (as a 400 from the schema check does).
 */
export function asFieldError(e: StaffApiError | undefined, names: Record<string, string>): StaffApiError | undefined {
  const field = e?.value?.field;
  if (!e || typeof field !== 'string') return e;
  const name = names[field] ?? field;
  return new StaffApiError(
    e.code,
    e.status,
    { ...e.value, fields: [{ field: name, reason: e.value?.reason ?? '' }] },
    e.serverMessage,
  );
}
