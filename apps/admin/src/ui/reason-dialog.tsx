import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { Dialog } from './dialog.tsx';
import { errorText } from './error-text.ts';

/** Longest reason the audit log keeps (modules/audit MAX_REASON). */
export const MAX_REASON = 1000;

/**
 * Confirms an act that needs a reason (money and security acts, decision 1010): the reason is
 * required and sent with the act. `onConfirm` resolves true when done (the dialog closes) or false /
 * throws to keep it open with `error` shown.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  error,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel?: string;
  /** A failure of the act to show in the dialog. */
  error?: unknown;
  onConfirm(reason: string): Promise<boolean> | boolean;
  onClose(): void;
  /** More fields of the act, shown above the reason (a new role, an amount). */
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      if (await onConfirm(text)) {
        setReason('');
        setMissing(false);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={title} onClose={close}>
      <form onSubmit={submit} noValidate>
        {description ? <p>{description}</p> : null}
        {children}
        <div className={`field${missing ? ' invalid' : ''}`}>
          <label htmlFor={id}>{t('ui.reason')}</label>
          <textarea
            id={id}
            value={reason}
            maxLength={MAX_REASON}
            rows={3}
            required
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${id}-hint${missing ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
          />
          <p className="field-hint" id={`${id}-hint`}>
            {t('ui.reasonHint')}
          </p>
          {missing ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {t('ui.reasonRequired')}
            </p>
          ) : null}
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={close}>
            {t('ui.cancel')}
          </button>
          <button type="submit" className="btn primary" disabled={busy}>
            {confirmLabel ?? t('ui.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
