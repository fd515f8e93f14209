import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The member a page shows, kept in its URL as ?member=<username> ('' when none). */
export function useMemberParam(): string {
  const [params] = useSearchParams();
  return (params.get('member') ?? '').trim();
}

/**
 * Finds a member by username: a search form that writes ?member=<username> to the URL, so the page
 * can be linked and reloaded. Pages read the member with `useMemberParam()`.
 */
export function MemberSearch({
  searchLabel,
  usernameLabel,
  showLabel,
  className,
}: {
  /** The form's accessible name. */
  searchLabel: string;
  usernameLabel: string;
  /** The submit button's text. */
  showLabel: string;
  className?: string;
}) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState((params.get('member') ?? '').trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { member: next } : {});
  };
  return (
    <form className={className ? `filters ${className}` : 'filters'} aria-label={searchLabel} onSubmit={submit}>
      <div className="filters-fields">
        <div className="field">
          <label htmlFor={`${id}-username`}>{usernameLabel}</label>
          <input
            id={`${id}-username`}
            type="search"
            value={draft}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
      </div>
      <div className="filters-actions">
        <button type="submit" className="btn primary">
          {showLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * A member page's head: who it is, the facts (dt/dd pairs), the page's one action for the roles that
 * may take it (null: none), and what the action last answered.
 */
export function MemberHead({
  title,
  className,
  children,
  action,
  notice,
}: {
  title: string;
  className?: string;
  children: ReactNode;
  action: { label: string; onClick(): void } | null;
  notice: string;
}) {
  return (
    <>
      <h2 className={className}>{title}</h2>
      <dl className="facts">{children}</dl>
      {action ? (
        <button type="button" className="btn primary" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
    </>
  );
}
