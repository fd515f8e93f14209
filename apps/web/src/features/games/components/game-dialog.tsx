import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { CloseIcon } from '../../../ui/icons.tsx';
import './game-dialog.css';

/** A modal dialog (native <dialog>: focus kept inside, Escape closes) with a title and a close button. */
export function GameDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`game-dialog${wide ? ' game-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="game-dialog__head">
        <h2 id={titleId} className="game-dialog__title">
          {title}
        </h2>
        <button type="button" className="game-dialog__close" onClick={onClose} aria-label={t('games_close')}>
          <CloseIcon />
        </button>
      </div>
      <div className="game-dialog__body">{children}</div>
    </dialog>
  );
}
