import type { ReactNode } from 'react';
import { McNotice } from '../../../ui/page-kit.tsx';
import type { useSubmit } from './use-submit.ts';

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
