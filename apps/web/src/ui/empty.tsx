import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.tsx';
import './page-kit.css';

/** What a list or page says when it has nothing to show ("No records in this period"). */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="mc-empty">{children}</p>;
}

/** A page's or list's answer that is still on its way, announced politely to screen readers. */
export function Loading() {
  const t = useT();
  return (
    <p className="mc-empty" role="status">
      {t('loading')}
    </p>
  );
}
