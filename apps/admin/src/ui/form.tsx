import { type InputHTMLAttributes, useCallback, useId, useState } from 'react';
import type { z } from 'zod';
import { type TFn, useT } from '../i18n/i18n.tsx';
import type { StaffApiError } from '../lib/api.ts';
import { type FieldProblem, problemOf, problemText } from './field-problem.ts';

type Values = Record<string, unknown>;

/**
 * Form state checked with a contract's zod schema: the same schema the server validates with
 * (`@app/contracts/calls/<area>`), so a field the server would refuse is marked before sending.
 * `validate()` answers the parsed input, or undefined after marking the bad fields.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Partial<z.input<S>> & Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, FieldProblem>>({});
  const set = useCallback((name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  const validate = useCallback((): z.output<S> | undefined => {
    const r = schema.safeParse(values);
    if (r.success) {
      setErrors({});
      return r.data;
    }
    const bad: Record<string, FieldProblem> = {};
    for (const issue of r.error.issues) {
      const name = String(issue.path[0] ?? '');
      // The first issue of a field says what is wanted (a blank field: that it is needed).
      bad[name] ??= problemOf(issue, values[name]);
    }
    setErrors(bad);
    return undefined;
  }, [schema, values]);
  /** Marks the fields a 400 request_param_err named. */
  const serverErrors = useCallback((e: StaffApiError | undefined) => {
    if (!e || e.fields.length === 0) return;
    setErrors(Object.fromEntries(e.fields.map((f) => [f, { kind: 'server' } as const])));
  }, []);
  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);
  return { values, errors, set, validate, serverErrors, reset };
}

export type ZodForm = ReturnType<typeof useZodForm>;

interface FieldBase {
  form: ZodForm;
  name: string;
  label: string;
  /** Shown under the field while it is invalid, instead of what the schema's issue says is wanted. */
  invalidText?: string;
  hint?: string;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: React.ReactNode;
}) {
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
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The text under a refused field: the form's own words for it, else what its schema wants. */
function fieldError(t: TFn, form: ZodForm, name: string, invalidText: string | undefined): string | undefined {
  const problem = form.errors[name];
  if (!problem) return undefined;
  return invalidText ?? problemText(t, problem);
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A text input bound to a form field. */
export function TextField({
  form,
  name,
  label,
  invalidText,
  hint,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange'>) {
  const t = useT();
  const id = useId();
  const error = fieldError(t, form, name, invalidText);
  const value = form.values[name];
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        name={name}
        value={value === undefined || value === null ? '' : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => form.set(name, input.type === 'number' ? e.target.valueAsNumber : e.target.value)}
      />
    </FieldShell>
  );
}

/** A multi-line text bound to a form field. */
export function TextAreaField({ form, name, label, invalidText, hint, rows = 3 }: FieldBase & { rows?: number }) {
  const t = useT();
  const id = useId();
  const error = fieldError(t, form, name, invalidText);
  const value = form.values[name];
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value === undefined || value === null ? '' : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => form.set(name, e.target.value)}
      />
    </FieldShell>
  );
}

/** A select bound to a form field. */
export function SelectField({
  form,
  name,
  label,
  invalidText,
  hint,
  options,
}: FieldBase & { options: { value: string; label: string }[] }) {
  const t = useT();
  const id = useId();
  const error = fieldError(t, form, name, invalidText);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        value={String(form.values[name] ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => form.set(name, e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
