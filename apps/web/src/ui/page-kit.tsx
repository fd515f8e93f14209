import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useT } from '../i18n/i18n.tsx';
import type { TKey } from '../i18n/keys.ts';
import { ApiError } from '../lib/api-client.ts';
import { Loading } from './empty.tsx';
import './page-kit.css';

/** Building blocks of the member-centre pages (wallet and cashier pages use them too). */

/** A page: its title and its sections. */
export function McPage({ titleKey, children }: { titleKey: TKey; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t(titleKey)}</h3>
      {children}
    </div>
  );
}

/** A titled block of a page. */
export function McSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="mc-section" aria-labelledby={id}>
      <h4 className="mc-section__title" id={id}>
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The text of a failed call in the user's language (the server's own message when it sent one). */
export function useErrorText(): (e: unknown) => string {
  const t = useT();
  return (e) => {
    if (e instanceof ApiError) return e.serverMessage ?? t(e.messageKey as TKey);
    return t('err_unknown');
  };
}

/**
 * A read before its first answer: "Loading", or, when it failed, why with a button to ask again (a
 * page never waits forever on a failed read). Nothing once the answer is in.
 */
export function McPending({ read }: { read: { data: unknown; error?: unknown; refetch(): Promise<void> | void } }) {
  const t = useT();
  const errorText = useErrorText();
  if (read.data !== undefined) return null;
  if (read.error) {
    return (
      <div className="mc-row">
        <McNotice error={errorText(read.error)} />
        <button type="button" className="mc-button" onClick={() => void read.refetch()}>
          {t('try_again')}
        </button>
      </div>
    );
  }
  return <Loading />;
}

/** A status line: an error (alert) or a success note (status), or nothing. */
export function McNotice({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p className="mc-notice mc-notice--error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="mc-notice mc-notice--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}

/** A new id for one form submission, kept until the submission succeeds (repeats are then safe). */
export function useRequestId(): { current: () => string; renew: () => void } {
  const ref = useRef<string>(crypto.randomUUID().replaceAll('-', ''));
  return {
    current: () => ref.current,
    renew: () => {
      ref.current = crypto.randomUUID().replaceAll('-', '');
    },
  };
}

/** The last loaded value: while a reload runs after a change, the page keeps showing (and its forms keep their state). */
export function useLatest<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return value ?? last.current;
}

/** A table that scrolls sideways on narrow screens; the region can be scrolled by keyboard. */
export function McTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="mc-table-wrap" aria-label={label} tabIndex={0}>
      <table className="mc-table">{children}</table>
    </section>
  );
}

/** A column header of {@link McHead}: its text, or `{ num }` for a column of figures (aligned right). */
export type McCol = string | { num: string };

/** A table's head row: one column header per entry, in order. */
export function McHead({ cols }: { cols: readonly McCol[] }) {
  return (
    <thead>
      <tr>
        {cols.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.num} scope="col" className="mc-num">
              {c.num}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** Previous and next page buttons with "page n of m", shown only when there is more than one page. */
export function McPager({
  pageNo,
  totalPages,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="mc-row mc-spaced" aria-label={t('wl_pages')}>
      <button type="button" className="mc-button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('wl_previous_page')}
      </button>
      <span>{t('wl_page_of', { page: pageNo, pages: totalPages })}</span>
      <button type="button" className="mc-button" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('wl_next_page')}
      </button>
    </nav>
  );
}
