import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import './dialog.css';

/**
 * A modal dialog on the native <dialog> element: focus stays inside, Escape and the close button
 * close it, a click on the backdrop closes it too, and focus returns where it was.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
  side = false,
}: {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  /** Slides in from the start edge (the phone menu). */
  side?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!el.open) el.showModal();
    const onCancel = (e: Event) => {
      e.preventDefault();
      close.current();
    };
    el.addEventListener('cancel', onCancel);
    const scroll = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      el.removeEventListener('cancel', onCancel);
      document.documentElement.style.overflow = scroll;
      if (el.open) el.close();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; Escape closes it by keyboard
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}${side ? ' dialog--side' : ''}`}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
