import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/i18n.tsx';
import './dialog.css';

/** A button of the dialog's footer (SPEC §4 dialog helper): it runs its action, then closes the dialog. */
export interface DialogButton {
  label: string;
  /** Runs before the dialog closes; returning false keeps the dialog open. */
  onClick?(): undefined | boolean | Promise<undefined | boolean>;
  primary?: boolean;
}

/**
 * A modal dialog on the native <dialog> element (SPEC §4 dialog helper): focus stays inside, Escape and
 * the close button close it, a click on the cover (the backdrop) closes it unless `cover` is false,
 * and focus returns where it was. Optional: an icon beside the title, footer buttons that close it
 * after their action, and `timeoutMs`, after which it closes by itself.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
  side = false,
  cover = true,
  timeoutMs,
  icon,
  buttons,
}: {
  title: ReactNode;
  onClose(): void;
  children?: ReactNode;
  wide?: boolean;
  /** Slides in from the start edge (the phone menu). */
  side?: boolean;
  /** False: a click on the cover does not close the dialog (Escape and the buttons still do). */
  cover?: boolean;
  /** Closes the dialog by itself after this many milliseconds. */
  timeoutMs?: number;
  /** A picture beside the title (decorative: the title says it in words). */
  icon?: ReactNode;
  buttons?: DialogButton[];
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
  useEffect(() => {
    if (timeoutMs === undefined || !(timeoutMs > 0)) return;
    const timer = setTimeout(() => close.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}${side ? ' dialog--side' : ''}`}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (cover && e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        // Escape closes it here (a handled key is no longer a close request, so no cancel follows).
        // stopPropagation: a dialog opened over another one closes alone.
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          {icon ? (
            <span className="dialog__icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
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
        {children !== undefined ? <div className="dialog__body">{children}</div> : null}
        {buttons && buttons.length > 0 ? (
          <footer className="dialog__buttons">
            {buttons.map((b) => (
              <button
                key={b.label}
                type="button"
                className={`dialog__button${b.primary ? ' dialog__button--primary' : ''}`}
                onClick={async () => {
                  if ((await b.onClick?.()) === false) return;
                  close.current();
                }}
              >
                {b.label}
              </button>
            ))}
          </footer>
        ) : null}
      </div>
    </dialog>
  );
}
