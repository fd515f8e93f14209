import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { Dialog } from './dialog.tsx';
import { errorText } from './error-text.ts';

/** Asks "are you sure" for an act that needs no reason. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel?: string;
  error?: unknown;
  onConfirm(): Promise<unknown> | unknown;
  onClose(): void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {description ? <p>{description}</p> : null}
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className="btn primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel ?? t('ui.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
