import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { boot } from '../lib/boot.ts';

/**
 * A page's frame: the heading (focused when the page opens, so keyboard and screen-reader users land
 * on it), the document title, optional actions beside the heading.
 */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const t = useT();
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${boot.name} ${t('app.title')}`;
  }, [title, t]);
  useEffect(() => {
    h1.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="page">
      <div className="page-head">
        <h1 ref={h1} tabIndex={-1}>
          {title}
        </h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
