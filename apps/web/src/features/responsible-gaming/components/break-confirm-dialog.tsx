import type { TRgDuration } from '@app/contracts/calls/rg';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { DURATION_KEYS } from './labels.ts';

/** Asks once more before a break starts: what was chosen, and that it cannot be undone. */
export function BreakConfirmDialog({
  kind,
  duration,
  busy,
  onConfirm,
  onClose,
}: {
  kind: 'cooloff' | 'exclusion';
  duration: TRgDuration;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  const length = t(DURATION_KEYS[duration]);
  const what =
    duration === 'forever'
      ? t('rg_confirm_forever')
      : t(kind === 'cooloff' ? 'rg_confirm_cooloff' : 'rg_confirm_exclusion', { duration: length });
  return (
    <Dialog title={t('rg_confirm_title')} onClose={onClose}>
      <p>{what}</p>
      <p>
        <strong>{t('rg_warning')}</strong>
      </p>
      <div className="mc-row">
        <button type="button" className="mc-button rg-danger" disabled={busy} onClick={onConfirm}>
          {t('rg_confirm_yes')}
        </button>
        <button type="button" className="mc-button mc-button--primary" onClick={onClose}>
          {t('rg_confirm_back')}
        </button>
      </div>
    </Dialog>
  );
}
